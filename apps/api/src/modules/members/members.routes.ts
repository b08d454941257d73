import { envelope, paged } from '@pulseboard/contract/envelope';
import { MEMBERS_ACCESS, ZMemberFilter, ZMemberListItem } from '@pulseboard/contract/members';
import { ZPageParams, ZPageSizeQuery } from '@pulseboard/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { listMembers } from './members.service.ts';

export function membersRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // SPEC.md section 7: POST /dashboard/clients/{id}/members/page/{page}, filter in the body, page size in the query.
    app.post(
      '/dashboard/clients/:id/members/page/:page',
      {
        config: { access: { roles: MEMBERS_ACCESS.read, club: true } },
        schema: {
          tags: ['members'],
          params: ZClubParams.extend(ZPageParams.shape),
          querystring: ZPageSizeQuery,
          body: ZMemberFilter,
          response: { 200: envelope(paged(ZMemberListItem)) },
        },
      },
      async (request) =>
        ok(
          await listMembers(
            deps,
            request.params.id,
            request.params.page,
            request.query.pageSize,
            request.body,
          ),
          request.lang,
        ),
    );
  };
}
