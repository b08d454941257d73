import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { users } from '../users/users.table.ts';

const t = useTestApp();

const INVALID = 'This registration link is not valid; ask your club for its current link';
const body = (email: string, joinCode: string) => ({
  email,
  password: 'treadmill-42',
  firstName: 'Jo',
  lastName: 'Joiner',
  gender: 'male',
  birthDate: '1988-02-03',
  joinCode,
});
const codeOf = async (clubId: number, token = t.tokens.club) =>
  (await call(t.app, 'GET', `/dashboard/clients/${clubId}/join-code`, { token })).body.data
    ?.joinCode as string;

describe('joining a club through its registration link', () => {
  it('shows staff the code, and the register page the club it joins', async () => {
    const code = await codeOf(1, t.tokens.coach);
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    const club = await call(t.app, 'GET', `/dashboard/register/club?club=${code}`);
    expect(club.status).toBe(200);
    expect(club.body.data).toEqual({ clubName: expect.any(String) });
    const wrong = await call(t.app, 'GET', '/dashboard/register/club?club=nope', { lang: 'es' });
    expect(wrong.status).toBe(404);
    expect(wrong.body.meta.message).toBe(
      'Este enlace de registro no es válido; pide a tu club su enlace actual',
    );
    expect((await call(t.app, 'GET', '/dashboard/register/club')).status).toBe(400);
  });

  it('puts a registering member into the club of the code, unverified', async () => {
    const code = await codeOf(15, t.tokens.club2);
    const res = await call(t.app, 'POST', '/dashboard/register', {
      body: body('Jo.Joiner@example.com', code),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.profile.clientId).toBe(15);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, 'jo.joiner@example.com'));
    expect(row).toMatchObject({ clubId: 15, memberRole: 'member', verifiedAt: null });
  });

  it('refuses registration with a wrong code, in English and Spanish', async () => {
    const en = await call(t.app, 'POST', '/dashboard/register', { body: body('wrong1@example.com', 'abc') });
    expect(en.status).toBe(400);
    expect(en.body.meta.message).toBe(INVALID);
    expect(en.body.data.fields.joinCode).toBe(INVALID);
    const es = await call(t.app, 'POST', '/dashboard/register', {
      body: body('wrong1@example.com', ''),
      lang: 'es',
    });
    expect(es.body.data.fields.joinCode).toBe(
      'Este enlace de registro no es válido; pide a tu club su enlace actual',
    );
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, 'wrong1@example.com'));
    expect(row).toBeUndefined();
  });

  it('rotates the code for managers: the old link stops working at once', async () => {
    const old = await codeOf(1);
    expect(
      (await call(t.app, 'POST', '/dashboard/clients/1/actions/rotate-join-code', { token: t.tokens.coach }))
        .status,
    ).toBe(403);
    const rotated = await call(t.app, 'POST', '/dashboard/clients/1/actions/rotate-join-code', {
      token: t.tokens.locationAdmin,
    });
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.data.joinCode;
    expect(fresh).not.toBe(old);
    expect(await codeOf(1)).toBe(fresh);
    const withOld = await call(t.app, 'POST', '/dashboard/register', { body: body('late@example.com', old) });
    expect(withOld.status).toBe(400);
    const withNew = await call(t.app, 'POST', '/dashboard/register', {
      body: body('late@example.com', fresh),
    });
    expect(withNew.status).toBe(200);
  });

  it("keeps each club's code to its own staff", async () => {
    expect(
      (await call(t.app, 'GET', '/dashboard/clients/15/join-code', { token: t.tokens.club })).status,
    ).toBe(403);
    expect(
      (await call(t.app, 'GET', '/dashboard/clients/1/join-code', { token: t.tokens.member })).status,
    ).toBe(403);
    expect(
      (await call(t.app, 'POST', '/dashboard/clients/15/actions/rotate-join-code', { token: t.tokens.club }))
        .status,
    ).toBe(403);
    expect((await call(t.app, 'GET', '/dashboard/clients/1/join-code')).status).toBe(401);
  });
});
