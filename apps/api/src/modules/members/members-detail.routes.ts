import { envelope } from '@pulseboard/contract/envelope';
import { MEMBERS_ACCESS } from '@pulseboard/contract/members';
import { ZMemberDetail } from '@pulseboard/contract/members-detail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { getMemberDetail } from './members-detail.service.ts';

/** GET /dashboard/clients/{id}/members/{memberId}: the member detail page's profile. */
export function membersDetailRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/clients/:id/members/:memberId',
      {
        config: { access: { roles: MEMBERS_ACCESS.read, club: true } },
        schema: {
          tags: ['members'],
          params: clubItemParams('memberId'),
          response: { 200: envelope(ZMemberDetail) },
        },
      },
      async (request) =>
        ok(await getMemberDetail(deps, request.params.id, request.params.memberId), request.lang),
    );
  };
}
