import { envelope } from '@pulseboard/contract/envelope';
import { zText } from '@pulseboard/contract/fields';
import { ZProfile, ZProfileUpdate } from '@pulseboard/contract/profile';
import { ANY_ROLE } from '@pulseboard/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import { currentProfile, updateProfile } from './profile.service.ts';

export function profileRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/profile',
      {
        // SPEC.md: the profile may be read with the token in the query (the only route that takes it there).
        config: { access: { roles: ANY_ROLE, club: false }, tokenInQuery: true },
        schema: {
          tags: ['profile'],
          querystring: z.object({ token: zText(200).optional() }),
          response: { 200: envelope(ZProfile) },
        },
      },
      async (request) => ok(await currentProfile(deps, principalOf(request)), request.lang),
    );

    app.post(
      '/dashboard/profile',
      {
        config: { access: { roles: ANY_ROLE, club: false } },
        schema: { tags: ['profile'], body: ZProfileUpdate, response: { 200: envelope(ZProfile) } },
      },
      async (request) => ok(await updateProfile(deps, principalOf(request), request.body), request.lang),
    );
  };
}
