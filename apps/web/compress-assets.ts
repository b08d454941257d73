import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside every text file of the build,
 * once at build time, so the server sends them as they are (@fastify/static `preCompressed`) and
 * spends no CPU compressing per request. A file that would not shrink is left alone.
 */
export function compressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pulseboard:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const content = readFileSync(file);
        const br = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
        if (br.length < content.length) writeFileSync(`${file}.br`, br);
        if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
