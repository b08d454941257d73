// Proves that biome.jsonc's import boundaries really refuse what they claim to: each probe file below
// breaks (or, as a control, keeps) one rule at a path the rule covers. All probes are linted by the
// repository's own Biome in one run over a temporary tree with a copy of biome.jsonc.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

// A fragment of each rule's message in biome.jsonc, enough to tell which rule refused a probe.
const RULE = {
  contract: 'contract imports only zod',
  core: 'core is pure',
  webApi: 'web never imports api code',
  featureToFeature: 'a web feature never imports another feature',
  featureToApp: 'a web feature never imports app/',
  sharedToFeatureOrApp: 'shared web code (lib, components, hooks, api) never imports a feature or app/',
  serviceDrizzle: 'a service never imports drizzle-orm',
  serviceTable: 'a service never imports a *.table.ts',
  serviceFastify: 'a service never sees Fastify',
  routesRepository: 'a route never calls a repository',
} as const;

interface TProbe {
  /** Where the probe file sits, as if in the repository. */
  file: string;
  /** What it imports. */
  from: string;
  /** The rule that must refuse it, or null for a control that must pass. */
  refusedBy: keyof typeof RULE | null;
}

const FEATURE = 'apps/web/src/features/probe';
const MODULE = 'apps/api/src/modules/probe';

const PROBES: TProbe[] = [
  // contract: zod and its own files only.
  { file: 'packages/contract/src/probe-core.ts', from: '@pulseboard/core/zones', refusedBy: 'contract' },
  { file: 'packages/contract/src/probe-pg.ts', from: 'drizzle-orm/pg-core', refusedBy: 'contract' },
  { file: 'packages/contract/src/probe-fs.ts', from: 'node:fs/promises', refusedBy: 'contract' },
  { file: 'packages/contract/src/probe-up.ts', from: '../x.ts', refusedBy: 'contract' },
  { file: 'packages/contract/src/probe-zod.ts', from: 'zod', refusedBy: null },
  { file: 'packages/contract/src/probe-own.ts', from: './roles.ts', refusedBy: null },
  // core: nothing but its own files.
  { file: 'packages/core/src/probe-contract.ts', from: '@pulseboard/contract/roles', refusedBy: 'core' },
  { file: 'packages/core/src/probe-own.ts', from: './zones.ts', refusedBy: null },
  // web never imports api.
  { file: `${FEATURE}/api/probe-api.ts`, from: '@pulseboard/api/src/app.ts', refusedBy: 'webApi' },
  { file: `${FEATURE}/api/probe-contract.ts`, from: '@pulseboard/contract/roles', refusedBy: null },
  // a feature file (features/<f>/<dir>/<file>): its own feature and shared code, never another feature or app/.
  {
    file: `${FEATURE}/components/probe-feature.tsx`,
    from: '../../locations/api/x.ts',
    refusedBy: 'featureToFeature',
  },
  {
    file: `${FEATURE}/components/probe-app.tsx`,
    from: '../../../app/route-table.ts',
    refusedBy: 'featureToApp',
  },
  { file: `${FEATURE}/components/probe-own.tsx`, from: '../api/get-probe.ts', refusedBy: null },
  { file: `${FEATURE}/components/probe-own-root.tsx`, from: '../locales.ts', refusedBy: null },
  { file: `${FEATURE}/components/probe-lib.tsx`, from: '../../../lib/http.ts', refusedBy: null },
  // a feature's root file (features/<f>/<file>), one level up.
  { file: `${FEATURE}/probe-feature.ts`, from: '../locations/locales.ts', refusedBy: 'featureToFeature' },
  { file: `${FEATURE}/probe-app.ts`, from: '../../app/route-table.ts', refusedBy: 'featureToApp' },
  { file: `${FEATURE}/probe-shared.ts`, from: '../../locales/en.ts', refusedBy: null },
  // shared web code never imports a feature or app/.
  {
    file: 'apps/web/src/lib/probe-feature.ts',
    from: '../features/locations/locales.ts',
    refusedBy: 'sharedToFeatureOrApp',
  },
  { file: 'apps/web/src/lib/probe-own.ts', from: './http.ts', refusedBy: null },
  {
    file: 'apps/web/src/components/probe-app.tsx',
    from: '../app/route-table.ts',
    refusedBy: 'sharedToFeatureOrApp',
  },
  { file: 'apps/web/src/components/probe-lib.tsx', from: '../lib/http.ts', refusedBy: null },
  {
    file: 'apps/web/src/hooks/probe-feature.ts',
    from: '../features/clubs/api/get-clubs.ts',
    refusedBy: 'sharedToFeatureOrApp',
  },
  { file: 'apps/web/src/api/probe-app.ts', from: '../app/guards.ts', refusedBy: 'sharedToFeatureOrApp' },
  // API: a service holds rules, not SQL or HTTP.
  { file: `${MODULE}/probe-drizzle.service.ts`, from: 'drizzle-orm', refusedBy: 'serviceDrizzle' },
  { file: `${MODULE}/probe-pg-core.service.ts`, from: 'drizzle-orm/pg-core', refusedBy: 'serviceDrizzle' },
  { file: `${MODULE}/probe-table.service.ts`, from: '../clubs/clubs.table.ts', refusedBy: 'serviceTable' },
  { file: `${MODULE}/probe-fastify.service.ts`, from: 'fastify', refusedBy: 'serviceFastify' },
  { file: `${MODULE}/probe-repository.service.ts`, from: './probe.repository.ts', refusedBy: null },
  // API: a route calls services, never a repository.
  {
    file: `${MODULE}/probe-repository.routes.ts`,
    from: './probe.repository.ts',
    refusedBy: 'routesRepository',
  },
  {
    file: `${MODULE}/probe-other.routes.ts`,
    from: '../clubs/clubs.repository.ts',
    refusedBy: 'routesRepository',
  },
  { file: `${MODULE}/probe-service.routes.ts`, from: './probe.service.ts', refusedBy: null },
  // A repository may use drizzle-orm and tables (the rules above are about services and routes only).
  { file: `${MODULE}/probe.repository.ts`, from: 'drizzle-orm', refusedBy: null },
];

