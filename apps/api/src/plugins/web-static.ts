import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerAssetFiles } from './asset-files.ts';
import { loadFirstPageFiles } from './first-page.ts';
import { loadIndexPage, type TIndexPageFor } from './index-page.ts';
import { sendTaggedCopy } from './tagged-copy.ts';

/**
 * Serves the built web app: hashed files under /assets are immutable (asset-files.ts), everything
 * else revalidates, and unknown page paths fall back to index.html (see the not-found handler). The
 * build writes brotli and gzip copies beside each file (apps/web/compress-assets.ts); the one the
 * browser accepts is sent as it is, with `Vary: Accept-Encoding`. index.html itself is sent as index-page.ts writes it
 * for the page asked for (naming the scripts of its first view), at / and for every client route.
 */
export async function registerWebStatic(app: FastifyInstance, distDir: string): Promise<void> {
  const available = existsSync(path.join(distDir, 'index.html'));
  app.decorate(
    'webIndexPage',
    available ? loadIndexPage(distDir, loadFirstPageFiles(distDir)) : () => undefined,
  );
  if (!available) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve it');
    return;
  }
  registerAssetFiles(app, distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    cacheControl: false,
    preCompressed: true,
    // index.html is sent as the page's own copy (sendIndexPage), at / and by its name too.
    index: false,
    // The build's other files (the icon): their names do not change with their content.
    setHeaders(reply) {
      reply.header('cache-control', 'no-cache');
    },
  });
  // Pages, like the files above: public, and no API routes (the access guard's table leaves them out).
  // lib/version-check.ts asks for /index.html by name to learn of a new build.
  for (const url of ['/', '/index.html'])
    app.get(url, { config: { access: { public: true }, infra: true } }, (request, reply) =>
      sendIndexPage(app, request, reply) ? reply : reply.callNotFound(),
    );
}

/**
 * index.html for the page a request asks for (index-page.ts), revalidated on each visit. A signed-in
 * page names its files only to a browser with the session cookie, so a cache must keep one copy per
 * cookie and encoding (`Vary`). False, sending nothing, when there is no index.html.
 */
export function sendIndexPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): boolean {
  const page = app.webIndexPage(
    request.url.split('?')[0] ?? '/',
    request.headers.cookie,
    request.headers['accept-encoding'],
  );
  if (!page) return false;
  reply.header('vary', 'cookie, accept-encoding');
  sendTaggedCopy(request, reply, page, { cacheControl: 'no-cache', type: 'text/html; charset=utf-8' });
  return true;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** index.html as a page is sent (index-page.ts). */
    webIndexPage: TIndexPageFor;
  }
}
