import { ZDashboardQuery, ZDashboardStats } from '@pulseboard/contract/dashboard';
import { envelope } from '@pulseboard/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import { getDashboardStats } from './dashboard.service.ts';

export function dashboardRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/stats',
      {
        config: { access: { club: false } },
        schema: {
          tags: ['dashboard'],
          querystring: ZDashboardQuery,
          response: { 200: envelope(ZDashboardStats) },
        },
      },
      async (request) => ok(await getDashboardStats(deps, principalOf(request), request.query), request.lang),
    );
  };
}
