import { envelope, paged, ZOkData } from '@pulseboard/contract/envelope';
import {
  LOANER_PODS_ACCESS,
  ZBarcodeBody,
  ZLoanerPod,
  ZLoanerPodInput,
  ZLoanerPodListFilter,
} from '@pulseboard/contract/loaner-pods';
import { ZPageParams, ZPageSizeQuery } from '@pulseboard/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams, ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { createPod, editPod, getPodByBarcode, getPods, removePod } from './loaner-pods.service.ts';
import { loanerPodAssignmentsRoutes } from './loaner-pods-assignments.routes.ts';
import { loanerPodImportRoutes } from './loaner-pods-import.routes.ts';

const staff = { access: { roles: LOANER_PODS_ACCESS.read, club: true } } as const;
const managers = { access: { roles: LOANER_PODS_ACCESS.manage, club: true } } as const;
const ZPodParams = clubItemParams('podId');
const tags = ['loaner-pods'];

/** The Loaner Pods tab of a club: /dashboard/clients/{id}/loaner-pods, with its assignments and import. */
export function loanerPodsRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(loanerPodAssignmentsRoutes(deps));
    await app.register(loanerPodImportRoutes(deps));

    app.post(
      '/dashboard/clients/:id/loaner-pods/page/:page',
      {
        config: staff,
        schema: {
          tags,
          params: ZClubParams.extend(ZPageParams.shape),
          querystring: ZPageSizeQuery,
          body: ZLoanerPodListFilter,
          response: { 200: envelope(paged(ZLoanerPod)) },
        },
      },
      async (request) => {
        const { id, page } = request.params;
        const paging = { page, pageSize: request.query.pageSize };
        return ok(await getPods(deps, id, request.body, paging), request.lang);
      },
    );

    app.put(
      '/dashboard/clients/:id/loaner-pods',
      {
        config: managers,
        schema: { tags, params: ZClubParams, body: ZLoanerPodInput, response: { 200: envelope(ZLoanerPod) } },
      },
      async (request) => ok(await createPod(deps, request.params.id, request.body), request.lang),
    );

    app.post(
      '/dashboard/clients/:id/loaner-pods/:podId',
      {
        config: managers,
        schema: { tags, params: ZPodParams, body: ZLoanerPodInput, response: { 200: envelope(ZLoanerPod) } },
      },
      async (request) => {
        const { id, podId } = request.params;
        return ok(await editPod(deps, id, podId, request.body), request.lang);
      },
    );

    app.delete(
      '/dashboard/clients/:id/loaner-pods/:podId',
      { config: managers, schema: { tags, params: ZPodParams, response: { 200: envelope(ZOkData) } } },
      async (request) => {
        await removePod(deps, request.params.id, request.params.podId);
        return ok({ ok: true as const }, request.lang);
      },
    );

    app.post(
      '/dashboard/clients/:id/loaner-pods/actions/find-by-barcode',
      {
        config: staff,
        schema: { tags, params: ZClubParams, body: ZBarcodeBody, response: { 200: envelope(ZLoanerPod) } },
      },
      async (request) =>
        ok(await getPodByBarcode(deps, request.params.id, request.body.barcode), request.lang),
    );
  };
}
