import { CLASS_SUMMARY_ACCESS, ZClassSummary } from '@pulseboard/contract/classes-summary';
import { envelope } from '@pulseboard/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import { getClassSummary } from './classes-summary.service.ts';

// Any role of the club passes the guard; the service lets a member read only a class they took part in.
const readers = { access: { roles: CLASS_SUMMARY_ACCESS.read, club: true } } as const;

/** A class's summary (the /class-summary page): GET /dashboard/clients/{id}/classes/{classId}/summary. */
export function classesSummaryRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/clients/:id/classes/:classId/summary',
      {
        config: readers,
        schema: {
          tags: ['classes'],
          params: clubItemParams('classId'),
          response: { 200: envelope(ZClassSummary) },
        },
      },
      async (request) => {
        const { id, classId } = request.params;
        return ok(await getClassSummary(deps, principalOf(request), id, classId), request.lang);
      },
    );
  };
}
