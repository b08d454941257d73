import {
  CHALLENGES_ACCESS,
  ZChallengeDetail,
  ZChallengeInput,
  ZChallengeListFilter,
  ZChallengePage,
} from '@pulseboard/contract/challenges';
import { envelope, ZOkData } from '@pulseboard/contract/envelope';
import { ZPageParams, ZPageSizeQuery } from '@pulseboard/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams, ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import {
  createChallenge,
  editChallenge,
  getChallengeDetail,
  listChallenges,
  removeChallenge,
} from './challenges.service.ts';
import { challengesActionsRoutes } from './challenges-actions.routes.ts';
import { challengesBoardRoutes } from './challenges-board.routes.ts';

const staff = { access: { roles: CHALLENGES_ACCESS.read, club: true } } as const;
const managers = { access: { roles: CHALLENGES_ACCESS.manage, club: true } } as const;
const ZChallengeParams = clubItemParams('challengeId');
const tags = ['challenges'];

/** The Challenge tab of a club: /dashboard/clients/{id}/challenges, with its actions and boards. */
export function challengesRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(challengesActionsRoutes(deps));
    await app.register(challengesBoardRoutes(deps));

    app.post(
      '/dashboard/clients/:id/challenges/page/:page',
      {
        config: staff,
        schema: {
          tags,
          params: ZClubParams.extend(ZPageParams.shape),
          querystring: ZPageSizeQuery,
          body: ZChallengeListFilter,
          response: { 200: envelope(ZChallengePage) },
        },
      },
      async (request) => {
        const { id, page } = request.params;
        const paging = { page, pageSize: request.query.pageSize };
        return ok(await listChallenges(deps, id, request.body, paging), request.lang);
      },
    );

    app.put(
      '/dashboard/clients/:id/challenges',
      {
        config: managers,
        schema: {
          tags,
          params: ZClubParams,
          body: ZChallengeInput,
          response: { 200: envelope(ZChallengeDetail) },
        },
      },
      async (request) => ok(await createChallenge(deps, request.params.id, request.body), request.lang),
    );

    app.get(
      '/dashboard/clients/:id/challenges/:challengeId',
      {
        config: staff,
        schema: { tags, params: ZChallengeParams, response: { 200: envelope(ZChallengeDetail) } },
      },
      async (request) => {
        const { id, challengeId } = request.params;
        return ok(await getChallengeDetail(deps, id, challengeId), request.lang);
      },
    );

    app.post(
      '/dashboard/clients/:id/challenges/:challengeId',
      {
        config: managers,
        schema: {
          tags,
          params: ZChallengeParams,
          body: ZChallengeInput,
          response: { 200: envelope(ZChallengeDetail) },
        },
      },
      async (request) => {
        const { id, challengeId } = request.params;
        return ok(await editChallenge(deps, id, challengeId, request.body), request.lang);
      },
    );

    app.delete(
      '/dashboard/clients/:id/challenges/:challengeId',
      { config: managers, schema: { tags, params: ZChallengeParams, response: { 200: envelope(ZOkData) } } },
      async (request) => {
        await removeChallenge(deps, request.params.id, request.params.challengeId);
        return ok({ ok: true as const }, request.lang);
      },
    );
  };
}
