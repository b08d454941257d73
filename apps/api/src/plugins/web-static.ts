import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed files under /assets are immutable, everything else revalidates,
 * and unknown page paths fall back to index.html (see the not-found handler). The build writes
 * brotli and gzip copies beside each file (apps/web/compress-assets.ts); the one the browser accepts
 * is sent as it is, with `Vary: Accept-Encoding`.
 */
export async function registerWebStatic(app: FastifyInstance, distDir: string): Promise<void> {
  const available = existsSync(path.join(distDir, 'index.html'));
  app.decorate('webIndexAvailable', available);
  if (!available) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve it');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
