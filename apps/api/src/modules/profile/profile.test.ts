import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/tokens.ts';
import { restoreAfterTest } from '../../test-support/restore-after-test.ts';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { sessions } from '../auth/auth.table.ts';
import { users } from '../users/users.table.ts';

const t = useTestApp();

describe('GET /dashboard/profile', () => {
  it('returns the profile by header and by ?token=, never the password hash', async () => {
    const token = await t.tokenFor('coach@example.com');
    const byHeader = await call(t.app, 'GET', '/dashboard/profile', { token });
    const byQuery = await call(t.app, 'GET', `/dashboard/profile?token=${token}`);
    expect(byQuery.body).toEqual(byHeader.body);
    expect(byHeader.body.data).toMatchObject({
      email: 'coach@example.com',
      name: 'Cole Coach',
      memberRole: 'coach',
      memberRoles: ['coach', 'member'],
      clientId: 1,
      clubName: 'Pulse Downtown',
      clubWording: 'standard',
      avatar: null,
      preferUnit: 'metric',
    });
    // Club 15 speaks the alternative wording (Coach, Sweat Points), which the app applies to every page.
    const other = await call(t.app, 'GET', '/dashboard/profile', { token: t.tokens.club2 });
    expect(other.body.data).toMatchObject({ clientId: 15, clubWording: 'alternative' });
    expect(JSON.stringify(byHeader.body)).not.toMatch(/password|argon2/i);
  });

  it('reads the caller and the session afresh on every request, with nothing cached between them', async () => {
    await restoreAfterTest(t.deps.db, users, eq(users.email, 'member@example.com'));
    const token = await t.tokenFor('member@example.com');
    const profile = () => call(t.app, 'GET', '/dashboard/profile', { token });
    expect((await profile()).body.data.firstName).toBe('Mia');
    await t.deps.db.update(users).set({ firstName: 'Mira' }).where(eq(users.email, 'member@example.com'));
    expect((await profile()).body.data).toMatchObject({ firstName: 'Mira', name: 'Mira Member' });
    await t.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'member@example.com'));
    expect((await profile()).body.code).toBe(50008);
    await t.deps.db.update(users).set({ status: 'enabled' }).where(eq(users.email, 'member@example.com'));
    expect((await profile()).status).toBe(200);
    await t.deps.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect((await profile()).body.code).toBe(50008);
  });
});

describe('POST /dashboard/profile', () => {
  it('updates the caller’s own fields', async () => {
    await restoreAfterTest(t.deps.db, users, eq(users.email, 'member@example.com'));
    const token = await t.tokenFor('member@example.com');
    const res = await call(t.app, 'POST', '/dashboard/profile', {
      token,
      body: {
        firstName: ' Mia ',
        nickName: 'Mimi',
        weight: 61.5,
        preferUnit: 'imperial',
        language: 'es',
        gender: 'female',
        restingHr: 52,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      restingHr: 52,
      firstName: 'Mia',
      name: 'Mia Member (Mimi)',
      weight: 61.5,
      preferUnit: 'imperial',
    });
    const again = await call(t.app, 'GET', '/dashboard/profile', { token });
    expect(again.body.data.language).toBe('es');
  });

  it.each([
    [{ weight: 5 }, 'weight', 'Please enter the correct weight'],
    [{ firstName: '' }, 'firstName', 'Please enter the correct first name'],
    [{ birthDate: '31/12/1999' }, 'birthDate', 'Please select birthDate'],
    // The add form's rules: a birth after today (max HR 220 and more), a formula-like name.
    [{ birthDate: '2090-05-05' }, 'birthDate', 'The birth date must be between 1900 and today'],
    [{ lastName: '@SUM(1)' }, 'lastName', 'This value cannot start with =, +, -, @ or a tab'],
    [{ nickName: '-2+3' }, 'nickName', 'This value cannot start with =, +, -, @ or a tab'],
    [{ preferUnit: 'furlongs' }, 'preferUnit', 'Please select metric or imperial'],
    [{ restingHr: 20 }, 'restingHr', 'Please enter the correct resting heart rate (30 to 120 bpm)'],
    [{ restingHr: 60.5 }, 'restingHr', 'Please enter the correct resting heart rate (30 to 120 bpm)'],
  ])('refuses %j with the field message', async (body, field, message) => {
    const token = await t.tokenFor('member@example.com');
    const res = await call(t.app, 'POST', '/dashboard/profile', { token, body });
    expect(res.status).toBe(400);
    expect(res.body.data.fields[field]).toBe(message);
  });

  it('puts a weight typed on the profile into the weight history, only when it changes', async () => {
    await restoreAfterTest(t.deps.db, users, eq(users.email, 'member@example.com'));
    const token = await t.tokenFor('member@example.com');
    const weights = async () =>
      (await call(t.app, 'POST', '/dashboard/weight/page/1?pageSize=100', { token, body: {} })).body.data;
    const before = (await weights()).totalRecords;
    await call(t.app, 'POST', '/dashboard/profile', { token, body: { weight: 72.5 } });
    const after = await weights();
    expect(after.totalRecords).toBe(before + 1);
    expect(after.list[0].kg).toBe(72.5);
    // The same weight again, another field, or a cleared weight add nothing.
    await call(t.app, 'POST', '/dashboard/profile', { token, body: { weight: 72.5 } });
    await call(t.app, 'POST', '/dashboard/profile', { token, body: { nickName: 'Mimi' } });
    await call(t.app, 'POST', '/dashboard/profile', { token, body: { weight: null } });
    expect((await weights()).totalRecords).toBe(before + 1);
  });

  it('puts a body fat typed on the profile into its history, only when it changes', async () => {
    await restoreAfterTest(t.deps.db, users, eq(users.email, 'member@example.com'));
    const token = await t.tokenFor('member@example.com');
    const readings = async () =>
      (
        await call(t.app, 'POST', '/dashboard/metrics/page/1?pageSize=100', {
          token,
          body: { name: 'bodyFat' },
        })
      ).body.data;
    const before = (await readings()).totalRecords;
    await call(t.app, 'POST', '/dashboard/profile', { token, body: { bodyFat: 18.5 } });
    const after = await readings();
    expect(after.totalRecords).toBe(before + 1);
    expect(after.list[0]).toMatchObject({ name: 'bodyFat', value: 18.5, unit: '%' });
    await call(t.app, 'POST', '/dashboard/profile', { token, body: { bodyFat: 18.5, weight: 70 } });
    await call(t.app, 'POST', '/dashboard/profile', { token, body: { bodyFat: null } });
    expect((await readings()).totalRecords).toBe(before + 1);
  });

  it('clears the weight with null', async () => {
    await restoreAfterTest(t.deps.db, users, eq(users.email, 'member@example.com'));
    const token = await t.tokenFor('member@example.com');
    await call(t.app, 'POST', '/dashboard/profile', { token, body: { weight: 70 } });
    const res = await call(t.app, 'POST', '/dashboard/profile', { token, body: { weight: null } });
    expect(res.body.data.weight).toBeNull();
  });

  it('cannot change role, club or email through the profile', async () => {
    await restoreAfterTest(t.deps.db, users, eq(users.email, 'member@example.com'));
    const token = await t.tokenFor('member@example.com');
    await call(t.app, 'POST', '/dashboard/profile', {
      token,
      body: { memberRole: 'accuro', clientId: 15, email: 'evil@example.com' },
    });
    const res = await call(t.app, 'GET', '/dashboard/profile', { token });
    expect(res.body.data).toMatchObject({ memberRole: 'member', clientId: 1, email: 'member@example.com' });
  });
});
