import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { TDeps } from '../lib/deps.ts';
import { helmetHeaders } from './security.ts';

// The security headers are helmet's, computed once at start-up and set in one call per response: these
// pin the exact set so that building it once changes nothing a browser sees.
let app: FastifyInstance | undefined;
afterEach(() => app?.close());

const POLICY = (sockets: string) =>
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  `font-src 'self' data:;connect-src 'self' ${sockets};object-src 'none';base-uri 'self';` +
  "form-action 'self';frame-ancestors 'none'";

const HELMET_SET = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

async function probe(env: Record<string, string>, headers: Record<string, string>) {
  // The probe routes are public and answer from the request alone: no database is needed.
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', ...env }) } as TDeps);
  app.get('/probe/plain', { config: { access: { public: true } } }, async () => ({ ok: true }));
  app.get('/probe/own-csp', { config: { access: { public: true } } }, async (_req, reply) =>
    reply.header('content-security-policy', "default-src 'none'; sandbox").send({ ok: true }),
  );
  const get = (url: string) => app?.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers });
  return { plain: (await get('/probe/plain'))?.headers, own: (await get('/probe/own-csp'))?.headers };
}

describe('security headers', () => {
  it("are helmet's whole set with the host's websockets in connect-src, and no HSTS over plain HTTP", async () => {
    const { plain, own } = await probe({}, { host: 'club.example.com:8443' });
    expect(plain).toMatchObject({
      ...HELMET_SET,
      'content-security-policy': POLICY('ws://club.example.com:8443 wss://club.example.com:8443'),
    });
    expect(plain?.['strict-transport-security']).toBeUndefined();
    expect(own).toMatchObject({ ...HELMET_SET, 'content-security-policy': "default-src 'none'; sandbox" });
  });

  it('answer each host with its own policy and add HSTS when the request came over TLS', async () => {
    const headers = { host: 'other.example.org', 'x-forwarded-proto': 'https' };
    const { plain } = await probe({ TRUST_PROXY: '127.0.0.1' }, headers);
    expect(plain).toMatchObject({
      ...HELMET_SET,
      'content-security-policy': POLICY('ws://other.example.org wss://other.example.org'),
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
  });

  it('are computed by helmet once, with one slot for the host', () => {
    const { fixed, csp } = helmetHeaders();
    expect(fixed).toEqual(HELMET_SET);
    expect(csp.join('HOST')).toBe(POLICY('HOST'));
  });
});
