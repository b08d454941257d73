// What a user's browser fetches and how fast the page feels: initial JS of a cold /login and a cold
// /dashboard (bytes on the wire, compressed) and Lighthouse mobile scores, against the production
// server (`npm start`: built web app, NODE_ENV=production) on port BENCH_WEB_PORT, served as it is
// deployed: over TLS, so the browser speaks HTTP/2 (README, Configuration: TLS_CERT_FILE). The
// dashboard's score over HTTP/1.1 is printed beside it, without a target.
import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import tls from 'node:tls';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { makeSelfSignedCert } from '../../apps/api/src/test-support/tls-cert.ts';
import { login, ROOT, startApiServer } from './server-process.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
// The same server and browser, made to speak HTTP/1.1: a page's files then queue for six connections.
const HTTP1 = '--disable-http2';
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4103);
const DASHBOARD_USER = 'club.admin@example.com';

export interface TWebRow {
  page: '/login' | '/dashboard';
  /** Script bytes transferred (compressed, as on the wire) until the network is idle, in KiB. */
  jsKiB: number;
  /** Requests of any kind until then (the page, scripts, styles, icons, API calls): each costs a slow phone's main thread. */
  requests: number;
  /** The median of the runs' scores, and each run's (in the order run). */
  performance: number;
  performanceRuns: number[];
  /** The same over HTTP/1.1 (the dashboard only). */
  http1?: { performance: number; performanceRuns: number[] };
  accessibility: number;
  /**
   * Lighthouse's measure of the machine's speed in each run (its benchmarkIndex: 1,000-1,500 a low-end
   * desktop, 1,500-2,000 a high-end one; Lighthouse warns below 1,000). Its simulated phone is this
   * machine slowed 4 times: a slow or busy machine emulates a slower phone, so the score moves with it.
   */
  benchmarkIndex: number[];
}

// Lighthouse's own advice: one run's performance score varies by several points, so take the median of
// several (https://github.com/GoogleChrome/lighthouse/blob/main/docs/variability.md).
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CPU_SLOWDOWN = Number(process.env.BENCH_LIGHTHOUSE_CPU ?? 0);
if (!Number.isInteger(LIGHTHOUSE_RUNS) || LIGHTHOUSE_RUNS < 1)
  throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a whole number of at least 1, not ${LIGHTHOUSE_RUNS}`);

/** The middle value; of an even count, the mean of the two middle ones. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * Script bytes a cold browser transfers to show `path` until `ready` (a selector of what the page is
 * for: the password field, the chart) shows and the network is then idle, and how many requests it made
 * by then; with the token cookie when given.
 */
async function initialLoad(
  baseUrl: string,
  path: string,
  ready: string,
  trust: string[],
  token?: string,
): Promise<{ jsKiB: number; requests: number }> {
  // Over HTTP/1.1 the count is the compressed files' own bytes; HTTP/2 adds its frames' (2% here).
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...FLAGS, ...trust, HTTP1] });
  try {
    const context = await browser.newContext();
    if (token) await context.addCookies([{ name: 'Admin-Token', value: token, url: baseUrl }]);
    const page = await context.newPage();
    const sizes: Promise<[url: string, bytes: number]>[] = [];
    let requests = 0;
    page.on('request', () => {
      requests += 1;
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script')
        sizes.push(request.sizes().then((s) => [new URL(request.url()).pathname, s.responseBodySize]));
    });
    await page.goto(`${baseUrl}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    if (new URL(page.url()).pathname !== path) throw new Error(`${path} ended at ${page.url()}`);
    const chunks = (await Promise.all(sizes)).sort((a, b) => b[1] - a[1]);
    // BENCH_CHUNKS=1 lists what the total is made of, largest first.
    if (process.env.BENCH_CHUNKS)
      for (const [url, bytes] of chunks) console.error(`${path}: ${(bytes / 1024).toFixed(1)} KiB ${url}`);
    return { jsKiB: chunks.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024, requests };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's default (mobile, simulated throttling) performance and accessibility scores. A signed-in
 * page is opened as a signed-in user opens it: the token cookie is set in the fresh browser first (its
 * cache stays cold) and Lighthouse keeps it (no storage reset). `BENCH_LIGHTHOUSE_TOKEN_URL=1` opens it
 * through the app's `?token=` entry instead, which adds SPEC.md's full-screen 'Loading ...' pause.
 */
