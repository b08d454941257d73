import { ZBranding, ZClubBrief } from '@pulseboard/contract/clubs';
import { envelope } from '@pulseboard/contract/envelope';
import { zText } from '@pulseboard/contract/fields';
import { ANY_ROLE } from '@pulseboard/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { getBranding, getClubBrief, getLogo } from './clubs.service.ts';

const ZSubdomainQuery = z.object({ subdomain: zText(63).trim().optional() });

export function clubsRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/clients/:id/brief',
      {
        config: { access: { roles: ANY_ROLE, club: true } },
        schema: { tags: ['clubs'], params: ZClubParams, response: { 200: envelope(ZClubBrief) } },
      },
      async (request) => ok(await getClubBrief(deps, request.params.id), request.lang),
    );

    app.get(
      '/public/branding',
      {
        config: { access: { public: true } },
        schema: {
          tags: ['clubs'],
          security: [],
          querystring: ZSubdomainQuery,
          response: { 200: envelope(ZBranding) },
        },
      },
      async (request) => ok(await getBranding(deps, request.query.subdomain), request.lang),
    );

    app.get(
      '/public/logo',
      {
        config: { access: { public: true } },
        schema: { tags: ['clubs'], security: [], querystring: ZSubdomainQuery },
      },
      async (request, reply) => {
        const logo = await getLogo(deps, request.query.subdomain);
        return reply
          .type(logo.mimeType)
          .header('cache-control', 'public, max-age=300')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(logo.content);
      },
    );
  };
}
