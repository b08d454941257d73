import { envelope } from '@pulseboard/contract/envelope';
import { MEMBERS_ACCESS, ZMemberListItem } from '@pulseboard/contract/members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { getMemberDetail } from './members-detail.service.ts';

/** GET /dashboard/clients/{id}/members/{memberId}: the member detail page's profile, the list's fields. */
export function membersDetailRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/clients/:id/members/:memberId',
      {
        config: { access: { roles: MEMBERS_ACCESS.read, club: true } },
        schema: {
          tags: ['members'],
          params: clubItemParams('memberId'),
          response: { 200: envelope(ZMemberListItem) },
        },
      },
      async (request) =>
        ok(await getMemberDetail(deps, request.params.id, request.params.memberId), request.lang),
    );
  };
}
