import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { restoreAfterTest } from '../../test-support/restore-after-test.ts';
import { call, DEMO_LOGINS, DEMO_PASSWORD, readLaneClient } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { users } from '../users/users.table.ts';
import { resetAttempts, sessions } from './auth.table.ts';
import { recordLoginAttempt } from './login-failures.repository.ts';
import { accountDelayMs, LOGIN_LIMITS } from './login-throttle.ts';
import { RESET_ATTEMPT_LIMITS, RESET_REQUEST_LIMITS } from './password-reset.service.ts';

const t = useTestApp();

// Each test signs in from its own client address, so the per-client limits of one do not reach another.
const login = (email: string, password: string, ip = '127.0.0.1', lang?: string) =>
  call(t.app, 'POST', '/dashboard/login', { body: { email, password }, ip, lang });

describe('POST /dashboard/login', () => {
  it.each(DEMO_LOGINS.map((u) => [u.email, u.role] as const))('signs in %s as %s', async (email, role) => {
    const res = await login(email, DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(20000);
    const profile = await call(t.app, 'GET', '/dashboard/profile', { token: res.body.data.token });
    expect(profile.body.data.memberRole).toBe(role);
  });

  it('trims the email and ignores its case', async () => {
    const res = await login('  Member@EXAMPLE.com ', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.data.token).toMatch(/^[\w-]{43}$/);
  });

  it('answers with the token uncached, and its refusals too', async () => {
    expect((await login('member@example.com', DEMO_PASSWORD, '10.1.9.1')).headers['cache-control']).toBe(
      'no-store',
    );
    expect((await login('member@example.com', 'wrong-pass', '10.1.9.1')).headers['cache-control']).toBe(
      'no-store',
    );
  });

  it('stores only a hash of the token', async () => {
    const { body } = await login('member@example.com', DEMO_PASSWORD);
    const rows = await t.deps.db.select().from(sessions).orderBy(desc(sessions.id)).limit(1);
    expect(rows[0]?.tokenHash).not.toContain(body.data.token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23.9 * 3600_000);
  });

  it('answers a wrong password and an unknown email alike, with 401', async () => {
    const wrongPassword = await login('coach@example.com', 'not-the-password', '10.9.0.1');
    const unknownEmail = await login('nobody@example.com', DEMO_PASSWORD, '10.9.0.1');
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        code: 40101,
        meta: { error: true, message: 'Wrong email or password' },
        data: null,
      });
    }
  });

  it('names the field in the request language', async () => {
    const en = await call(t.app, 'POST', '/dashboard/login', { body: { email: ' ', password: 'x' } });
    expect(en.status).toBe(400);
    expect(en.body.data.fields).toEqual({ email: 'Please enter the correct user name' });
    const es = await call(t.app, 'POST', '/dashboard/login', {
      body: { email: 'a@b.co' },
      lang: 'es-ES,es;q=0.9',
    });
    expect(es.body.data.fields.password).toBe('La contraseña no puede tener menos de 6 caracteres');
    // A password past the longest allowed is told so, not that it is too short.
    const long = await call(t.app, 'POST', '/dashboard/login', {
      body: { email: 'a@b.co', password: 'x'.repeat(900_000) },
    });
    expect([long.status, long.body.data.fields]).toEqual([
      400,
      { password: 'The password can not be longer than 128 characters' },
    ]);
  });

  it('refuses the guessing client after 5 failures on an account, while the owner still signs in', async () => {
    const attacker = '10.1.1.1';
    for (let i = 0; i < LOGIN_LIMITS.perClientAndAccount; i++)
      expect((await login('admin@example.com', 'wrong-pass', attacker)).status).toBe(401);
    const blocked = await login('admin@example.com', DEMO_PASSWORD, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body.meta.message).toMatch(
      /Too many failed sign-in attempts, please try again in \d+ minutes/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const es = await login('admin@example.com', DEMO_PASSWORD, attacker, 'es');
    expect(es.body.meta.message).toMatch(/Demasiados intentos fallidos .* dentro de \d+ minutos/);
    // The platform admin, from their own client, is not locked out by someone else's failures.
    expect((await login('admin@example.com', DEMO_PASSWORD, '10.1.1.2')).status).toBe(200);
    // The attacker's client may still try another account.
    expect((await login('location.admin@example.com', DEMO_PASSWORD, attacker)).status).toBe(200);
  });

  it('lets no more simultaneous guesses from one client reach the password check than its limit', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () => login('club2.admin@example.com', 'wrong-pass', '10.1.3.1')),
    );
    // Each try is counted before it is decided and sees those counted before it: at most the limit pass
    // (on PostgreSQL, where the tries truly run at once, often none).
    const checked = guesses.filter((r) => r.status === 401).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perClientAndAccount);
    expect(guesses.filter((r) => r.status === 429)).toHaveLength(20 - checked);
    // The owner, from their own client, still gets in.
    expect((await login('club2.admin@example.com', DEMO_PASSWORD, '10.1.3.2')).status).toBe(200);
  });

  it('forgives a client its failures on an account once it signs in there', async () => {
    const ip = '10.1.2.1';
    for (let i = 0; i < LOGIN_LIMITS.perClientAndAccount - 1; i++)
      await login('coach@example.com', 'typo', ip);
    expect((await login('coach@example.com', DEMO_PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perClientAndAccount - 1; i++)
      await login('coach@example.com', 'typo', ip);
    expect((await login('coach@example.com', DEMO_PASSWORD, ip)).status).toBe(200);
  });

  it('never counts a successful sign-in against its client', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perClient + 5; i++) {
      expect((await login('member@example.com', DEMO_PASSWORD, '10.2.3.4')).status).toBe(200);
    }
  });

  it('throttles a client after 30 failures across accounts', async () => {
    const ip = '10.2.2.2';
    for (let i = 0; i < LOGIN_LIMITS.perClient; i++) await login(`nobody${i}@example.com`, 'wrong-pass', ip);
    expect((await login('club.admin@example.com', DEMO_PASSWORD, ip)).status).toBe(429);
    expect((await login('club.admin@example.com', DEMO_PASSWORD, '10.2.2.3')).status).toBe(200);
  });

  it('only slows an account down, by a bounded delay, when many clients fail on it', async () => {
    const email = 'trainer.leader@example.com';
    // Failures from many clients, far past the point where the slow-down is at its cap.
    const failures = LOGIN_LIMITS.accountSlowAfter + 40;
    for (let i = 0; i < failures; i++)
      await recordLoginAttempt(t.deps.db, email, `10.6.${i >> 8}.${i & 255}`);
    const started = performance.now();
    const owner = await login(email, DEMO_PASSWORD, '10.6.9.9');
    const waited = performance.now() - started;
    expect(owner.status).toBe(200);
    // A lower bound only (a sleep never ends early): the slow-down did happen, and no refusal came.
    expect(waited).toBeGreaterThanOrEqual(accountDelayMs(failures) - 5);
  });

  it('hashes passwords with argon2id at the OWASP minimum', async () => {
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, 'member@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('tokens', () => {
  it('rejects a missing or unknown token with 50008', async () => {
    for (const token of [undefined, 'made-up-token']) {
      const res = await call(t.app, 'GET', '/dashboard/profile', { token });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(50008);
    }
  });

  it('rejects an expired token with 50014', async () => {
    const token = await t.tokenFor('member@example.com');
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, await lastSessionId()));
    const res = await call(t.app, 'GET', '/dashboard/profile', { token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(50014);
  });

  it('revokes the token on logout', async () => {
    const { body } = await login('member@example.com', DEMO_PASSWORD);
    const token = body.data.token;
    expect((await call(t.app, 'POST', '/user/logout', { token })).body.data).toEqual({ ok: true });
    expect((await call(t.app, 'GET', '/dashboard/profile', { token })).body.code).toBe(50008);
  });

  it('refuses the tokens of a disabled user', async () => {
    const token = await disabledUserToken();
    expect((await call(t.app, 'GET', '/dashboard/profile', { token })).body.code).toBe(50008);
    const again = await login('location.admin@example.com', DEMO_PASSWORD, '10.3.3.3');
    expect(again.status).toBe(403);
  });

  // The access guard reads the sessions of requests that arrive together with one statement
  // (sessions.repository.ts); each request must still get its own caller, or its own refusal.
  it('reads the sessions of simultaneous requests in one statement, each answered as its own caller', async () => {
    const disabled = await disabledUserToken();
    const revoked = await t.tokenFor('coach@example.com');
    await t.deps.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, await lastSessionId()));
    const callers = [
      'member@example.com',
      'club.admin@example.com',
      'admin@example.com',
      'coach@example.com',
    ];
    const tokens = await Promise.all(callers.map((email) => t.tokenFor(email)));
    const reads = sessionReads();
    const answers = await Promise.all(
      [...tokens, tokens[0], disabled, revoked, 'made-up-token'].map((token) =>
        call(t.app, 'GET', '/dashboard/profile', { token }),
      ),
    );
    const statements = reads.done();
    expect(answers.map((res) => res.body.data?.email ?? res.body.code)).toEqual([
      ...callers,
      callers[0],
      50008,
      50008,
      50008,
    ]);
    expect(statements).toBe(1);
  });

  // PostgreSQL plans a prepared statement afresh on each execution while a plan for the values at hand
  // looks cheaper than its shared plan, as one for a single-hash array always did: planning then cost
  // five times the read itself, on every signed-in request.
  // PostgreSQL only: PGlite runs every statement unnamed, planned each time by design.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'plans the session read once, not on every request',
    async () => {
      const token = await t.tokenFor('member@example.com');
      for (let i = 0; i < 8; i++)
        expect((await call(t.app, 'GET', '/dashboard/profile', { token })).status).toBe(200);
      // The session read runs on the read lane's one connection, whose plans pg_prepared_statements shows.
      const plans = await t.deps.database.reads.execute(
        sql`select generic_plans::int from pg_prepared_statements where name = 'sessions_by_token_hashes'`,
      );
      const [statement] = (plans as unknown as { rows: { generic_plans: number }[] }).rows;
      expect(statement?.generic_plans).toBeGreaterThan(0);
    },
  );
});

