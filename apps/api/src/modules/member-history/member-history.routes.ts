import { envelope, paged, ZOkData } from '@pulseboard/contract/envelope';
import {
  MEMBER_HISTORY_ACCESS,
  ZBpEntry,
  ZBpInput,
  ZHistoryDelete,
  ZHistoryFilter,
  ZMetricEntry,
  ZMetricFilter,
  ZMetricInput,
  ZWeightPage,
} from '@pulseboard/contract/member-history';
import { ZPageParams, ZPageSizeQuery } from '@pulseboard/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import {
  addBp,
  addMetric,
  getBp,
  getMetrics,
  getWeights,
  removeBp,
  removeMetric,
} from './member-history.service.ts';

// No club in the path: whose history it is comes from the body's memberId, checked by the service.
const readers = { access: { roles: MEMBER_HISTORY_ACCESS.read, club: false } } as const;
const writers = { access: { roles: MEMBER_HISTORY_ACCESS.manage, club: false } } as const;
const tags = ['member-history'];
const pageSchema = { params: ZPageParams, querystring: ZPageSizeQuery };

/** SPEC.md section 7: weight, metrics and bp history of the caller or, for staff, of a member. */
export function memberHistoryRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/weight/page/:page',
      {
        config: readers,
        schema: { tags, ...pageSchema, body: ZHistoryFilter, response: { 200: envelope(ZWeightPage) } },
      },
      async (request) => {
        const paging = { page: request.params.page, pageSize: request.query.pageSize };
        return ok(await getWeights(deps, principalOf(request), request.body, paging), request.lang);
      },
    );

    app.post(
      '/dashboard/metrics/page/:page',
      {
        config: readers,
        schema: {
          tags,
          ...pageSchema,
          body: ZMetricFilter,
          response: { 200: envelope(paged(ZMetricEntry)) },
        },
      },
      async (request) => {
        const paging = { page: request.params.page, pageSize: request.query.pageSize };
        return ok(await getMetrics(deps, principalOf(request), request.body, paging), request.lang);
      },
    );

    app.post(
      '/dashboard/metrics/actions/add',
      { config: writers, schema: { tags, body: ZMetricInput, response: { 200: envelope(ZMetricEntry) } } },
      async (request) => ok(await addMetric(deps, principalOf(request), request.body), request.lang),
    );

    app.post(
      '/dashboard/metrics/actions/delete',
      { config: writers, schema: { tags, body: ZHistoryDelete, response: { 200: envelope(ZOkData) } } },
      async (request) => {
        await removeMetric(deps, principalOf(request), request.body);
        return ok({ ok: true as const }, request.lang);
      },
    );

    app.post(
      '/dashboard/bp/page/:page',
      {
        config: readers,
        schema: { tags, ...pageSchema, body: ZHistoryFilter, response: { 200: envelope(paged(ZBpEntry)) } },
      },
      async (request) => {
        const paging = { page: request.params.page, pageSize: request.query.pageSize };
        return ok(await getBp(deps, principalOf(request), request.body, paging), request.lang);
      },
    );

    app.post(
      '/dashboard/bp/actions/add',
      { config: writers, schema: { tags, body: ZBpInput, response: { 200: envelope(ZBpEntry) } } },
      async (request) => ok(await addBp(deps, principalOf(request), request.body), request.lang),
    );

    app.post(
      '/dashboard/bp/actions/delete',
      { config: writers, schema: { tags, body: ZHistoryDelete, response: { 200: envelope(ZOkData) } } },
      async (request) => {
        await removeBp(deps, principalOf(request), request.body);
        return ok({ ok: true as const }, request.lang);
      },
    );
  };
}
