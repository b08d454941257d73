import type { TRole } from '@pulseboard/contract/roles';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { makeAccount } from './account-test-users.ts';

const t = useTestApp();
const callers: Partial<Record<TRole, string>> = t.tokens;

const CLUB = '/dashboard/clients/1/accounts';
const action = (id: number, name: string) => `${CLUB}/${id}/actions/${name}`;

describe('other account actions', () => {
  it('changes the password and ends every session of the account', async () => {
    const target = await makeAccount(t, 'coach');
    const targetToken = await t.tokenFor(target.email);
    const mismatch = await call(t.app, 'POST', action(target.id, 'change-password'), {
      token: callers.club,
      body: { password: 'fresh-pass-77', confirmPassword: 'other-pass-77' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.data.fields.confirmPassword).toBe('The two passwords are different');
    const short = await call(t.app, 'POST', action(target.id, 'change-password'), {
      token: callers.club,
      lang: 'es',
      body: { password: 'abc', confirmPassword: 'abc' },
    });
    expect(short.body.data.fields.password).toBe('La contraseña no puede tener menos de 6 caracteres');
    const res = await call(t.app, 'POST', action(target.id, 'change-password'), {
      token: callers.club,
      body: { password: 'fresh-pass-77', confirmPassword: 'fresh-pass-77' },
    });
    expect(res.status).toBe(200);
    // Not "Your password has been changed": it is someone else's.
    expect(res.body.meta.message).toBe('Password changed; the account’s sessions have ended');
    expect((await call(t.app, 'GET', '/dashboard/profile', { token: targetToken })).status).toBe(401);
    const login = await call(t.app, 'POST', '/dashboard/login', {
      body: { email: target.email, password: 'fresh-pass-77' },
    });
    expect(login.status).toBe(200);
    const self = await findUserByEmail(t.deps.db, 'club.admin@example.com');
    const own = await call(t.app, 'POST', action(self?.id ?? 0, 'change-password'), {
      token: callers.club,
      body: { password: 'fresh-pass-77', confirmPassword: 'fresh-pass-77' },
    });
    expect(own.status).toBe(403);
  });

  it('unbinds the device and switches beta on and off', async () => {
    const { id } = await makeAccount(t, 'coach');
    const unbound = await call(t.app, 'POST', action(id, 'unbind-device'), { token: callers.locationAdmin });
    expect(unbound.body.data.deviceId).toBeNull();
    const on = await call(t.app, 'POST', action(id, 'enable-beta'), { token: callers.locationAdmin });
    expect(on.body.data.betaEnabled).toBe(true);
    const off = await call(t.app, 'POST', action(id, 'disable-beta'), { token: callers.locationAdmin });
    expect(off.body.data.betaEnabled).toBe(false);
    const logs = await call(t.app, 'GET', `${CLUB}/${id}/logs`, { token: callers.locationAdmin });
    expect(logs.body.data.list.map((l: { action: string }) => l.action)).toEqual([
      'disable-beta',
      'enable-beta',
      'unbind-device',
    ]);
  });

  it('moves an account to a location of the same club only', async () => {
    const { id } = await makeAccount(t, 'coach');
    const moved = await call(t.app, 'POST', action(id, 'update-location'), {
      token: callers.club,
      body: { locationId: 2 },
    });
    expect(moved.body.data.locationId).toBe(2);
    const foreign = await call(t.app, 'POST', action(id, 'update-location'), {
      token: callers.club,
      body: { locationId: 3 },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.fields.locationId).toBe('Please select location');
    const cleared = await call(t.app, 'POST', action(id, 'update-location'), {
      token: callers.club,
      body: { locationId: null },
    });
    expect(cleared.body.data.locationId).toBeNull();
  });

  it('refuses a foreign club (403) and a foreign account (404) for every action', async () => {
    const foreign = await makeAccount(t, 'coach', { clubId: 15 });
    for (const name of ['unbind-device', 'enable-beta', 'disable-beta', 'revoke-club-admin']) {
      const other = `/dashboard/clients/15/accounts/${foreign.id}/actions/${name}`;
      expect((await call(t.app, 'POST', other, { token: callers.club })).status).toBe(403);
      expect((await call(t.app, 'POST', action(foreign.id, name), { token: callers.club })).status).toBe(404);
    }
  });
});
