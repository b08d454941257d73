import { envelope } from '@pulseboard/contract/envelope';
import {
  MEMBERS_ACCESS,
  ZMemberFilter,
  ZMemberInput,
  ZMemberListItem,
  ZMemberPage,
} from '@pulseboard/contract/members';
import { ZPageParams, ZPageSizeQuery } from '@pulseboard/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams, ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import { createMember, editMember, listMembers } from './members.service.ts';

const staff = { access: { roles: MEMBERS_ACCESS.read, club: true } } as const;
const managers = { access: { roles: MEMBERS_ACCESS.manage, club: true } } as const;
const tags = ['members'];

/** The Members tab of a club: /dashboard/clients/{id}/members (SPEC.md section 7). */
export function membersRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // POST /page/{page}: filter and sort in the body, page size in the query.
    app.post(
      '/dashboard/clients/:id/members/page/:page',
      {
        config: staff,
        schema: {
          tags,
          params: ZClubParams.extend(ZPageParams.shape),
          querystring: ZPageSizeQuery,
          body: ZMemberFilter,
          response: { 200: envelope(ZMemberPage) },
        },
      },
      async (request) => {
        const { id, page } = request.params;
        return ok(await listMembers(deps, id, page, request.query.pageSize, request.body), request.lang);
      },
    );

    app.put(
      '/dashboard/clients/:id/members',
      {
        config: managers,
        schema: {
          tags,
          params: ZClubParams,
          body: ZMemberInput,
          response: { 200: envelope(ZMemberListItem) },
        },
      },
      async (request) =>
        ok(await createMember(deps, principalOf(request), request.params.id, request.body), request.lang),
    );

    app.patch(
      '/dashboard/clients/:id/members/:memberId',
      {
        config: managers,
        schema: {
          tags,
          params: clubItemParams('memberId'),
          body: ZMemberInput,
          response: { 200: envelope(ZMemberListItem) },
        },
      },
      async (request) => {
        const { id, memberId } = request.params;
        return ok(await editMember(deps, principalOf(request), id, memberId, request.body), request.lang);
      },
    );
  };
}
