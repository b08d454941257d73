import {
  CHALLENGES_ACCESS,
  ZAddParticipantsBody,
  ZBalanceTeamsBody,
  ZChallengeDetail,
  ZChallengeTeamInput,
  ZMemberIdsBody,
  ZTeamIdBody,
} from '@pulseboard/contract/challenges';
import { envelope } from '@pulseboard/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import {
  addChallengeParticipants,
  addChallengeTeam,
  balanceChallengeTeams,
  endChallenge,
  removeChallengeParticipants,
  removeChallengeTeam,
  rotateChallengeShareId,
} from './challenges-actions.service.ts';

const managers = { access: { roles: CHALLENGES_ACCESS.manage, club: true } } as const;
const params = clubItemParams('challengeId');
const tags = ['challenges'];
const response = { 200: envelope(ZChallengeDetail) };
const base = '/dashboard/clients/:id/challenges/:challengeId/actions';

/** POST /dashboard/clients/{id}/challenges/{challengeId}/actions/...: each answers the challenge as it now is. */
export function challengesActionsRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${base}/add-participants`,
      { config: managers, schema: { tags, params, body: ZAddParticipantsBody, response } },
      async (request) => {
        const { id, challengeId } = request.params;
        return ok(await addChallengeParticipants(deps, id, challengeId, request.body), request.lang);
      },
    );

    app.post(
      `${base}/remove-participants`,
      { config: managers, schema: { tags, params, body: ZMemberIdsBody, response } },
      async (request) => {
        const { id, challengeId } = request.params;
        const result = await removeChallengeParticipants(deps, id, challengeId, request.body.memberIds);
        return ok(result, request.lang);
      },
    );

    app.post(
      `${base}/add-team`,
      { config: managers, schema: { tags, params, body: ZChallengeTeamInput, response } },
      async (request) => {
        const { id, challengeId } = request.params;
        return ok(await addChallengeTeam(deps, id, challengeId, request.body), request.lang);
      },
    );

    app.post(
      `${base}/remove-team`,
      { config: managers, schema: { tags, params, body: ZTeamIdBody, response } },
      async (request) => {
        const { id, challengeId } = request.params;
        return ok(await removeChallengeTeam(deps, id, challengeId, request.body.teamId), request.lang);
      },
    );

    app.post(
      `${base}/balance-teams`,
      { config: managers, schema: { tags, params, body: ZBalanceTeamsBody, response } },
      async (request) => {
        const { id, challengeId } = request.params;
        return ok(await balanceChallengeTeams(deps, id, challengeId, request.body.method), request.lang);
      },
    );

    app.post(`${base}/end`, { config: managers, schema: { tags, params, response } }, async (request) => {
      const { id, challengeId } = request.params;
      return ok(await endChallenge(deps, id, challengeId), request.lang);
    });

    app.post(
      `${base}/rotate-share-link`,
      { config: managers, schema: { tags, params, response } },
      async (request) => {
        const { id, challengeId } = request.params;
        return ok(await rotateChallengeShareId(deps, id, challengeId), request.lang);
      },
    );
  };
}
