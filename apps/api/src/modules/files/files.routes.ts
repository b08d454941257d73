import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDeps } from '../../lib/deps.ts';
import { getFile } from './files.service.ts';

export function filesRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Public by design: ids are random UUIDs and the images are shown on public pages (logos, avatars).
    app.get(
      '/files/:fileId',
      {
        config: { access: { public: true } },
        schema: {
          tags: ['files'],
          security: [],
          params: z.object({ fileId: z.uuid({ error: 'validation.invalid' }) }),
        },
      },
      async (request, reply) => {
        const file = await getFile(deps, request.params.fileId);
        return reply
          .type(file.mimeType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(file.content);
      },
    );
  };
}
