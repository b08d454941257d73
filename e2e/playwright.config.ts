import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT and E2E_WEB_DIST_DIR let two runs share a machine (each its own server and build).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// Workers load this file too: they inherit the directory from the main process instead of making their own.
process.env.PULSEBOARD_E2E_DATA_DIR ??= createDataDir();
const dataDir = process.env.PULSEBOARD_E2E_DATA_DIR;

function createDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pulseboard-e2e-'));
  // After the web server has been stopped.
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Generous limits: on a busy 2-core machine a login and first render take several seconds; a hang
  // still fails, and speed is measured by the benchmarks, not here.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // One browser context and page per worker, reset between tests (cookies, storage, cache, routes,
    // init scripts, viewport; support/fixtures.ts clears permissions too), instead of a new one per
    // test, whose new renderer process was a large part of a short test's time: a simple test took
    // 1.8 s instead of 3.0, shell.spec.ts 110 s instead of 119-133, the suite 9.5 min instead of 11.5.
    reuseContext: true,
    // Recording a trace costs a quarter of the suite's time (a run of two specs: 142 s with, 106 s
    // without): CI records one only when it retries a failed test, a run here keeps the failures'.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The real server in production mode, serving ../apps/web/dist (build it first: `npm run test:e2e` does).
    command: 'node ../apps/api/src/server.ts',
    url: `${BASE_URL}/readyz`,
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
