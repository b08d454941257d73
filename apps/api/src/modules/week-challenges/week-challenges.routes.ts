import { envelope, paged } from '@pulseboard/contract/envelope';
import { ZPageParams, ZPageSizeQuery } from '@pulseboard/contract/paging';
import {
  WEEK_CHALLENGES_ACCESS,
  ZWeekChallenge,
  ZWeekChallengeCheckinInput,
  ZWeekChallengeDetail,
  ZWeekChallengeFilter,
  ZWeekChallengeSignUp,
  ZWeekChallengeWithdraw,
} from '@pulseboard/contract/week-challenges';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams, ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import { checkIn, getRun, listRuns, signUp, withdraw } from './week-challenges.service.ts';
import { weekChallengesMineRoutes } from './week-challenges-mine.routes.ts';
import { weekChallengeTemplatesRoutes } from './week-challenges-templates.routes.ts';

const staff = { access: { roles: WEEK_CHALLENGES_ACCESS.read, club: true } } as const;
const managers = { access: { roles: WEEK_CHALLENGES_ACCESS.manage, club: true } } as const;
const ZRunParams = clubItemParams('weekChallengeId');
const tags = ['week-challenges'];
const detail = { 200: envelope(ZWeekChallengeDetail) };

/**
 * A club's week challenges: /dashboard/clients/{id}/week-challenges (members' runs, staff actions), its
 * templates, and the member's own routes under /dashboard/week-challenges.
 */
export function weekChallengesRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(weekChallengeTemplatesRoutes(deps));
    await app.register(weekChallengesMineRoutes(deps));

    app.post(
      '/dashboard/clients/:id/week-challenges/page/:page',
      {
        config: staff,
        schema: {
          tags,
          params: ZClubParams.extend(ZPageParams.shape),
          querystring: ZPageSizeQuery,
          body: ZWeekChallengeFilter,
          response: { 200: envelope(paged(ZWeekChallenge)) },
        },
      },
      async (request) => {
        const { id, page } = request.params;
        const paging = { page, pageSize: request.query.pageSize };
        return ok(await listRuns(deps, id, request.body, paging), request.lang);
      },
    );

    app.get(
      '/dashboard/clients/:id/week-challenges/:weekChallengeId',
      { config: staff, schema: { tags, params: ZRunParams, response: detail } },
      async (request) =>
        ok(await getRun(deps, request.params.id, request.params.weekChallengeId), request.lang),
    );

    app.post(
      '/dashboard/clients/:id/week-challenges/actions/sign-up',
      {
        config: managers,
        schema: { tags, params: ZClubParams, body: ZWeekChallengeSignUp, response: detail },
      },
      async (request) => {
        const run = await signUp(deps, {
          clubId: request.params.id,
          ...request.body,
          createdBy: principalOf(request).userId,
          self: false,
        });
        return ok(run, request.lang);
      },
    );

    app.post(
      '/dashboard/clients/:id/week-challenges/:weekChallengeId/actions/check-in',
      {
        config: managers,
        schema: { tags, params: ZRunParams, body: ZWeekChallengeCheckinInput, response: detail },
      },
      async (request) => {
        const { id, weekChallengeId } = request.params;
        return ok(await checkIn(deps, { clubId: id, runId: weekChallengeId }, request.body), request.lang);
      },
    );

    app.post(
      '/dashboard/clients/:id/week-challenges/:weekChallengeId/actions/withdraw',
      {
        config: managers,
        schema: { tags, params: ZRunParams, body: ZWeekChallengeWithdraw, response: detail },
      },
      async (request) => {
        const { id, weekChallengeId } = request.params;
        const run = await withdraw(deps, { clubId: id, runId: weekChallengeId }, request.body.reason);
        return ok(run, request.lang);
      },
    );
  };
}
