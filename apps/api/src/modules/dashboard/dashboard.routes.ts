import {
  DASHBOARD_ACCESS,
  ZClubStatistics,
  ZDashboardQuery,
  ZDashboardStats,
} from '@pulseboard/contract/dashboard';
import { envelope } from '@pulseboard/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import { getClubStatistics, getDashboardStats } from './dashboard.service.ts';

export function dashboardRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/stats',
      {
        config: { access: { roles: DASHBOARD_ACCESS.read, club: false } },
        schema: {
          tags: ['dashboard'],
          querystring: ZDashboardQuery,
          response: { 200: envelope(ZDashboardStats) },
        },
      },
      async (request) => ok(await getDashboardStats(deps, principalOf(request), request.query), request.lang),
    );

    app.get(
      '/dashboard/clients/:id/statistics',
      {
        config: { access: { roles: DASHBOARD_ACCESS.clubStatistics, club: true } },
        schema: {
          tags: ['dashboard'],
          params: ZClubParams,
          querystring: ZDashboardQuery,
          response: { 200: envelope(ZClubStatistics) },
        },
      },
      async (request) => ok(await getClubStatistics(deps, request.params.id, request.query), request.lang),
    );
  };
}
