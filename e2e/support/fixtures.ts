import { test as base, expect } from '@playwright/test';

type TFixtures = {
  /** Patterns of console errors a test expects, e.g. the browser's log line for a 401 response. */
  allowedConsoleErrors: RegExp[];
  consoleGuard: undefined;
};

/** `test` that fails on any console error or uncaught page error the test did not announce. */
export const test = base.extend<TFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(undefined);
      const unexpected = errors.filter((text) => !allowedConsoleErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
