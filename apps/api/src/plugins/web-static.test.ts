import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test-support/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'pulseboard-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  process.env.WEB_DIST_DIR = dist;
  t = await createTestApp({ serveWeb: true });
  delete process.env.WEB_DIST_DIR;
});
afterAll(() => t.close());

const get = (url: string, accept = 'text/html') => t.app.inject({ method: 'GET', url, headers: { accept } });

describe('serving the built web app', () => {
  it('serves index.html at / without caching', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await get('/assets/index-AbC123.js', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for client routes', async () => {
    for (const url of ['/login', '/clubs/details/1/information', '/dashboard']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('id="root"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps API answers and API 404s as JSON', async () => {
    expect((await get('/healthz', 'application/json')).json().code).toBe(20000);
    const missing = await get('/dashboard/nothing', 'application/json');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(40400);
    expect((await get('/assets/missing.js', '*/*')).statusCode).toBe(404);
  });
});
