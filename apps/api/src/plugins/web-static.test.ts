import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { TFirstPagePreload } from '@pulseboard/contract/first-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test-support/test-app.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))})`;
const INDEX =
  '<!doctype html><html><head><title>Pulseboard</title></head><body><div id="root"></div></body></html>';
let t: TTestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'pulseboard-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
  // What the build writes beside each file (apps/web/compress-assets.ts).
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  // What the build writes for each route (apps/web/first-page-preload.ts).
  const preload: TFirstPagePreload = {
    routes: [
      { path: '/login', signedIn: false, files: ['/assets/index-AbC123.js', '/assets/login-1.js'] },
      { path: '/dashboard', signedIn: true, files: ['/assets/index-AbC123.js', '/assets/dashboard-2.js'] },
      { path: '/', signedIn: true, files: ['/assets/index-AbC123.js', '/assets/dashboard-2.js'] },
    ],
  };
  writeFileSync(path.join(dist, 'first-page.json'), JSON.stringify(preload));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  process.env.WEB_DIST_DIR = dist;
  t = await createTestApp({ serveWeb: true });
  delete process.env.WEB_DIST_DIR;
});
afterAll(() => t.close());

const get = (url: string, accept = 'text/html', encoding = '') =>
  t.app.inject({ method: 'GET', url, headers: { accept, 'accept-encoding': encoding } });

describe('serving the built web app', () => {
  it('serves index.html at / without caching', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404, not a refusal, for an asset path that cannot name a file', async () => {
    for (const url of ['/assets/%00', '/assets/a%00.js']) {
      const res = await get(url, '*/*');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(40400);
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await get('/assets/index-AbC123.js', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed copy the browser accepts, brotli first, and the plain file otherwise', async () => {
    const br = await get('/assets/index-AbC123.js', '*/*', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    const gz = await get('/assets/index-AbC123.js', '*/*', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-AbC123.js', '*/*');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('tags each copy of an asset and answers 304 to a browser that holds it', async () => {
    const br = await get('/assets/index-AbC123.js', '*/*', 'br');
    const gz = await get('/assets/index-AbC123.js', '*/*', 'gzip');
    expect(br.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const again = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/index-AbC123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 for a name that leaves the folder or is not a file', async () => {
    for (const url of [
      '/assets/%2e%2e%2findex.html',
      '/assets/..%2f..%2fpackage.json',
      '/assets/.hidden',
      '/assets/',
    ]) {
      const res = await get(url, '*/*');
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('sends index.html compressed and revalidated, also as the client-route fallback', async () => {
    for (const url of ['/', '/clubs/index']) {
      const res = await get(url, 'text/html', 'br');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
      const gz = await get(url, 'text/html', 'gzip');
      expect(gunzipSync(gz.rawPayload).toString(), url).toBe(INDEX);
      expect((await get(url, 'text/html', '')).body, url).toBe(INDEX);
    }
  });

  it('answers a page already held with 304, and sends index.html by its name too', async () => {
    const first = await get('/login', 'text/html', 'br');
    const again = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'text/html', 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another encoding is another copy, with its own tag.
    expect((await get('/login', 'text/html', 'gzip')).headers.etag).not.toBe(first.headers.etag);
    // As lib/version-check.ts asks for it, to learn of a new build.
    const byName = await get('/index.html?_t=1', '*/*');
    expect(byName.statusCode).toBe(200);
    expect(byName.body).toContain('id="root"');
  });

  it('falls back to index.html for client routes', async () => {
    for (const url of ['/login', '/clubs/details/1/information', '/dashboard']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('id="root"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("names a page's first scripts in its head, a signed-in page's only to a signed-in browser", async () => {
    const page = async (url: string, cookie?: string, encoding = '') => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) },
      });
      const html =
        res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
      return { res, head: html.slice(0, html.indexOf('</head>')) };
    };
    const preloads = (head: string) =>
      [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    const dashboard = ['/assets/index-AbC123.js', '/assets/dashboard-2.js'];
    expect(preloads((await page('/login?redirect=%2Fdashboard')).head)).toEqual([
      '/assets/index-AbC123.js',
      '/assets/login-1.js',
    ]);
    expect(preloads((await page('/dashboard', 'Admin-Token=abc')).head)).toEqual(dashboard);
    expect(preloads((await page('/', 'Admin-Token=abc')).head)).toEqual(dashboard);
    // A browser takes / as brotli.
    const compressed = await page('/', 'Admin-Token=abc', 'gzip, deflate, br');
    expect(compressed.res.headers['content-encoding']).toBe('br');
    expect(preloads(compressed.head)).toEqual(dashboard);
    // A shared cache keeps one copy per cookie and encoding, so a 304 never keeps another visitor's links.
    expect(compressed.res.headers.vary).toBe('cookie, accept-encoding');
    expect((await page('/dashboard')).res.headers.vary).toBe('cookie, accept-encoding');
    expect(preloads((await page('/dashboard')).head)).toEqual([]);
    expect(preloads((await page('/')).head)).toEqual([]);
    expect(preloads((await page('/clubs/index', 'Admin-Token=abc')).head)).toEqual([]);
    expect((await get('/assets/index-AbC123.js', '*/*')).headers.link).toBeUndefined();
  });

  it('keeps API answers and API 404s as JSON', async () => {
    expect((await get('/healthz', 'application/json')).json().code).toBe(20000);
    const missing = await get('/dashboard/nothing', 'application/json');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(40400);
    expect((await get('/assets/missing.js', '*/*')).statusCode).toBe(404);
  });
});
