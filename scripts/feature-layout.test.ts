// One feature keeps one name in every layer (ARCHITECTURE.md): each API module has its contract file,
// its web feature folder and its browser spec, unless it is listed below with the reason.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

type TLayer = 'contract' | 'web' | 'e2e';

const LAYERS: Record<TLayer, (feature: string) => string> = {
  contract: (f) => `packages/contract/src/${f}.ts`,
  web: (f) => `apps/web/src/features/${f}/`,
  e2e: (f) => `e2e/${f}.spec.ts`,
};

// Modules allowed to miss a layer, each with the reason. Remove an entry when the layer arrives: the
// test also fails on an exception that is no longer needed, so this list cannot go stale.
const EXCEPTIONS: Record<string, Partial<Record<TLayer, string>>> = {
  // Infrastructure: no feature of their own for a person to use.
  health: { contract: 'liveness and readiness probes', web: 'no page', e2e: 'no page' },
  files: { contract: 'serves stored uploads by id', web: 'no page', e2e: 'covered by the clubs logo upload' },
  mail: { contract: 'outgoing mail table and sender', web: 'no page', e2e: 'no page' },
  demo: { contract: 'seeds the demo data', web: 'no page', e2e: 'no page' },
  users: {
    contract: 'the users table behind accounts, auth and profile',
    web: 'no page of its own',
    e2e: 'no page of its own',
  },
};

const modules = readdirSync(path.join(ROOT, 'apps/api/src/modules'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

describe('every API module has its feature in each layer', () => {
  it.each(modules)('%s', (feature) => {
    const missing: string[] = [];
    const needlessExceptions: string[] = [];
    for (const [layer, where] of Object.entries(LAYERS) as [TLayer, (f: string) => string][]) {
      const present = existsSync(path.join(ROOT, where(feature)));
      const excused = EXCEPTIONS[feature]?.[layer] !== undefined;
      if (!present && !excused) missing.push(where(feature));
      if (present && excused) needlessExceptions.push(`${layer} (${where(feature)} exists)`);
    }
    expect(missing, 'missing layers').toEqual([]);
    expect(needlessExceptions, 'exceptions to remove').toEqual([]);
  });

  it('lists exceptions only for modules that exist', () => {
    expect(Object.keys(EXCEPTIONS).filter((f) => !modules.includes(f))).toEqual([]);
  });
});