/** A token of the location admin, whose account is then disabled (until the test ends). */
async function disabledUserToken() {
  await restoreAfterTest(t.deps.db, users, eq(users.email, 'location.admin@example.com'));
  const token = await t.tokenFor('location.admin@example.com');
  await t.deps.db
    .update(users)
    .set({ status: 'disabled' })
    .where(eq(users.email, 'location.admin@example.com'));
  return token;
}

/** Counts the statements that read sessions by token hash, on either database, until `done()`. */
function sessionReads() {
  // The access guard reads sessions on the read lane.
  const spy = vi.spyOn(readLaneClient(t.deps), 'query');
  const text = (query: unknown) =>
    typeof query === 'string' ? query : ((query as { text?: string }).text ?? '');
  return {
    done() {
      const count = spy.mock.calls.filter(([query]) =>
        /"token_hash" in \(select jsonb_array_elements_text/.test(text(query)),
      ).length;
      spy.mockRestore();
      return count;
    },
  };
}

async function lastSessionId() {
  const [row] = await t.deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .orderBy(desc(sessions.id))
    .limit(1);
  return row?.id ?? 0;
}

describe('POST /dashboard/register', () => {
  // The join code of club 1's registration link, read before the first test.
  const valid = {
    email: 'New.Member@Example.com',
    password: 'treadmill-42',
    firstName: 'Nora',
    lastName: 'New',
    gender: 'female',
    birthDate: '1990-04-02',
    joinCode: '',
  };
  beforeAll(async () => {
    const [club] = await t.deps.db.select({ joinCode: clubs.joinCode }).from(clubs).where(eq(clubs.id, 1));
    valid.joinCode = club?.joinCode ?? '';
  });

  it("creates an unverified member of the link's club and signs them in", async () => {
    const res = await call(t.app, 'POST', '/dashboard/register', { body: valid });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data.profile).toMatchObject({
      email: 'new.member@example.com',
      memberRole: 'member',
      clientId: 1,
    });
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, 'new.member@example.com'));
    expect(row).toMatchObject({ clubId: 1, verifiedAt: null });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/);
    const profile = await call(t.app, 'GET', '/dashboard/profile', { token: res.body.data.token });
    expect(profile.body.data.name).toBe('Nora New');
  });

  it('lets exactly one of two simultaneous registrations of an email through', async () => {
    const body = { ...valid, email: 'twins@example.com' };
    const results = await Promise.all([
      call(t.app, 'POST', '/dashboard/register', { body }),
      call(t.app, 'POST', '/dashboard/register', { body }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses a taken email with 409', async () => {
    const res = await call(t.app, 'POST', '/dashboard/register', {
      body: { ...valid, email: 'member@example.com' },
    });
    expect(res.status).toBe(409);
    expect(res.body.data.fields.email).toBe('This email address is already registered');
  });

  it.each([
    [{ password: 'abc' }, 'password', 'The password can not be less than 6 digits'],
    [{ password: 'password123' }, 'password', 'This password is too common, please choose another one'],
    [{ email: 'not-an-email' }, 'email', 'Please enter the correct email address'],
    [{ gender: 'x' }, 'gender', 'Please select gender'],
    [{ birthDate: '' }, 'birthDate', 'Please select birthDate'],
    [{ firstName: '' }, 'firstName', 'Please enter the correct first name'],
    // The add form's rules: a birth after today would give a max HR above 220; a formula-like name.
    [{ birthDate: '2099-01-01' }, 'birthDate', 'The birth date must be between 1900 and today'],
    [
      { firstName: '=HYPERLINK("http://x")' },
      'firstName',
      'This value cannot start with =, +, -, @ or a tab',
    ],
    [{ nickName: '+1+1' }, 'nickName', 'This value cannot start with =, +, -, @ or a tab'],
    [
      { joinCode: 'not-a-code' },
      'joinCode',
      'This registration link is not valid; ask your club for its current link',
    ],
    [{ joinCode: '' }, 'joinCode', 'This registration link is not valid; ask your club for its current link'],
    [
      { joinCode: undefined },
      'joinCode',
      'This registration link is not valid; ask your club for its current link',
    ],
  ])('refuses %j with 400 on %s', async (change, field, message) => {
    const res = await call(t.app, 'POST', '/dashboard/register', {
      body: { ...valid, email: 'x1@example.com', ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.fields[field]).toBe(message);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, 'x1@example.com'));
    expect(row).toBeUndefined();
  });
});

describe('forgot and reset password', () => {
  const email = 'coach@example.com';
  const mailsTo = async (address: string) =>
    (await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, address))).length;
  // A mail slower than the answer's time floor is written just after the answer: wait for it.
  const expectMails = (address: string, count: number) =>
    vi.waitFor(async () => expect(await mailsTo(address)).toBe(count), { timeout: 10_000 });
  /** The code of the newest mail to `email`, once there are more than `before` of them. */
  const nextCode = async (before: number) => {
    await vi.waitFor(async () => expect(await mailsTo(email)).toBeGreaterThan(before), { timeout: 10_000 });
    const [mail] = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return /(\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
  };

  it('answers the same for unknown emails and sends nothing', async () => {
    const res = await call(t.app, 'POST', '/dashboard/forgot-password', {
      body: { email: 'ghost@example.com' },
    });
    expect(res.status).toBe(200);
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ghost@example.com'));
    expect(mails).toHaveLength(0);
  });

  const forgot = (address: string, ip: string, lang?: string) =>
    call(t.app, 'POST', '/dashboard/forgot-password', { body: { email: address }, ip, lang });
  // What a client sees of an answer; the request id and the date differ on every answer anyway.
  const seen = (res: Awaited<ReturnType<typeof forgot>>) => {
    const { 'x-request-id': _id, date: _date, ...headers } = res.headers;
    return { status: res.status, body: res.raw.body, headers };
  };

  it('answers a registered and an unknown address identically', async () => {
    const known = await forgot('member@example.com', '10.7.0.1', 'es');
    const unknown = await forgot('no-such-member@example.com', '10.7.0.2', 'es');
    expect(known.status).toBe(200);
    expect(seen(unknown)).toEqual(seen(known));
    await expectMails('member@example.com', 1);
  });

  it('answers a reset try the same for a registered and an unknown address, whatever the password', async () => {
    const reset = (address: string, password: string, ip: string) =>
      call(t.app, 'POST', '/dashboard/reset-password', {
        body: { email: address, code: '123456', password, confirmPassword: password },
        ip,
        lang: 'es',
      }).then(seen);
    for (const password of ['password1', 'rowing-machine']) {
      const known = await reset('coach@example.com', password, '10.7.1.1');
      const unknown = await reset('no-such-coach@example.com', password, '10.7.1.2');
      expect(known.status).toBeGreaterThanOrEqual(400);
      expect(unknown).toEqual(known);
    }
  });

  it('limits requests per address, registered or not, with 429 and Retry-After', async () => {
    const { perAddress } = RESET_REQUEST_LIMITS;
    for (const address of ['location.admin@example.com', 'nobody-here@example.com']) {
      // From a new client each time: only the address is counted here.
      for (let i = 0; i < perAddress; i++) expect((await forgot(address, `10.8.0.${i}`)).status).toBe(200);
      const refused = await forgot(address, '10.8.1.1', 'es');
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe(42901);
      expect(refused.body.meta.message).toMatch(/^Demasiadas solicitudes .* dentro de \d+ minutos$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    await expectMails('location.admin@example.com', perAddress);
    // The refusal reads the same for both (but for how long each waits), so it tells nothing of either.
    const shape = (res: Awaited<ReturnType<typeof forgot>>) =>
      res.raw.body.replace(/\d+(?=\D*$)|\d+ min/g, 'N');
    const known = await forgot('location.admin@example.com', '10.8.2.1');
    const unknown = await forgot('nobody-here@example.com', '10.8.2.2');
    expect(shape(unknown)).toEqual(shape(known));
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
  });

  it('lets no more simultaneous requests for one address through than its limit', async () => {
    const address = 'trainer.leader@example.com';
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => forgot(address, `10.8.5.${i}`)));
    const accepted = answers.filter((r) => r.status === 200).length;
    expect(accepted).toBeLessThanOrEqual(RESET_REQUEST_LIMITS.perAddress);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(12 - accepted);
    await expectMails(address, accepted);
    // The refused ones do not count: the address may still ask, up to its limit.
    if (accepted < RESET_REQUEST_LIMITS.perAddress)
      expect((await forgot(address, '10.8.5.99')).status).toBe(200);
  });

  it('limits requests per client across addresses', async () => {
    const { perClient } = RESET_REQUEST_LIMITS;
    for (let i = 0; i < perClient; i++)
      expect((await forgot(`someone${i}@example.com`, '10.9.9.9')).status).toBe(200);
    const refused = await forgot('club.admin@example.com', '10.9.9.9');
    expect(refused.status).toBe(429);
    expect(refused.body.meta.message).toMatch(
      /Too many password reset requests, please try again in \d+ minutes/,
    );
    expect(await mailsTo('club.admin@example.com')).toBe(0);
    expect((await forgot('club.admin@example.com', '10.9.9.10')).status).toBe(200);
    await expectMails('club.admin@example.com', 1);
  });

  it('mails a 6-digit code that resets the password once and ends old sessions', async () => {
    await restoreAfterTest(t.deps.db, users, eq(users.email, email));
    const oldToken = await t.tokenFor(email);
    const before = await mailsTo(email);
    expect((await call(t.app, 'POST', '/dashboard/forgot-password', { body: { email } })).status).toBe(200);
    const code = await nextCode(before);
    expect(code).toMatch(/^\d{6}$/);

    const differ = await call(t.app, 'POST', '/dashboard/reset-password', {
      body: { email, code, password: 'rowing-machine', confirmPassword: 'rowing-machinE' },
    });
    expect(differ.status).toBe(400);
    expect(differ.body.data.fields.confirmPassword).toBe('The two passwords are different');

    const wrong = await call(t.app, 'POST', '/dashboard/reset-password', {
      body: {
        email,
        code: code === '000000' ? '111111' : '000000',
        password: 'rowing-machine',
        confirmPassword: 'rowing-machine',
      },
      lang: 'es',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.fields.code).toBe('Introduce el código de confirmación correcto');

    const done = await call(t.app, 'POST', '/dashboard/reset-password', {
      body: { email, code, password: 'rowing-machine', confirmPassword: 'rowing-machine' },
    });
    expect(done.status).toBe(200);
    expect((await call(t.app, 'GET', '/dashboard/profile', { token: oldToken })).body.code).toBe(50008);
    expect((await login(email, 'rowing-machine', '10.4.4.4')).status).toBe(200);

    const reused = await call(t.app, 'POST', '/dashboard/reset-password', {
      body: { email, code, password: 'another-pass1', confirmPassword: 'another-pass1' },
    });
    expect(reused.status).toBe(422);
  });

  it('gives a code 5 tries, however many guesses arrive at once', async () => {
    await restoreAfterTest(t.deps.db, users, eq(users.email, email));
    const before = await mailsTo(email);
    await call(t.app, 'POST', '/dashboard/forgot-password', { body: { email }, ip: '10.4.5.1' });
    const code = await nextCode(before);
    const wrongCode = code === '000000' ? '111111' : '000000';
    // Each guess from its own client, as a spread-out attack's: the per-client limit stays out of it.
    const reset = (c: string, i: number) =>
      call(t.app, 'POST', '/dashboard/reset-password', {
        body: { email, code: c, password: 'rowing-machine', confirmPassword: 'rowing-machine' },
        ip: `10.4.6.${i}`,
      });
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => reset(wrongCode, i)));
    expect(guesses.every((r) => r.status === 422)).toBe(true);
    const { passwordResets } = await import('./auth.table.ts');
    const [row] = await t.deps.db
      .select({ attempts: passwordResets.attempts })
      .from(passwordResets)
      .orderBy(desc(passwordResets.id))
      .limit(1);
    expect(row?.attempts).toBe(5);
    // The tries are spent: the right code no longer works.
    expect((await reset(code, 99)).status).toBe(422);
  });

  it("limits reset tries per client across addresses, in the caller's language", async () => {
    const { perClient } = RESET_ATTEMPT_LIMITS;
    const reset = (address: string, ip: string, lang?: 'es') =>
      call(t.app, 'POST', '/dashboard/reset-password', {
        body: {
          email: address,
          code: '123456',
          password: 'rowing-machine',
          confirmPassword: 'rowing-machine',
        },
        ip,
        lang,
      });
    for (let i = 0; i < perClient; i++)
      expect((await reset(`guess${i}@example.com`, '10.7.7.7')).status).toBe(422);
    const refused = await reset('member@example.com', '10.7.7.7', 'es');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(42902);
    expect(refused.body.meta.message).toMatch(
      /^Demasiados intentos de restablecer la contraseña, inténtalo de nuevo dentro de \d+ minutos$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not held back, and the refused try did not count.
    expect((await reset('member@example.com', '10.7.7.8')).status).toBe(422);
    await t.deps.db.delete(resetAttempts).where(eq(resetAttempts.ip, '10.7.7.7'));
  });

  it('expires the code after 15 minutes', async () => {
    const before = await mailsTo(email);
    await call(t.app, 'POST', '/dashboard/forgot-password', { body: { email } });
    const code = await nextCode(before);
    const { passwordResets } = await import('./auth.table.ts');
    await t.deps.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1) });
    const res = await call(t.app, 'POST', '/dashboard/reset-password', {
      body: { email, code, password: 'late-password', confirmPassword: 'late-password' },
    });
    expect(res.status).toBe(422);
  });
});
