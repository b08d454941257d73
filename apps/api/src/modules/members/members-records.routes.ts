import { envelope, paged } from '@pulseboard/contract/envelope';
import {
  MEMBER_ACTIONS_ACCESS,
  ZMemberOptions,
  ZMemberPoints,
  ZMemberRecordsQuery,
  ZMemberVisit,
  ZPointsAwardBody,
  ZPointsEntry,
} from '@pulseboard/contract/members-actions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams, ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import {
  awardMemberPoints,
  getMemberPoints,
  getMemberPointsHistory,
  listMemberVisits,
} from './members-actions.service.ts';
import { getMemberOptions, saveMemberOptions } from './members-options.service.ts';

const staff = { access: { roles: MEMBER_ACTIONS_ACCESS.read, club: true } } as const;
const managers = { access: { roles: MEMBER_ACTIONS_ACCESS.manage, club: true } } as const;
const owners = { access: { roles: MEMBER_ACTIONS_ACCESS.options, club: true } } as const;
const params = clubItemParams('memberId');
const tags = ['members'];

/** A member's visits and points (SPEC.md section 7), the staff's points award, and the club's option lists. */
export function membersRecordsRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const at = (p: { id: number; memberId: number }) => ({ deps, clubId: p.id, memberId: p.memberId });

    app.get(
      '/dashboard/clients/:id/members/:memberId/visits',
      {
        config: staff,
        schema: {
          tags,
          params,
          querystring: ZMemberRecordsQuery,
          response: { 200: envelope(paged(ZMemberVisit)) },
        },
      },
      async (request) => ok(await listMemberVisits(at(request.params), request.query), request.lang),
    );

    app.get(
      '/dashboard/clients/:id/members/:memberId/points',
      { config: staff, schema: { tags, params, response: { 200: envelope(ZMemberPoints) } } },
      async (request) => ok(await getMemberPoints(at(request.params)), request.lang),
    );

    app.get(
      '/dashboard/clients/:id/members/:memberId/points/history',
      {
        config: staff,
        schema: {
          tags,
          params,
          querystring: ZMemberRecordsQuery,
          response: { 200: envelope(paged(ZPointsEntry)) },
        },
      },
      async (request) => ok(await getMemberPointsHistory(at(request.params), request.query), request.lang),
    );

    app.post(
      '/dashboard/clients/:id/members/:memberId/actions/award-points',
      {
        config: managers,
        schema: { tags, params, body: ZPointsAwardBody, response: { 200: envelope(ZMemberPoints) } },
      },
      async (request) =>
        ok(await awardMemberPoints(at(request.params), principalOf(request), request.body), request.lang),
    );

    app.get(
      '/dashboard/clients/:id/members/options',
      { config: staff, schema: { tags, params: ZClubParams, response: { 200: envelope(ZMemberOptions) } } },
      async (request) => ok(await getMemberOptions(deps.db, request.params.id), request.lang),
    );

    app.post(
      '/dashboard/clients/:id/members/options',
      {
        config: owners,
        schema: {
          tags,
          params: ZClubParams,
          body: ZMemberOptions,
          response: { 200: envelope(ZMemberOptions) },
        },
      },
      async (request) => ok(await saveMemberOptions(deps, request.params.id, request.body), request.lang),
    );
  };
}
