// `npm run build`: the web app's build, in two passes (vite.config.ts, first-view-chunk.ts). The first
// writes nothing: it finds which modules a cold signed-in visit loads beyond the entry; the second is
// the build, with those modules in one chunk.
import { build } from 'vite';
import type { TFirstView } from './first-view-chunk.ts';
import { webConfig } from './vite.config.ts';

let firstView: TFirstView | undefined;
await build({
  ...webConfig({
    scan: (found) => {
      firstView = found;
    },
  }),
  configFile: false,
  logLevel: 'warn',
});
if (!firstView) throw new Error('build: the first pass found no first view');
await build({ ...webConfig({ firstView }), configFile: false });
