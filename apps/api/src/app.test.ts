import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './test-support/test-app.ts';
import { useTestApp } from './test-support/use-test-app.ts';

const t = useTestApp();
beforeAll(async () => {
  t.app.get('/boom', { config: { access: { public: true } } }, async () => {
    throw new Error('secret internal detail at /srv/app.ts:12');
  });
});

describe('server conventions', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await call(t.app, 'GET', '/healthz')).status).toBe(200);
    expect((await call(t.app, 'GET', '/readyz')).body.data).toEqual({ status: 'ok' });
  });

  it('reports not ready (503) while shutting down', async () => {
    t.deps.state.shuttingDown = true;
    const res = await call(t.app, 'GET', '/readyz');
    t.deps.state.shuttingDown = false;
    expect(res.status).toBe(503);
    expect(res.body.code).toBe(50300);
  });

  it('hides 5xx details behind a generic message', async () => {
    const res = await call(t.app, 'GET', '/boom', { lang: 'es' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 50000,
      meta: { error: true, message: 'Algo ha fallado por nuestra parte, inténtalo de nuevo' },
      data: null,
    });
    expect(res.raw.body).not.toContain('secret');
  });

  it('answers unknown paths with a 404 envelope', async () => {
    const res = await call(t.app, 'GET', '/dashboard/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(40400);
  });

  it('answers unreadable JSON with 400 and too large bodies with 413', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/dashboard/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(40001);
    const big = await t.app.inject({
      method: 'POST',
      url: '/dashboard/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe(41300);
  });

  it('sends security headers and a request id', async () => {
    const res = await call(t.app, 'GET', '/healthz');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document built from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/dashboard/login', '/dashboard/profile']),
    );
    expect(doc.paths['/dashboard/login'].post.requestBody).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
  });
});