async function lighthouseRun(
  url: string,
  extraFlags: string[],
  token?: string,
): Promise<{ performance: number; accessibility: number; benchmarkIndex: number }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...FLAGS, ...extraFlags],
  });
  try {
    const viaUrl = Boolean(token && process.env.BENCH_LIGHTHOUSE_TOKEN_URL);
    if (token && !viaUrl) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser.contexts()[0]?.addCookies([{ name: 'Admin-Token', value: token, url }]);
      await browser.close();
    }
    const result = await lighthouse(viaUrl ? `${url}?token=${token}` : url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(token && !viaUrl),
      // BENCH_LIGHTHOUSE_CPU=10 stands for a machine about 2.5 times slower than this one (default 4).
      ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
    });
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports && result) {
      mkdirSync(reports, { recursive: true });
      const name = `${new URL(url).pathname.slice(1)}${extraFlags.includes(HTTP1) ? '-http1' : ''}.json`;
      writeFileSync(path.join(reports, name), JSON.stringify(result.lhr));
    }
    const categories = result?.lhr.categories;
    const landed = new URL(result?.lhr.finalDisplayedUrl ?? url).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`lighthouse ${url} ended at ${landed}`);
    const failed = result?.lhr.runtimeError;
    if (failed) throw new Error(`lighthouse ${url}: ${failed.message}`, { cause: failed.code });
    return {
      performance: Math.round((categories?.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
      benchmarkIndex: Math.round(result?.lhr.environment.benchmarkIndex ?? 0),
    };
  } finally {
    chrome.kill();
  }
}

/** LIGHTHOUSE_RUNS runs, one after the other, each in a fresh browser: the median and every run. */
async function lighthouseScores(url: string, extraFlags: string[], token?: string) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    // A trace that lost its start (NO_NAVSTART, seen in a browser's first run after a build) is
    // Lighthouse's own "run again": once.
    const run = await lighthouseRun(url, extraFlags, token).catch((err: Error) => {
      if (err.cause === 'NO_NAVSTART') return lighthouseRun(url, extraFlags, token);
      throw err;
    });
    runs.push(run);
  }
  return {
    performance: median(runs.map((r) => r.performance)),
    performanceRuns: runs.map((r) => r.performance),
    // The same in every run (the page's markup), but the lowest is the one to answer for.
    accessibility: Math.min(...runs.map((r) => r.accessibility)),
    benchmarkIndex: runs.map((r) => r.benchmarkIndex),
  };
}

export async function benchWebPages(): Promise<TWebRow[]> {
  if (!process.env.BENCH_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  // The run's own certificate: this process trusts it for the login, Chromium trusts its key alone (by
  // the key's hash); both only while this part runs.
  const cert = makeSelfSignedCert();
  const defaultCas = tls.getCACertificates('default');
  tls.setDefaultCACertificates([...defaultCas, cert.cert.toString()]);
  const spki = createHash('sha256')
    .update(new X509Certificate(cert.cert).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  const trust = [`--ignore-certificate-errors-spki-list=${spki}`];
  const server = await startApiServer('pglite', PORT, [], undefined, {
    TLS_CERT_FILE: cert.certFile,
    TLS_KEY_FILE: cert.keyFile,
  });
  try {
    const token = await login(server.url, DASHBOARD_USER);
    const dashboard = `${server.url}/dashboard`;
    return [
      {
        page: '/login',
        ...(await initialLoad(server.url, '/login', 'input[type=password]', trust)),
        ...(await lighthouseScores(`${server.url}/login`, trust)),
      },
      {
        page: '/dashboard',
        ...(await initialLoad(server.url, '/dashboard', '[data-testid=daily-chart] svg', trust, token)),
        ...(await lighthouseScores(dashboard, trust, token)),
        http1: await lighthouseScores(dashboard, [...trust, HTTP1], token),
      },
    ];
  } finally {
    await server.stop();
    tls.setDefaultCACertificates(defaultCas);
    cert.remove();
  }
}

if (import.meta.main) {
  for (const row of await benchWebPages()) console.log(row);
}
