import { envelope, paged } from '@pulseboard/contract/envelope';
import {
  LOANER_PODS_ACCESS,
  ZClearAssignmentsResult,
  ZLoanerPod,
  ZPodAssignBody,
  ZPodAssignment,
  ZPodAssignmentFilter,
} from '@pulseboard/contract/loaner-pods';
import { ZPageParams, ZPageSizeQuery } from '@pulseboard/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams, ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import {
  assignPod,
  clearAssignments,
  getAssignments,
  unassignPod,
} from './loaner-pods-assignments.service.ts';

// Front-desk staff (coaches too) lend pods; clearing every assignment at once is for managers.
const staff = { access: { roles: LOANER_PODS_ACCESS.assign, club: true } } as const;
const managers = { access: { roles: LOANER_PODS_ACCESS.manage, club: true } } as const;
const ZPodParams = clubItemParams('podId');
const tags = ['loaner-pods'];

export function loanerPodAssignmentsRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/clients/:id/loaner-pods/:podId/actions/assign',
      {
        config: staff,
        schema: { tags, params: ZPodParams, body: ZPodAssignBody, response: { 200: envelope(ZLoanerPod) } },
      },
      async (request) => {
        const { id, podId } = request.params;
        const pod = await assignPod(deps, principalOf(request), id, podId, request.body.userId);
        return ok(pod, request.lang);
      },
    );

    app.post(
      '/dashboard/clients/:id/loaner-pods/:podId/actions/unassign',
      { config: staff, schema: { tags, params: ZPodParams, response: { 200: envelope(ZLoanerPod) } } },
      async (request) => ok(await unassignPod(deps, request.params.id, request.params.podId), request.lang),
    );

    app.post(
      '/dashboard/clients/:id/loaner-pods/actions/clear-all-assignments',
      {
        config: managers,
        schema: { tags, params: ZClubParams, response: { 200: envelope(ZClearAssignmentsResult) } },
      },
      async (request) => ok(await clearAssignments(deps, request.params.id), request.lang),
    );

    app.post(
      '/dashboard/clients/:id/loaner-pods/assignments/page/:page',
      {
        config: staff,
        schema: {
          tags,
          params: ZClubParams.extend(ZPageParams.shape),
          querystring: ZPageSizeQuery,
          body: ZPodAssignmentFilter,
          response: { 200: envelope(paged(ZPodAssignment)) },
        },
      },
      async (request) => {
        const { id, page } = request.params;
        const paging = { page, pageSize: request.query.pageSize };
        return ok(await getAssignments(deps, id, request.body, paging), request.lang);
      },
    );
  };
}
