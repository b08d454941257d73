import {
  CHALLENGES_ACCESS,
  ZBoardExportParams,
  ZChallengeBoard,
  ZChallengeBoardQuery,
  ZMyChallenges,
  ZPublicChallengeBoard,
} from '@pulseboard/contract/challenges';
import { envelope } from '@pulseboard/contract/envelope';
import { zText } from '@pulseboard/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clubItemParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { sendSheet } from '../../lib/sheet-export.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import {
  challengeBoardSheet,
  getChallengeBoard,
  getMyChallenges,
  getPublicChallengeBoard,
} from './challenges-board.service.ts';

const staff = { access: { roles: CHALLENGES_ACCESS.read, club: true } } as const;
const params = clubItemParams('challengeId');
const tags = ['challenges'];
// A share id is 43 base64url characters; anything else simply matches no challenge (404).
const ZShareParams = z.object({ encryptionId: zText(100) });

/** The challenge boards: staff's, its export, the member's own standings and the public board. */
export function challengesBoardRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/clients/:id/challenges/:challengeId/leaderboard',
      {
        config: staff,
        schema: {
          tags,
          params,
          querystring: ZChallengeBoardQuery,
          response: { 200: envelope(ZChallengeBoard) },
        },
      },
      async (request) => {
        const { id, challengeId } = request.params;
        return ok(await getChallengeBoard(deps, id, challengeId, request.query.view), request.lang);
      },
    );

    app.get(
      '/dashboard/clients/:id/challenges/:challengeId/leaderboard/export/:format',
      {
        config: staff,
        schema: { tags, params: params.extend(ZBoardExportParams.shape), querystring: ZChallengeBoardQuery },
      },
      async (request, reply) => {
        const { id, challengeId, format } = request.params;
        const sheet = await challengeBoardSheet(deps, id, challengeId, request.query.view, request.lang);
        return sendSheet(reply, sheet.rows, format, sheet.baseName);
      },
    );

    app.get(
      '/dashboard/challenges/mine',
      {
        config: { access: { roles: CHALLENGES_ACCESS.mine, club: false } },
        schema: { tags, response: { 200: envelope(ZMyChallenges) } },
      },
      async (request) => ok(await getMyChallenges(deps, principalOf(request).userId), request.lang),
    );

    app.get(
      '/public/challenges/:encryptionId/leaderboard',
      {
        config: { access: { public: true } },
        schema: {
          tags,
          security: [],
          params: ZShareParams,
          querystring: ZChallengeBoardQuery,
          response: { 200: envelope(ZPublicChallengeBoard) },
        },
      },
      async (request, reply) => {
        // No copy in a browser or proxy: a rotated link must stop showing the board at once.
        reply.header('cache-control', 'no-store');
        const { encryptionId } = request.params;
        return ok(await getPublicChallengeBoard(deps, encryptionId, request.query.view), request.lang);
      },
    );
  };
}
