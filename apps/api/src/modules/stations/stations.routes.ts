import { envelope } from '@pulseboard/contract/envelope';
import {
  APT_SKINS,
  STATIONS_ACCESS,
  ZSkin,
  ZStationSettings,
  ZStationSettingsInput,
} from '@pulseboard/contract/stations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clubItemParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import { changeStationSettings, getStationSettings } from './stations.service.ts';

// The Stations tab: every staff role of the club reads an account's settings, managers change them.
const staffOfClub = { access: { roles: STATIONS_ACCESS.read, club: true } } as const;
const managersOfClub = { access: { roles: STATIONS_ACCESS.manage, club: true } } as const;
const ZAccountParams = clubItemParams('accountId');

export function stationsRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/apt-skins',
      {
        config: { access: { roles: STATIONS_ACCESS.read, club: false } },
        schema: { tags: ['stations'], response: { 200: envelope(z.array(ZSkin)) } },
      },
      async (request) =>
        ok(
          APT_SKINS.map((s) => ({ ...s })),
          request.lang,
        ),
    );

    app.get(
      '/dashboard/clients/:id/accounts/:accountId/settings',
      {
        config: staffOfClub,
        schema: { tags: ['stations'], params: ZAccountParams, response: { 200: envelope(ZStationSettings) } },
      },
      async (request) =>
        ok(await getStationSettings(deps, request.params.id, request.params.accountId), request.lang),
    );

    app.post(
      '/dashboard/clients/:id/accounts/:accountId/actions/change-settings',
      {
        config: managersOfClub,
        schema: {
          tags: ['stations'],
          params: ZAccountParams,
          body: ZStationSettingsInput,
          response: { 200: envelope(ZStationSettings) },
        },
      },
      async (request) => {
        const { id, accountId } = request.params;
        return ok(
          await changeStationSettings(deps, principalOf(request), id, accountId, request.body),
          request.lang,
        );
      },
    );
  };
}
