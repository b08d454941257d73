import { test as base, type ConsoleMessage, expect } from '@playwright/test';

type TFixtures = {
  /** Patterns of console errors a test expects, e.g. the browser's log line for a 401 response. */
  allowedConsoleErrors: RegExp[];
  consoleGuard: undefined;
  contextReset: undefined;
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
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      };
      const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await use(undefined);
      // The page is the next test's too (reuseContext in playwright.config.ts).
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      const unexpected = errors.filter((text) => !allowedConsoleErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  // The context is reused from test to test (playwright.config.ts); Playwright resets its cookies,
  // storage, routes and viewport, but not the permissions a test granted.
  contextReset: [
    async ({ context }, use) => {
      await use(undefined);
      await context.clearPermissions();
    },
    { auto: true },
  ],
});

export { expect };
