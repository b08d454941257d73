import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { TDeps } from './lib/deps.ts';

// The client address decides the per-IP sign-in limits, so only a configured proxy may set it.
let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function ipSeen(env: Record<string, string>, headers: Record<string, string>) {
  // No request here reaches the database: the probe route is public and answers from the request alone.
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', ...env }) } as TDeps);
  app.get('/ip-probe', { config: { access: { public: true } } }, async (request) => ({ ip: request.ip }));
  const res = await app.inject({ method: 'GET', url: '/ip-probe', remoteAddress: '127.0.0.1', headers });
  return res.json().ip;
}

describe('client address behind a proxy', () => {
  it('ignores X-Forwarded-For when TRUST_PROXY is unset', async () => {
    expect(await ipSeen({}, { 'x-forwarded-for': '203.0.113.9' })).toBe('127.0.0.1');
  });

  it('takes X-Forwarded-For from a proxy listed in TRUST_PROXY', async () => {
    expect(await ipSeen({ TRUST_PROXY: '127.0.0.1' }, { 'x-forwarded-for': '203.0.113.9' })).toBe(
      '203.0.113.9',
    );
  });

  it('ignores it from a proxy that is not listed', async () => {
    expect(await ipSeen({ TRUST_PROXY: '10.0.0.0/8' }, { 'x-forwarded-for': '203.0.113.9' })).toBe(
      '127.0.0.1',
    );
  });
});

describe('request id behind a proxy', () => {
  async function idSeen(env: Record<string, string>, sent: string) {
    app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', ...env }) } as TDeps);
    app.get('/id-probe', { config: { access: { public: true } } }, async () => ({}));
    const res = await app.inject({
      method: 'GET',
      url: '/id-probe',
      remoteAddress: '127.0.0.1',
      headers: { 'x-request-id': sent },
    });
    return res.headers['x-request-id'];
  }

  it("keeps a trusted proxy's plain short id, so both logs line up, and replaces anything else", async () => {
    expect(await idSeen({ TRUST_PROXY: '127.0.0.1' }, '3f2a9c1e-proxy-42')).toBe('3f2a9c1e-proxy-42');
    for (const odd of ['<script>alert(1)</script>', 'a'.repeat(200), 'short']) {
      expect(await idSeen({ TRUST_PROXY: '127.0.0.1' }, odd)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('replaces the id of a client that is not a listed proxy', async () => {
    expect(await idSeen({ TRUST_PROXY: '10.0.0.0/8' }, '3f2a9c1e-proxy-42')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await idSeen({}, '3f2a9c1e-proxy-42')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
