import { envelope } from '@pulseboard/contract/envelope';
import { ZPageParams, ZPageSizeQuery } from '@pulseboard/contract/paging';
import {
  WORKOUTS_ACCESS,
  ZIngestResult,
  ZMaxHrChangeList,
  ZWeeklyPai,
  ZWorkoutDetail,
  ZWorkoutIdParams,
  ZWorkoutIngestBody,
  ZWorkoutListFilter,
  ZWorkoutPage,
} from '@pulseboard/contract/workouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import { getWorkout, listOwnMaxHrChanges, listWorkouts, weeklyPai } from './workouts.service.ts';
import { ingestWorkouts } from './workouts-ingest.service.ts';

// No club in the path: whose workouts they are comes from the body (and each item), checked by the services.
const readers = { access: { roles: WORKOUTS_ACCESS.read, club: false } } as const;
const writers = { access: { roles: WORKOUTS_ACCESS.manage, club: false } } as const;
const tags = ['workouts'];
/** 100 items of up to 6 hours at 1 Hz written as `123,` or `null,`: about 11 MB at the very most. */
const INGEST_BODY_LIMIT = 16 * 1024 * 1024;

/** Issue 11: workout ingestion, My Workouts and a workout's detail. */
export function workoutsRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/workouts/actions/ingest',
      {
        config: writers,
        bodyLimit: INGEST_BODY_LIMIT,
        schema: { tags, body: ZWorkoutIngestBody, response: { 200: envelope(ZIngestResult) } },
      },
      async (request) =>
        ok(await ingestWorkouts(deps, principalOf(request), request.body, request.lang), request.lang),
    );

    app.post(
      '/dashboard/workouts/page/:page',
      {
        config: readers,
        schema: {
          tags,
          params: ZPageParams,
          querystring: ZPageSizeQuery,
          body: ZWorkoutListFilter,
          response: { 200: envelope(ZWorkoutPage) },
        },
      },
      async (request) => {
        const paging = { page: request.params.page, pageSize: request.query.pageSize };
        return ok(await listWorkouts(deps, principalOf(request), request.body, paging), request.lang);
      },
    );

    app.get(
      '/dashboard/workouts/max-hr-changes',
      { config: readers, schema: { tags, response: { 200: envelope(ZMaxHrChangeList) } } },
      async (request) => ok(await listOwnMaxHrChanges(deps, principalOf(request)), request.lang),
    );

    app.get(
      '/dashboard/workouts/pai',
      { config: readers, schema: { tags, response: { 200: envelope(ZWeeklyPai) } } },
      async (request) => ok(await weeklyPai(deps, principalOf(request)), request.lang),
    );

    app.get(
      '/dashboard/workouts/:workoutId',
      {
        config: readers,
        schema: { tags, params: ZWorkoutIdParams, response: { 200: envelope(ZWorkoutDetail) } },
      },
      async (request) =>
        ok(await getWorkout(deps, principalOf(request), request.params.workoutId), request.lang),
    );
  };
}
