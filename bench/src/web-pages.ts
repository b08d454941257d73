// What a user's browser fetches and how fast the page feels: initial JS of a cold /login and a cold
// /dashboard (bytes on the wire, compressed) and Lighthouse mobile scores, against the production
// server (`npm start`: built web app, NODE_ENV=production) on port BENCH_WEB_PORT.
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
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
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4103);
const DASHBOARD_USER = 'club.admin@example.com';

export interface TWebRow {
  page: '/login' | '/dashboard';
  /** Script bytes transferred (compressed, as on the wire) until the network is idle, in KiB. */
  jsKiB: number;
  performance: number;
  accessibility: number;
}

/** Script bytes a cold browser transfers to show `path`, with the token cookie when given. */
async function initialScriptKiB(baseUrl: string, path: string, token?: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const context = await browser.newContext();
    if (token) await context.addCookies([{ name: 'Admin-Token', value: token, url: baseUrl }]);
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    if (new URL(page.url()).pathname !== path) throw new Error(`${path} ended at ${page.url()}`);
    return (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1024;
  } finally {
    await browser.close();
  }
}

/** Lighthouse's default (mobile, simulated throttling) performance and accessibility scores. */
async function lighthouseScores(
  url: string,
  cookie?: string,
): Promise<{ performance: number; accessibility: number }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    const categories = result?.lhr.categories;
    if (result?.lhr.runtimeError) throw new Error(`lighthouse ${url}: ${result.lhr.runtimeError.message}`);
    return {
      performance: Math.round((categories?.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
    };
  } finally {
    chrome.kill();
  }
}

export async function benchWebPages(): Promise<TWebRow[]> {
  if (!process.env.BENCH_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const server = await startApiServer('pglite', PORT);
  try {
    const token = await login(server.url, DASHBOARD_USER);
    const cookie = `Admin-Token=${token}`;
    return [
      {
        page: '/login',
        jsKiB: await initialScriptKiB(server.url, '/login'),
        ...(await lighthouseScores(`${server.url}/login`)),
      },
      {
        page: '/dashboard',
        jsKiB: await initialScriptKiB(server.url, '/dashboard', token),
        ...(await lighthouseScores(`${server.url}/dashboard`, cookie)),
      },
    ];
  } finally {
    await server.stop();
  }
}

if (import.meta.main) {
  for (const row of await benchWebPages()) console.log(row);
}
