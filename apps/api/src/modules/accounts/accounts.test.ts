import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';

const t = useTestApp();
let seq = 0;

const CLUB = '/dashboard/clients/1/accounts';
const admin = () => t.tokens.accuro;
const clubAdmin = () => t.tokens.club;

const newAccount = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    email: `New.Staff${seq}@Example.com`,
    firstName: 'Nora',
    lastName: 'New',
    password: 'pulse-strong-42',
    role: 'coach',
    locationId: 2,
    ...over,
  };
};

describe('accounts list', () => {
  it('lists the club staff without members or password hashes, paged', async () => {
    const res = await call(t.app, 'GET', `${CLUB}?pageSize=2&page=1`, { token: clubAdmin() });
    expect(res.status).toBe(200);
    const { list, totalRecords } = res.body.data;
    expect(list).toHaveLength(2);
    expect(totalRecords).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const all = (await call(t.app, 'GET', `${CLUB}?pageSize=100`, { token: clubAdmin() })).body.data;
    expect(all.list.map((a: { memberRole: string }) => a.memberRole)).not.toContain('member');
    const club = all.list.find((a: { email: string }) => a.email === 'club.admin@example.com');
    expect(club).toMatchObject({ isClubAdmin: true, memberRole: 'club', name: 'Carla Club' });
    expect(all.list.find((a: { email: string }) => a.email === 'coach@example.com').isClubAdmin).toBe(false);
    const page2 = (await call(t.app, 'GET', `${CLUB}?pageSize=2&page=2`, { token: clubAdmin() })).body.data;
    expect(page2.list[0].accountId).not.toBe(list[0].accountId);
  });

  it('filters by keyword, role and includes members on request', async () => {
    const byName = (await call(t.app, 'GET', `${CLUB}?keyword=tara%20lea`, { token: clubAdmin() })).body.data;
    expect(byName.list.map((a: { email: string }) => a.email)).toEqual(['trainer.leader@example.com']);
    const byRole = (await call(t.app, 'GET', `${CLUB}?role=coach&pageSize=100`, { token: clubAdmin() })).body
      .data;
    expect(byRole.list.every((a: { memberRole: string }) => a.memberRole === 'coach')).toBe(true);
    const withMembers = (
      await call(t.app, 'GET', `${CLUB}?includeMembers=true&keyword=member@`, { token: clubAdmin() })
    ).body.data;
    expect(withMembers.list.map((a: { email: string }) => a.email)).toEqual(['member@example.com']);
    const literal = (await call(t.app, 'GET', `${CLUB}?keyword=%25`, { token: clubAdmin() })).body.data;
    expect(literal.totalRecords).toBe(0);
  });

  it('never shows another club and refuses coaches, members and foreign clubs', async () => {
    const own = (await call(t.app, 'GET', '/dashboard/clients/15/accounts', { token: admin() })).body.data;
    expect(own.list.map((a: { email: string }) => a.email)).toEqual(['club2.admin@example.com']);
    for (const token of [t.tokens.coach, t.tokens.member]) {
      expect((await call(t.app, 'GET', CLUB, { token })).status).toBe(403);
    }
    expect((await call(t.app, 'GET', '/dashboard/clients/15/accounts', { token: clubAdmin() })).status).toBe(
      403,
    );
    expect((await call(t.app, 'GET', `${CLUB}?pageSize=500`, { token: clubAdmin() })).status).toBe(400);
  });
});

describe('adding an account', () => {
  it('creates a login with a lower-cased email and logs it', async () => {
    const body = newAccount({ role: 'trainerLeader' });
    const res = await call(t.app, 'POST', CLUB, { token: clubAdmin(), body });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: body.email.toLowerCase(),
      memberRole: 'trainerLeader',
      memberRoles: ['trainerLeader'],
      isClubAdmin: true,
      locationId: 2,
    });
    const login = await call(t.app, 'POST', '/dashboard/login', {
      body: { email: body.email, password: body.password },
    });
    expect(login.status).toBe(200);
    const logs = await call(t.app, 'GET', `${CLUB}/${res.body.data.accountId}/logs`, { token: clubAdmin() });
    expect(logs.body.data.list[0]).toMatchObject({
      action: 'create',
      detail: 'trainerLeader',
      actorName: 'Carla Club',
    });
  });

  it.each([
    [{ password: '12345' }, 'password', 'The password can not be less than 6 digits'],
    [{ password: 'password' }, 'password', 'This password is too common, please choose another one'],
    [{ email: 'not-an-email' }, 'email', 'Please enter the correct email address'],
    [{ firstName: ' ' }, 'firstName', 'Please enter the correct first name'],
    [{ role: 'member' }, 'role', 'Please select user role'],
    [{ locationId: 3 }, 'locationId', 'Please select location'],
  ])('refuses %j', async (over, field, message) => {
    const res = await call(t.app, 'POST', CLUB, { token: clubAdmin(), body: newAccount(over) });
    expect(res.status).toBe(400);
    expect(res.body.data.fields[field]).toBe(message);
  });

  it('answers in Spanish', async () => {
    const res = await call(t.app, 'POST', CLUB, {
      token: clubAdmin(),
      lang: 'es',
      body: newAccount({ password: '1' }),
    });
    expect(res.body.data.fields.password).toBe('La contraseña no puede tener menos de 6 caracteres');
  });

  it('refuses a taken email with 409', async () => {
    const res = await call(t.app, 'POST', CLUB, {
      token: clubAdmin(),
      body: newAccount({ email: 'COACH@example.com' }),
    });
    expect(res.status).toBe(409);
    expect(res.body.data.fields.email).toBe('This email address is already registered');
  });

  it.each([
    ['locationAdmin', 'club', 403],
    ['locationAdmin', 'locationAdmin', 200],
    ['locationAdmin', 'coach', 200],
    ['trainerLeader', 'locationAdmin', 403],
    ['trainerLeader', 'coach', 403],
    ['trainerLeader', 'trainerLeader', 200],
    ['accuro', 'club', 200],
  ] as const)('%s creating %s -> %i', async (caller, role, status) => {
    const res = await call(t.app, 'POST', CLUB, { token: t.tokens[caller], body: newAccount({ role }) });
    expect(res.status).toBe(status);
  });
});

describe('search-account', () => {
  it('finds an account by exact email for accuro only', async () => {
    const res = await call(t.app, 'POST', '/dashboard/actions/search-account', {
      token: admin(),
      body: { email: ' Club2.Admin@Example.com ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: 'club2.admin@example.com',
      clubId: 15,
      clubName: 'Sweat Lab',
    });
    const partial = await call(t.app, 'POST', '/dashboard/actions/search-account', {
      token: admin(),
      body: { email: 'club2@example.com' },
    });
    expect(partial.status).toBe(404);
    const byClub = await call(t.app, 'POST', '/dashboard/actions/search-account', {
      token: clubAdmin(),
      body: { email: 'club2.admin@example.com' },
    });
    expect(byClub.status).toBe(403);
  });
});
