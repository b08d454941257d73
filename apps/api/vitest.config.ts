import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // Test files share a worker's modules instead of loading the app again each (import was 45% of
    // the suite's time: 107 s on PostgreSQL before, 50 s after). Each file builds its own app and
    // database copy, and none mocks a module; passes with the files in shuffled order on both databases.
    isolate: false,
  },
});
