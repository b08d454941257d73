import {
  CLASSES_ACCESS,
  ZClassDetail,
  ZClassInput,
  ZClassListFilter,
  ZClassPage,
  ZClassPlanResult,
  ZClassScopeQuery,
  ZClassUpdate,
} from '@pulseboard/contract/classes';
import { envelope, ZOkData } from '@pulseboard/contract/envelope';
import { ZPageParams, ZPageSizeQuery } from '@pulseboard/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams, ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { createClass, editClass, getClasses, removeClass } from './classes.service.ts';
import { getClassDetail } from './classes-participants.service.ts';

const readers = { access: { roles: CLASSES_ACCESS.read, club: true } } as const;
const managers = { access: { roles: CLASSES_ACCESS.manage, club: true } } as const;
const ZClassParams = clubItemParams('classId');
const tags = ['classes'];

/** The Class tab's classes and series: /dashboard/clients/{id}/classes. */
export function classesRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/clients/:id/classes/page/:page',
      {
        config: readers,
        schema: {
          tags,
          params: ZClubParams.extend(ZPageParams.shape),
          querystring: ZPageSizeQuery,
          body: ZClassListFilter,
          response: { 200: envelope(ZClassPage) },
        },
      },
      async (request) => {
        const { id, page } = request.params;
        const paging = { page, pageSize: request.query.pageSize };
        return ok(await getClasses(deps, id, request.body, paging), request.lang);
      },
    );

    app.put(
      '/dashboard/clients/:id/classes',
      {
        config: managers,
        schema: {
          tags,
          params: ZClubParams,
          body: ZClassInput,
          response: { 200: envelope(ZClassPlanResult) },
        },
      },
      async (request) => ok(await createClass(deps, request.params.id, request.body), request.lang),
    );

    app.get(
      '/dashboard/clients/:id/classes/:classId',
      { config: readers, schema: { tags, params: ZClassParams, response: { 200: envelope(ZClassDetail) } } },
      async (request) => {
        const { id, classId } = request.params;
        return ok(await getClassDetail(deps, id, classId), request.lang);
      },
    );

    app.post(
      '/dashboard/clients/:id/classes/:classId',
      {
        config: managers,
        schema: {
          tags,
          params: ZClassParams,
          body: ZClassUpdate,
          response: { 200: envelope(ZClassPlanResult) },
        },
      },
      async (request) => {
        const { id, classId } = request.params;
        return ok(await editClass(deps, id, classId, request.body), request.lang);
      },
    );

    app.delete(
      '/dashboard/clients/:id/classes/:classId',
      {
        config: managers,
        schema: {
          tags,
          params: ZClassParams,
          querystring: ZClassScopeQuery,
          response: { 200: envelope(ZOkData) },
        },
      },
      async (request) => {
        await removeClass(deps, request.params.id, request.params.classId, request.query.scope);
        return ok({ ok: true as const }, request.lang);
      },
    );
  };
}
