import { envelope } from '@pulseboard/contract/envelope';
import {
  LEADERBOARDS_ACCESS,
  ZLeaderboard,
  ZLeaderboardExportParams,
  ZLeaderboardFilter,
  ZLeaderboardQuery,
  ZLeaderboardShare,
  ZPublicLeaderboardParams,
} from '@pulseboard/contract/leaderboards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { sendSheet } from '../../lib/sheet-export.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import { exportLeaderboard, getLeaderboard } from './leaderboards.service.ts';
import {
  getPublicLeaderboard,
  getShareLink,
  revokeShareLink,
  rotateShareLink,
} from './leaderboards-share.service.ts';

const tags = ['leaderboards'];
const readers = { access: { roles: LEADERBOARDS_ACCESS.read, club: true } } as const;
const exporters = { access: { roles: LEADERBOARDS_ACCESS.export, club: true } } as const;
const managers = { access: { roles: LEADERBOARDS_ACCESS.manage, club: true } } as const;
const shareSchema = { tags, params: ZClubParams, response: { 200: envelope(ZLeaderboardShare) } };

/** A club's board (/dashboard/clients/{id}/leaderboard), its export and share link, and the public board. */
export function leaderboardsRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/clients/:id/leaderboard',
      {
        config: readers,
        schema: {
          tags,
          params: ZClubParams,
          querystring: ZLeaderboardQuery,
          response: { 200: envelope(ZLeaderboard) },
        },
      },
      async (request) => {
        const me = principalOf(request).userId;
        return ok(await getLeaderboard(deps, request.params.id, request.query, { me }), request.lang);
      },
    );

    app.get(
      '/dashboard/clients/:id/leaderboard/export/:format',
      {
        config: exporters,
        schema: { tags, params: ZLeaderboardExportParams, querystring: ZLeaderboardFilter },
      },
      async (request, reply) => {
        const { id, format } = request.params;
        const sheet = await exportLeaderboard(deps, id, request.query, request.lang);
        return sendSheet(reply, sheet.rows, format, sheet.baseName);
      },
    );

    app.get(
      '/dashboard/clients/:id/leaderboard/share',
      { config: managers, schema: shareSchema },
      async (request) => ok(await getShareLink(deps, request.params.id), request.lang),
    );

    app.post(
      '/dashboard/clients/:id/leaderboard/actions/rotate-share-link',
      { config: managers, schema: shareSchema },
      async (request) => ok(await rotateShareLink(deps, request.params.id), request.lang),
    );

    app.post(
      '/dashboard/clients/:id/leaderboard/actions/revoke-share-link',
      { config: managers, schema: shareSchema },
      async (request) => ok(await revokeShareLink(deps, request.params.id), request.lang),
    );

    // Public by its token: no session is read, and none may be put in its URL. Not kept by any cache,
    // so a rotated or revoked link stops working at once.
    app.get(
      '/public/leaderboard/:clubId/:shareToken',
      {
        config: { access: { public: true } },
        schema: {
          tags,
          security: [],
          params: ZPublicLeaderboardParams,
          querystring: ZLeaderboardQuery,
          response: { 200: envelope(ZLeaderboard) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { clubId, shareToken } = request.params;
        return ok(await getPublicLeaderboard(deps, clubId, shareToken, request.query), request.lang);
      },
    );
  };
}
