import { envelope } from '@pulseboard/contract/envelope';
import { ZPageParams, ZPageSizeQuery } from '@pulseboard/contract/paging';
import { SESSIONS_ACCESS, ZSessionListFilter, ZSessionPage } from '@pulseboard/contract/workouts-sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import { listSessions } from './workouts-sessions.service.ts';

// The club is the caller's own (a coach's or club admin's), never one named in the request.
const readers = { access: { roles: SESSIONS_ACCESS.read, club: false } } as const;

/** My Sessions: the caller's classes with their attendance (see workouts-sessions.service.ts). */
export function workoutsSessionsRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/workouts/sessions/page/:page',
      {
        config: readers,
        schema: {
          tags: ['workouts'],
          params: ZPageParams,
          querystring: ZPageSizeQuery,
          body: ZSessionListFilter,
          response: { 200: envelope(ZSessionPage) },
        },
      },
      async (request) => {
        const paging = { page: request.params.page, pageSize: request.query.pageSize };
        return ok(await listSessions(deps, principalOf(request), request.body, paging), request.lang);
      },
    );
  };
}
