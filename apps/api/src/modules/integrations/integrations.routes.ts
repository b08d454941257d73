import { envelope } from '@pulseboard/contract/envelope';
import {
  INTEGRATIONS_ACCESS,
  ZIntegration,
  ZIntegrationInput,
  ZIntegrationParams,
} from '@pulseboard/contract/integrations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { listIntegrations, saveIntegration } from './integrations.service.ts';

const owner = { access: { roles: INTEGRATIONS_ACCESS.manage, club: true } } as const;
const tags = ['integrations'];

export function integrationsRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/clients/:id/integrations',
      {
        config: owner,
        schema: { tags, params: ZClubParams, response: { 200: envelope(z.array(ZIntegration)) } },
      },
      async (request) => ok(await listIntegrations(deps, request.params.id), request.lang),
    );
    app.post(
      '/dashboard/clients/:id/integrations/:provider',
      {
        config: owner,
        schema: {
          tags,
          params: ZIntegrationParams,
          body: ZIntegrationInput,
          response: { 200: envelope(ZIntegration) },
        },
      },
      async (request) =>
        ok(
          await saveIntegration(deps, request.params.id, request.params.provider, request.body),
          request.lang,
        ),
    );
  };
}
