import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/test-app.ts';
import { useTestApp } from '../test-support/use-test-app.ts';

// Headers and transport rules every route shares: where a token may travel, caching, request ids, the
// CSP, unparsable requests and the database's refusals.
const t = useTestApp();
const PROBE = '/probe/db-refusal';

beforeAll(() => {
  // A value that slipped past every schema: the database's refusal must still be the caller's 400.
  t.app.post(PROBE, { config: { access: { public: true } } }, async (req) => {
    const { kind } = req.body as { kind: string };
    if (kind === 'nul') await t.deps.db.execute(sql`select ${'a\u0000b'}::text`);
    else await t.deps.db.execute(sql`select ${2 ** 31}::integer`);
    return { ok: true };
  });
});

describe('the token', () => {
  it('is taken from ?token= on GET /dashboard/profile only', async () => {
    const token = t.tokens.club;
    expect((await call(t.app, 'GET', `/dashboard/profile?token=${token}`)).status).toBe(200);
    const byQuery = await call(t.app, 'GET', `/dashboard/clients/1/brief?token=${token}`);
    expect(byQuery.status).toBe(401);
    expect(byQuery.body.code).toBe(50008);
    expect((await call(t.app, 'GET', '/dashboard/clients/1/brief', { token })).status).toBe(200);
  });
});

describe('Cache-Control', () => {
  it('is no-store on every answer of a signed-in route, refusals included, and left alone elsewhere', async () => {
    const signedIn = await call(t.app, 'GET', '/dashboard/profile', { token: t.tokens.member });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const refused = await call(t.app, 'GET', '/dashboard/profile');
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const forbidden = await call(t.app, 'POST', '/dashboard/clients/page/1', {
      token: t.tokens.member,
      body: {},
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers['cache-control']).toBe('no-store');
    const pub = await call(t.app, 'GET', '/public/branding');
    expect(pub.headers['cache-control']).toBeUndefined();
  });
});

describe('x-request-id', () => {
  it('comes with every answer: a route, an unknown path, a refusal and a request the router rejects', async () => {
    const answers = await Promise.all([
      call(t.app, 'GET', '/healthz'),
      call(t.app, 'GET', '/no/such/path'),
      call(t.app, 'GET', '/dashboard/profile'),
      call(t.app, 'GET', '/dashboard/clients/%E0%A4%A'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 404, 401, 400]);
    for (const a of answers) expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("never takes a client's own id without a trusted proxy (trust-proxy.test.ts has the proxy's)", async () => {
    const id = (sent: string) => call(t.app, 'GET', '/healthz', { headers: { 'x-request-id': sent } });
    for (const sent of ['3f2a9c1e-proxy-42', '<script>alert(1)</script>', 'a'.repeat(200), 'short']) {
      expect((await id(sent)).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('Content-Security-Policy', () => {
  it("lets scripts connect to the app's own origin, websockets included, and nowhere else", async () => {
    const res = await call(t.app, 'GET', '/healthz', { headers: { host: 'club.example.com:8443' } });
    const connect = /connect-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(connect).toBe("'self' ws://club.example.com:8443 wss://club.example.com:8443");
    const odd = await call(t.app, 'GET', '/healthz', { headers: { host: 'a b;script-src *' } });
    expect(String(odd.headers['content-security-policy'])).toContain("connect-src 'self' 'self';");
  });
});

describe('requests Node cannot parse', () => {
  it('answer an oversized header with the error envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({
        port,
        host: '127.0.0.1',
        path: '/healthz',
        headers: { 'x-big': 'x'.repeat(40_000) },
      });
      req.on('response', (r) => {
        let body = '';
        r.on('data', (d) => {
          body += d;
        });
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      code: 43100,
      meta: { error: true, message: expect.stringContaining('headers are too large') },
      data: null,
    });
  });
});

describe('a value the database refuses', () => {
  it.each(['nul', 'overflow'])('answers 400 with the envelope, never a 500 (%s)', async (kind) => {
    const res = await call(t.app, 'POST', PROBE, { body: { kind } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 40001, meta: { error: true }, data: null });
    expect(JSON.stringify(res.body)).not.toMatch(/\bat \w|Failed query/);
  });
});

// The 500s of issue 9, one of each kind: each is now the caller's 400, naming the field.
describe('hostile values that used to answer 500', () => {
  it.each([
    ['a NUL in a query', 'GET', '/public/branding?subdomain=%00', undefined, 'subdomain'],
    [
      'a NUL in the login email',
      'POST',
      '/dashboard/login',
      { email: 'a\u0000@x.io', password: 'x' },
      'email',
    ],
    ['an id past 2^31 in a path', 'GET', '/dashboard/clients/2147483648/brief', undefined, 'id'],
    // One address per record: club 1 is /clients/1 only.
    ['an id in hex', 'GET', '/dashboard/clients/0x1/brief', undefined, 'id'],
    ['an id with an exponent', 'GET', '/dashboard/clients/1e0/brief', undefined, 'id'],
    ['an id with a leading zero', 'GET', '/dashboard/clients/01/brief', undefined, 'id'],
    ['an id with a space', 'GET', '/dashboard/clients/1%20/brief', undefined, 'id'],
    [
      'an id past 2^31 in a body',
      'PUT',
      '/dashboard/clients/1/loaner-pods',
      { barcode: 'POD-1', locationId: 2 ** 31 },
      'locationId',
    ],
    [
      'a lone surrogate in integration settings',
      'POST',
      '/dashboard/clients/1/integrations/abc',
      { enabled: true, config: { clubNumber: 'x\ud800' } },
      'config.clubNumber',
    ],
  ] as const)('%s', async (_, method, url, body, field) => {
    const res = await call(t.app, method, url, { token: t.tokens.accuro, body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(40000);
    expect(Object.keys(res.body.data.fields)).toEqual([field]);
  });
});