interface TDiagnostic {
  category: string;
  message: string;
  location: { path: string };
}

let dir: string;
let diagnostics: TDiagnostic[];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pulseboard-lint-probes-'));
  copyFileSync(path.join(ROOT, 'biome.jsonc'), path.join(dir, 'biome.jsonc'));
  for (const probe of PROBES) {
    mkdirSync(path.join(dir, path.dirname(probe.file)), { recursive: true });
    writeFileSync(path.join(dir, probe.file), `import { x } from '${probe.from}';\n\nexport const y = x;\n`);
  }
  const biome = createRequire(path.join(ROOT, 'package.json')).resolve('@biomejs/biome/bin/biome');
  const res = spawnSync(
    process.execPath,
    [
      biome,
      'lint',
      '--vcs-enabled=false',
      '--only=style/noRestrictedImports',
      '--reporter=json',
      '--max-diagnostics=none',
      '.',
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  if (!res.stdout) throw new Error(`biome gave no report: ${res.stderr}`);
  diagnostics = JSON.parse(res.stdout).diagnostics;
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function messagesFor(file: string): string[] {
  return diagnostics
    .filter((d) => d.location.path === file && d.category === 'lint/style/noRestrictedImports')
    .map((d) => d.message);
}

describe('import boundaries of biome.jsonc', () => {
  it.each(PROBES.filter((p) => p.refusedBy))('refuses $file importing $from ($refusedBy)', (probe) => {
    const rule = RULE[probe.refusedBy as keyof typeof RULE];
    expect(messagesFor(probe.file).some((m) => m.startsWith(rule))).toBe(true);
  });

  it.each(PROBES.filter((p) => !p.refusedBy))('allows $file importing $from', (probe) => {
    expect(messagesFor(probe.file)).toEqual([]);
  });

  // The feature patterns count `../` from a fixed depth (see biome.jsonc): deeper folders would slip past.
  it('keeps web feature files at features/<feature>/<file> or features/<feature>/<dir>/<file>', () => {
    const features = path.join(ROOT, 'apps/web/src/features');
    const tooDeep = readdirSync(features, { recursive: true, withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => path.relative(features, path.join(e.parentPath, e.name)))
      .filter((rel) => rel.split(path.sep).length > 2);
    expect(tooDeep).toEqual([]);
  });
});
