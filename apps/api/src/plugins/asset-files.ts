import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import mime from 'mime-types';
import {
  acceptedEncoding,
  ENCODINGS,
  sendTaggedCopy,
  type TEncoding,
  type TTaggedCopy,
  taggedCopy,
} from './tagged-copy.ts';

// The build's compressed copies beside each file (apps/web/compress-assets.ts).
const SUFFIX: Record<TEncoding, string> = { br: '.br', gzip: '.gz', identity: '' };

/** A build file with the copies the build wrote of it (the file itself always). */
interface TAssetFile {
  type: string;
  copies: Partial<Record<TEncoding, TTaggedCopy>> & { identity: TTaggedCopy };
}

/** A name the build gives its files (`index-CLTIjQg5.js`): no folder, no leading dot, nothing to decode. */
const FILE_NAME = /^[A-Za-z0-9_][\w.-]*$/;
/** What the cache may hold; a build's files take about 7 MB, copies included. */
export const ASSET_CACHE_BYTES = 64 * 1024 * 1024;

function readCopy(file: string, encoding: TEncoding): TTaggedCopy | undefined {
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return undefined;
  return taggedCopy(readFileSync(file), encoding);
}

/**
 * The build's hashed files, by name, read once and then sent from memory. A hashed file never changes
 * under its name, so nothing is re-read; a new build's files are read as they are first asked for. Past
 * `maxBytes` a file is read for each request instead of kept.
 */
export function loadAssetFiles(assetsDir: string, maxBytes = ASSET_CACHE_BYTES) {
  const cache = new Map<string, TAssetFile>();
  let held = 0;
  return (name: string): TAssetFile | undefined => {
    if (!FILE_NAME.test(name)) return undefined;
    const cached = cache.get(name);
    if (cached) return cached;
    const file = path.join(assetsDir, name);
    const identity = readCopy(file, 'identity');
    if (!identity) return undefined;
    const copies: TAssetFile['copies'] = { identity };
    for (const encoding of ['br', 'gzip'] as const) {
      const copy = readCopy(file + SUFFIX[encoding], encoding);
      if (copy) copies[encoding] = copy;
    }
    const asset = { type: mime.contentType(path.extname(name)) || 'application/octet-stream', copies };
    const bytes = Object.values(copies).reduce((sum, copy) => sum + copy.body.length, 0);
    if (held + bytes <= maxBytes) {
      cache.set(name, asset);
      held += bytes;
    }
    return asset;
  };
}

/**
 * GET /assets/:file, the build's hashed scripts and style sheets: immutable, in the compressed copy the
 * browser accepts (brotli first), from memory. @fastify/static, which serves the build's other files,
 * lists the folder of each file it sends to check the name's spelling, and stats and opens the file: on
 * a cold dashboard's 60 files, about 40 ms of the server's time on this machine, most of it collecting
 * the garbage of those listings, while the browser on the same machine starts the page.
 */
export function registerAssetFiles(app: FastifyInstance, distDir: string): void {
  const assetFile = loadAssetFiles(path.join(distDir, 'assets'));
  app.get<{ Params: { '*': string } }>(
    '/assets/*',
    { config: { access: { public: true }, infra: true } },
    (request, reply) => {
      const asset = assetFile(request.params['*']);
      if (!asset) return reply.callNotFound();
      const offered = ENCODINGS.filter((encoding) => asset.copies[encoding]);
      const copy = asset.copies[acceptedEncoding(request.headers['accept-encoding'], offered)];
      reply.header('vary', 'accept-encoding');
      return sendTaggedCopy(request, reply, copy ?? asset.copies.identity, {
        cacheControl: 'public, max-age=31536000, immutable',
        type: asset.type,
      });
    },
  );
}
