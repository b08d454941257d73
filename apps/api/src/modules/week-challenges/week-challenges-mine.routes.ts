import { envelope } from '@pulseboard/contract/envelope';
import { zIdParam } from '@pulseboard/contract/fields';
import {
  WEEK_CHALLENGES_ACCESS,
  ZMyWeekChallengeSignUp,
  ZMyWeekChallenges,
  ZWeekChallengeCheckinInput,
  ZWeekChallengeDetail,
  ZWeekChallengeWithdraw,
} from '@pulseboard/contract/week-challenges';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import { checkIn, getMyRuns, signUp, withdraw } from './week-challenges.service.ts';

// No club in the path: the caller's own club and runs. A run of anyone else is a 404, as if it did not exist.
const participants = { access: { roles: WEEK_CHALLENGES_ACCESS.participate, club: false } } as const;
const ZRunParams = z.object({ weekChallengeId: zIdParam() });
const tags = ['week-challenges'];
const detail = { 200: envelope(ZWeekChallengeDetail) };

/** A member's own week challenges (/challenge/index): read, sign up, check in, withdraw. */
export function weekChallengesMineRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/week-challenges/mine',
      { config: participants, schema: { tags, response: { 200: envelope(ZMyWeekChallenges) } } },
      async (request) => ok(await getMyRuns(deps, principalOf(request).userId), request.lang),
    );

    app.post(
      '/dashboard/week-challenges/actions/sign-up',
      { config: participants, schema: { tags, body: ZMyWeekChallengeSignUp, response: detail } },
      async (request) => {
        const { userId, clubId } = principalOf(request);
        // Without a club there is no template to pick.
        if (clubId === null)
          throw new AppError('VALIDATION_FAILED', {
            fields: { templateId: 'weekChallenges.templateNotInClub' },
          });
        const run = await signUp(deps, {
          clubId,
          memberId: userId,
          templateId: request.body.templateId,
          createdBy: userId,
          self: true,
        });
        return ok(run, request.lang);
      },
    );

    app.post(
      '/dashboard/week-challenges/:weekChallengeId/actions/check-in',
      {
        config: participants,
        schema: { tags, params: ZRunParams, body: ZWeekChallengeCheckinInput, response: detail },
      },
      async (request) => {
        const filter = { userId: principalOf(request).userId, runId: request.params.weekChallengeId };
        return ok(await checkIn(deps, filter, request.body), request.lang);
      },
    );

    app.post(
      '/dashboard/week-challenges/:weekChallengeId/actions/withdraw',
      {
        config: participants,
        schema: { tags, params: ZRunParams, body: ZWeekChallengeWithdraw, response: detail },
      },
      async (request) => {
        const filter = { userId: principalOf(request).userId, runId: request.params.weekChallengeId };
        return ok(await withdraw(deps, filter, request.body.reason), request.lang);
      },
    );
  };
}
