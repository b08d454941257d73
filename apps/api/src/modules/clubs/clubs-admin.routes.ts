import {
  CLUB_LOGO_MAX_BYTES,
  CLUB_SORT_FIELDS,
  CLUBS_ACCESS,
  ZClub,
  ZClubInput,
  ZClubListItem,
  ZClubOption,
  ZClubSearchBody,
} from '@pulseboard/contract/clubs';
import { envelope, paged, ZOkData } from '@pulseboard/contract/envelope';
import { zText } from '@pulseboard/contract/fields';
import { listFilter, ZPageParams, ZPageSizeQuery } from '@pulseboard/contract/paging';
import { AVATAR_TYPES } from '@pulseboard/contract/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import { readImageUpload } from '../files/image-upload.ts';
import { setClubLogo } from './club-logo.service.ts';
import {
  createClub,
  deleteClub,
  editClub,
  getClub,
  listClubs,
  searchClubOptions,
  starClub,
} from './clubs-admin.service.ts';

const accuro = { access: { roles: CLUBS_ACCESS.directory, club: false } } as const;
const accuroOnClub = { access: { roles: CLUBS_ACCESS.directory, club: true } } as const;
const tags = ['clubs'];

export function clubsAdminRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/clients/page/:page',
      {
        config: accuro,
        schema: {
          tags,
          params: ZPageParams,
          querystring: ZPageSizeQuery,
          body: listFilter(CLUB_SORT_FIELDS),
          response: { 200: envelope(paged(ZClubListItem)) },
        },
      },
      async (request) =>
        ok(
          await listClubs(
            deps,
            principalOf(request),
            request.params.page,
            request.query.pageSize,
            request.body,
          ),
          request.lang,
        ),
    );

    app.get(
      '/dashboard/clients',
      {
        config: accuro,
        schema: {
          tags,
          querystring: z.object({
            keyword: zText(100).trim().default(''),
            limit: z.coerce.number().int().min(1).max(100).default(100),
          }),
          response: { 200: envelope(z.array(ZClubOption)) },
        },
      },
      async (request) =>
        ok(await searchClubOptions(deps, request.query.keyword, request.query.limit), request.lang),
    );

    app.post(
      '/dashboard/clients/actions/search-club',
      {
        config: accuro,
        schema: { tags, body: ZClubSearchBody, response: { 200: envelope(z.array(ZClubOption)) } },
      },
      async (request) => ok(await searchClubOptions(deps, request.body.keyword, 20), request.lang),
    );

    app.put(
      '/dashboard/clients',
      { config: accuro, schema: { tags, body: ZClubInput, response: { 200: envelope(ZClub) } } },
      async (request) => ok(await createClub(deps, principalOf(request), request.body), request.lang),
    );

    app.get(
      '/dashboard/clients/:id',
      {
        config: { access: { roles: CLUBS_ACCESS.read, club: true } },
        schema: { tags, params: ZClubParams, response: { 200: envelope(ZClub) } },
      },
      async (request) => ok(await getClub(deps, principalOf(request), request.params.id), request.lang),
    );

    app.post(
      '/dashboard/clients/:id',
      {
        config: { access: { roles: CLUBS_ACCESS.manage, club: true } },
        schema: { tags, params: ZClubParams, body: ZClubInput, response: { 200: envelope(ZClub) } },
      },
      async (request) =>
        ok(await editClub(deps, principalOf(request), request.params.id, request.body), request.lang),
    );

    app.delete(
      '/dashboard/clients/:id',
      { config: accuroOnClub, schema: { tags, params: ZClubParams, response: { 200: envelope(ZOkData) } } },
      async (request) => {
        await deleteClub(deps, request.params.id);
        return ok({ ok: true as const }, request.lang);
      },
    );

    for (const action of ['star', 'unstar'] as const) {
      app.post(
        `/dashboard/clients/:id/actions/${action}`,
        { config: accuroOnClub, schema: { tags, params: ZClubParams, response: { 200: envelope(ZOkData) } } },
        async (request) => {
          await starClub(deps, principalOf(request), request.params.id, action === 'star');
          return ok({ ok: true as const }, request.lang);
        },
      );
    }

    app.post(
      '/dashboard/clients/:id/logo',
      {
        config: { access: { roles: CLUBS_ACCESS.manage, club: true } },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          params: ZClubParams,
          response: { 200: envelope(ZClub) },
        },
      },
      async (request) => {
        const image = await readImageUpload(request, { maxBytes: CLUB_LOGO_MAX_BYTES, types: AVATAR_TYPES });
        await setClubLogo(deps, principalOf(request), request.params.id, image);
        return ok(await getClub(deps, principalOf(request), request.params.id), request.lang);
      },
    );
  };
}
