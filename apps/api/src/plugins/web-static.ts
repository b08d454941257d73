import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadFirstPageLinks, type TFirstPageLinks } from './first-page.ts';

/**
 * Serves the built web app: hashed files under /assets are immutable, everything else revalidates,
 * and unknown page paths fall back to index.html (see the not-found handler). The build writes
 * brotli and gzip copies beside each file (apps/web/compress-assets.ts); the one the browser accepts
 * is sent as it is, with `Vary: Accept-Encoding`. A page names the scripts of its first view in a `Link`
 * header (first-page.ts).
 */
export async function registerWebStatic(app: FastifyInstance, distDir: string): Promise<void> {
  const available = existsSync(path.join(distDir, 'index.html'));
  app.decorate('webIndexAvailable', available);
  app.decorate('webFirstPageLinks', available ? loadFirstPageLinks(distDir) : () => undefined);
  if (!available) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve it');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    cacheControl: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // index.html at / (every other page path reaches it through the not-found handler).
      // The file sent may be the brotli or gzip copy (`preCompressed`).
      if (filePath.replace(/\.(br|gz)$/, '') === path.join(distDir, 'index.html'))
        setFirstPageLinks(app, reply);
    },
  });
}

/**
 * The `Link` header of the page a reply sends index.html for. A signed-in page names its files only to a
 * browser with the session cookie, so a cache must keep one copy per cookie (`Vary: Cookie`; the
 * pre-compressed copies add `Accept-Encoding`).
 */
export function setFirstPageLinks(app: FastifyInstance, reply: FastifyReply): void {
  const { request } = reply;
  reply.header('vary', 'cookie');
  const links = app.webFirstPageLinks(request.url.split('?')[0] ?? '/', request.headers.cookie);
  if (links) reply.header('link', links);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The `Link` header of a page's first view (first-page.ts). */
    webFirstPageLinks: TFirstPageLinks;
  }
}
