import { envelope, paged, ZOkData } from '@pulseboard/contract/envelope';
import {
  LOCATION_SORT_FIELDS,
  LOCATIONS_ACCESS,
  ZLocation,
  ZLocationInput,
} from '@pulseboard/contract/locations';
import { listFilter, ZPageParams, ZPageSizeQuery } from '@pulseboard/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams, ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import {
  createLocation,
  editLocation,
  getLocation,
  listLocations,
  removeLocation,
} from './locations.service.ts';

const read = { access: { roles: LOCATIONS_ACCESS.read, club: true } } as const;
const write = { access: { roles: LOCATIONS_ACCESS.manage, club: true } } as const;
const tags = ['locations'];
const ZItem = clubItemParams('locationId');

export function locationsRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/clients/:id/locations/page/:page',
      {
        config: read,
        schema: {
          tags,
          params: ZClubParams.extend(ZPageParams.shape),
          querystring: ZPageSizeQuery,
          body: listFilter(LOCATION_SORT_FIELDS),
          response: { 200: envelope(paged(ZLocation)) },
        },
      },
      async (request) =>
        ok(
          await listLocations(
            deps,
            request.params.id,
            request.params.page,
            request.query.pageSize,
            request.body,
          ),
          request.lang,
        ),
    );

    app.get(
      '/dashboard/clients/:id/locations/:locationId',
      { config: read, schema: { tags, params: ZItem, response: { 200: envelope(ZLocation) } } },
      async (request) =>
        ok(await getLocation(deps, request.params.id, request.params.locationId), request.lang),
    );

    app.put(
      '/dashboard/clients/:id/locations',
      {
        config: write,
        schema: { tags, params: ZClubParams, body: ZLocationInput, response: { 200: envelope(ZLocation) } },
      },
      async (request) => ok(await createLocation(deps, request.params.id, request.body), request.lang),
    );

    app.post(
      '/dashboard/clients/:id/locations/:locationId',
      {
        config: write,
        schema: { tags, params: ZItem, body: ZLocationInput, response: { 200: envelope(ZLocation) } },
      },
      async (request) =>
        ok(
          await editLocation(deps, request.params.id, request.params.locationId, request.body),
          request.lang,
        ),
    );

    app.delete(
      '/dashboard/clients/:id/locations/:locationId',
      { config: write, schema: { tags, params: ZItem, response: { 200: envelope(ZOkData) } } },
      async (request) => {
        await removeLocation(deps, request.params.id, request.params.locationId);
        return ok({ ok: true as const }, request.lang);
      },
    );
  };
}
