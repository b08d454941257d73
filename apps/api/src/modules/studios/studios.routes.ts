import { envelope, paged, ZOkData } from '@pulseboard/contract/envelope';
import { ZPageParams, ZPageSizeQuery } from '@pulseboard/contract/paging';
import { STUDIOS_ACCESS, ZStudio, ZStudioInput, ZStudioListFilter } from '@pulseboard/contract/studios';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams, ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { createStudio, editStudio, getStudios, removeStudio } from './studios.service.ts';

const readers = { access: { roles: STUDIOS_ACCESS.read, club: true } } as const;
const managers = { access: { roles: STUDIOS_ACCESS.manage, club: true } } as const;
const ZStudioParams = clubItemParams('studioId');
const tags = ['studios'];

/** The Studios tab of a club: /dashboard/clients/{id}/studios. */
export function studiosRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/clients/:id/studios/page/:page',
      {
        config: readers,
        schema: {
          tags,
          params: ZClubParams.extend(ZPageParams.shape),
          querystring: ZPageSizeQuery,
          body: ZStudioListFilter,
          response: { 200: envelope(paged(ZStudio)) },
        },
      },
      async (request) => {
        const { id, page } = request.params;
        const paging = { page, pageSize: request.query.pageSize };
        return ok(await getStudios(deps, id, request.body, paging), request.lang);
      },
    );

    app.put(
      '/dashboard/clients/:id/studios',
      {
        config: managers,
        schema: { tags, params: ZClubParams, body: ZStudioInput, response: { 200: envelope(ZStudio) } },
      },
      async (request) => ok(await createStudio(deps, request.params.id, request.body), request.lang),
    );

    app.post(
      '/dashboard/clients/:id/studios/:studioId',
      {
        config: managers,
        schema: { tags, params: ZStudioParams, body: ZStudioInput, response: { 200: envelope(ZStudio) } },
      },
      async (request) => {
        const { id, studioId } = request.params;
        return ok(await editStudio(deps, id, studioId, request.body), request.lang);
      },
    );

    app.delete(
      '/dashboard/clients/:id/studios/:studioId',
      { config: managers, schema: { tags, params: ZStudioParams, response: { 200: envelope(ZOkData) } } },
      async (request) => {
        await removeStudio(deps, request.params.id, request.params.studioId);
        return ok({ ok: true as const }, request.lang);
      },
    );
  };
}
