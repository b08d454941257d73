import { count, desc } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { loginFailures } from '../modules/auth/auth.table.ts';
import { mailOutbox } from '../modules/mail/mail.table.ts';
import { call } from '../test-support/test-app.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { hideSecrets, LOG_TEXT_MAX, logSafeUrl, serializeError } from './logger.ts';

// The server's real logger, at info (every request line), into memory.
const lines: string[] = [];
const t = useTestApp({ logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } });
const logged = () => lines.join('');

describe('the server log', () => {
  it('hides the token of a ?token= URL and never copies the authorization header', async () => {
    lines.length = 0;
    const token = t.tokens.member;
    expect((await call(t.app, 'GET', `/dashboard/profile?token=${token}`)).status).toBe(200);
    expect((await call(t.app, 'GET', '/dashboard/profile', { token })).status).toBe(200);
    // The server reads a percent-encoded key as the same `token`.
    expect((await call(t.app, 'GET', `/dashboard/profile?%74oken=${token}`)).status).toBe(200);
    expect(logged()).toContain('/dashboard/profile?token=[redacted]');
    expect(logged()).toContain('/dashboard/profile?%74oken=[redacted]');
    expect(logged()).not.toContain(token);
  });

  it('never prints a reset code, which only the outbox keeps when no SMTP server is set', async () => {
    lines.length = 0;
    const res = await call(t.app, 'POST', '/dashboard/forgot-password', {
      body: { email: 'coach@example.com' },
    });
    expect(res.status).toBe(200);
    // A mail slower than the answer's time floor is stored just after the answer.
    await vi.waitFor(() => expect(logged()).toContain('email stored in mail_outbox'), { timeout: 10_000 });
    const [mail] = await t.deps.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toBeDefined();
    expect(logged()).toContain('email stored in mail_outbox');
    expect(logged()).not.toContain(code);
  });

  it('hides any secret a log call passes, at the top or one level down, without changing the object', () => {
    lines.length = 0;
    const call_ = {
      token: 'secret-top-token',
      password: 'secret-top-password',
      code: '918273',
      user: { name: 'kept-name', password: 'secret-user-password', token: 'secret-user-token' },
      headers: {
        authorization: 'Bearer secret-header',
        cookie: 'Admin-Token=secret-cookie',
        accept: 'kept-accept',
      },
    };
    const before = structuredClone(call_);
    t.app.log.info(call_, 'secrets test');
    const out = logged();
    expect(out).toContain('kept-name');
    expect(out).toContain('kept-accept');
    for (const secret of ['secret-', '918273']) expect(out).not.toContain(secret);
    expect(call_).toEqual(before);
  });

  it('refuses a 0.9 MB login email with 400 before the database, and logs no long line', async () => {
    lines.length = 0;
    const failuresBefore = await t.deps.db.select({ n: count() }).from(loginFailures);
    const email = `${'a'.repeat(900_000)}@example.com`;
    const res = await call(t.app, 'POST', '/dashboard/login', { body: { email, password: 'whatever1' } });
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toHaveProperty('email');
    expect(await t.deps.db.select({ n: count() }).from(loginFailures)).toEqual(failuresBefore);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(8 * LOG_TEXT_MAX);
  });
});

describe('logSafeUrl', () => {
  it('hides every token value and caps the length', () => {
    expect(logSafeUrl('/a?x=1&token=abc&TOKEN=def#h')).toBe('/a?x=1&token=[redacted]&TOKEN=[redacted]#h');
    // Percent-encoded keys are the same key to the server.
    expect(logSafeUrl('/a?%74oken=abc&tok%65n=def&to%6Ben=g')).toBe(
      '/a?%74oken=[redacted]&tok%65n=[redacted]&to%6Ben=[redacted]',
    );
    expect(logSafeUrl('/a?tokens=abc&%zz=1')).toBe('/a?tokens=abc&%zz=1');
    // The Kelvin sign lower-cases to k.
    expect(logSafeUrl('/a?to\u212Aen=abc')).toBe('/a?to\u212Aen=[redacted]');
    expect(logSafeUrl('/dashboard/clients/1/members/page/1?pageSize=20')).toBe(
      '/dashboard/clients/1/members/page/1?pageSize=20',
    );
    expect(logSafeUrl(`/a?q=${'x'.repeat(100_000)}`).length).toBeLessThan(LOG_TEXT_MAX + 50);
  });
});

describe('serializeError', () => {
  it('keeps a failed query but not its parameters, and caps message and stack', () => {
    const cause = Object.assign(new Error('invalid byte sequence'), { code: '22021' });
    const err = new Error(
      `Failed query: insert into x values ($1)\nparams: secret-token,${'y'.repeat(50_000)}`,
      {
        cause,
      },
    );
    const out = serializeError(err);
    expect(out.message).toBe('Failed query: insert into x values ($1)\nparams: [redacted]');
    expect(JSON.stringify(out)).not.toContain('secret-token');
    expect(out.cause).toMatchObject({ message: 'invalid byte sequence', code: '22021' });
    expect(serializeError(new Error('z'.repeat(100_000))).message.length).toBeLessThan(LOG_TEXT_MAX + 50);
  });
});

describe('hideSecrets', () => {
  it('returns the same object when it holds no secret, and leaves serialized keys to their serializers', () => {
    const plain = { reqId: 'r1', responseTime: 3, user: { name: 'x' }, list: [1, 2] };
    expect(hideSecrets(plain)).toBe(plain);
    const req = { token: 'the req serializer copies only what it names' };
    expect(hideSecrets({ req }).req).toBe(req);
    expect(hideSecrets({ a: { token: 't' }, b: 1 })).toEqual({ a: { token: '[redacted]' }, b: 1 });
  });
});
