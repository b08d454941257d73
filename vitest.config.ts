import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Files that run far longer than their size says (they start real server processes or walk every
// route). Vitest starts big files first and, without a previous run's timings (a fresh clone, CI),
// ranks by size: server.test.ts, a small file of 60-odd seconds, started last and ran alone while the
// other worker had nothing left to do (47 s on 2026-12-01). A file missing from this list only costs time.
const LONG_FILES = [
  'apps/api/src/server.test.ts',
  'apps/api/src/route-fuzz.test.ts',
  'apps/api/src/modules/auth/auth.test.ts',
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(file));
      return at === -1 ? LONG_FILES.length : at;
    };
    // Array.prototype.sort is stable: the rest keep the base order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'scripts'],
    sequence: { sequencer: LongFilesFirst },
  },
});
