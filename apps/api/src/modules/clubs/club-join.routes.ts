import {
  CLUB_JOIN_ACCESS,
  ZJoinClubData,
  ZJoinClubQuery,
  ZJoinCodeData,
} from '@pulseboard/contract/club-join';
import { envelope } from '@pulseboard/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { getJoinCode, joinClubInfo, newJoinCode } from './club-join.service.ts';

/** The club's registration link: its join code, the rotate action, and the lookup the register page makes. */
export function clubJoinRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/clients/:id/join-code',
      {
        config: { access: { roles: CLUB_JOIN_ACCESS.read, club: true } },
        schema: { tags: ['clubs'], params: ZClubParams, response: { 200: envelope(ZJoinCodeData) } },
      },
      async (request) => ok(await getJoinCode(deps, request.params.id), request.lang),
    );

    app.post(
      '/dashboard/clients/:id/actions/rotate-join-code',
      {
        config: { access: { roles: CLUB_JOIN_ACCESS.manage, club: true } },
        schema: {
          tags: ['clubs'],
          description: 'Gives the club a new join code; registration links with the old one stop working.',
          params: ZClubParams,
          response: { 200: envelope(ZJoinCodeData) },
        },
      },
      async (request) => ok(await newJoinCode(deps, request.params.id), request.lang),
    );

    app.get(
      '/dashboard/register/club',
      {
        config: { access: { public: true } },
        schema: {
          tags: ['auth'],
          security: [],
          description:
            'The club a registration link joins (its `club` parameter); 404 when the code is not valid.',
          querystring: ZJoinClubQuery,
          response: { 200: envelope(ZJoinClubData) },
        },
      },
      async (request) => ok(await joinClubInfo(deps, request.query.club), request.lang),
    );
  };
}
