import http2 from 'node:http2';
import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveClient, makeLiveClass } from './modules/classes-live/classes-live-test-setup.ts';
import { call, createTestApp } from './test-support/test-app.ts';
import { makeSelfSignedCert } from './test-support/tls-cert.ts';
import { useTestApp } from './test-support/use-test-app.ts';

// With TLS_CERT_FILE and TLS_KEY_FILE the server speaks TLS itself: HTTP/2 for browsers, HTTP/1.1 for
// older clients and for websockets, on one port.
const tls = makeSelfSignedCert();
const env = { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile };
const t = useTestApp({ env });
let origin = '';

async function listen(app: typeof t.app): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** One GET over an HTTP/2 session: the status, the headers and the body. */
function h2Get(session: http2.ClientHttp2Session, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const stream = session.request({ ':path': path, ...headers });
      let body = '';
      let answer: http2.IncomingHttpHeaders = {};
      stream.setEncoding('utf8');
      stream.on('response', (h) => {
        answer = h;
      });
      stream.on('data', (chunk) => {
        body += chunk;
      });
      stream.on('end', () => resolve({ status: Number(answer[':status']), headers: answer, body }));
      stream.on('error', reject);
    },
  );
}

beforeAll(async () => {
  origin = await listen(t.app);
});
afterAll(() => tls.remove());

describe('the server over TLS', () => {
  it('speaks HTTP/2 to a client that offers it, with HSTS and the same answers', async () => {
    const session = http2.connect(`https://${origin}`, { ca: tls.cert });
    try {
      const health = await h2Get(session, '/healthz');
      expect(session.alpnProtocol).toBe('h2');
      expect(health.status).toBe(200);
      expect(health.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const profile = await h2Get(session, '/dashboard/profile', { 'x-authorization': t.tokens.club });
      expect(profile.status).toBe(200);
      expect(JSON.parse(profile.body).data.email).toBe('club.admin@example.com');
      // HTTP/2 names the host in :authority: the CSP still allows the app's own websocket origin only.
      expect(profile.headers['content-security-policy']).toContain(
        `connect-src 'self' ws://${origin} wss://${origin}`,
      );
      expect(profile.headers['cache-control']).toBe('no-store');
      const refused = await h2Get(session, '/dashboard/profile');
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.body).meta.error).toBe(true);
    } finally {
      session.close();
    }
  });

  it("refuses headers over HTTP/1.1's limit with the same 431 envelope", async () => {
    const session = http2.connect(`https://${origin}`, { ca: tls.cert });
    try {
      const fits = await h2Get(session, '/healthz', { 'x-padding': 'a'.repeat(8_000) });
      expect(fits.status).toBe(200);
      const big = await h2Get(session, '/healthz', { 'x-padding': 'a'.repeat(20_000) });
      expect(big.status).toBe(431);
      expect(JSON.parse(big.body)).toMatchObject({ code: 43100, meta: { error: true }, data: null });
      expect(big.headers['x-request-id']).toBeTruthy();
    } finally {
      session.close();
    }
  });

  it('answers an HTTP/1.1 client on the same port', async () => {
    const res = await new Promise<{ status: number; version: string }>((resolve, reject) => {
      https
        .get(`https://${origin}/healthz`, { ca: tls.cert }, (r) => {
          r.resume();
          r.on('end', () => resolve({ status: r.statusCode ?? 0, version: r.httpVersion }));
        })
        .on('error', reject);
    });
    expect(res).toEqual({ status: 200, version: '1.1' });
  });

  it('opens a live class socket over wss', async () => {
    const classId = await makeLiveClass(t);
    const started = await call(t.app, 'POST', `/dashboard/clients/1/classes/${classId}/actions/start`, {
      token: t.tokens.coach,
    });
    expect(started.status).toBe(200);
    const c = liveClient(
      `wss://${origin}/dashboard/clients/1/classes/${classId}/live`,
      { 'x-authorization': t.tokens.coach },
      { ca: tls.cert },
    );
    expect((await c.next('ready')).role).toBe('sender');
    c.close();
  });
});

describe('shutting down over TLS', () => {
  let other: Awaited<ReturnType<typeof createTestApp>> | undefined;
  afterAll(() => other?.close());

  it('closes with an HTTP/2 session still open instead of waiting for the browser to leave', async () => {
    other = await createTestApp({ env });
    const session = http2.connect(`https://${await listen(other.app)}`, { ca: tls.cert });
    expect((await h2Get(session, '/healthz')).status).toBe(200);
    const closed = await Promise.race([
      other.app.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 10_000)),
    ]);
    expect(closed).toBe('closed');
    session.destroy();
  }, 20_000);
});
