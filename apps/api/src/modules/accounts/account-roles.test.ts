import { mayGive } from '@pulseboard/contract/account-rules';
import { CLUB_ADMIN_ROLES } from '@pulseboard/contract/accounts';
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

// Which caller may give which role is pinned, as a table, by the contract's account-rules.test.ts; here
// every caller tries every club-admin role through HTTP, to show the route applies that one rule.
const CALLERS = ['accuro', 'club', 'locationAdmin', 'trainerLeader', 'coach'] as const;
const GIVE = CALLERS.flatMap((caller) =>
  CLUB_ADMIN_ROLES.map((role): [TRole, TRole, number] => [caller, role, mayGive(caller, role) ? 200 : 403]),
);

describe('assign-club-admin', () => {
  it.each(GIVE)('%s giving %s -> %i', async (caller, role, status) => {
    const target = await makeAccount(t, 'member');
    const res = await call(t.app, 'POST', action(target.id, 'assign-club-admin'), {
      token: callers[caller],
      body: { role },
    });
    expect(res.status).toBe(status);
    const after = await findUserByEmail(t.deps.db, target.email);
    expect(after?.memberRole).toBe(status === 200 ? role : 'member');
    if (status === 200) expect(res.body.data).toMatchObject({ memberRole: role, isClubAdmin: true });
  });

  it.each(['coach', 'member', 'accuro'])('refuses giving %s as club admin', async (role) => {
    const target = await makeAccount(t, 'member');
    const res = await call(t.app, 'POST', action(target.id, 'assign-club-admin'), {
      token: callers.club,
      body: { role },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.fields.role).toBe('Please select user role');
  });

  it.each([
    ['locationAdmin', 'club'],
    ['trainerLeader', 'locationAdmin'],
    ['trainerLeader', 'coach'],
  ] as const)('%s cannot change the role of a %s', async (caller, current) => {
    const target = await makeAccount(t, current);
    const res = await call(t.app, 'POST', action(target.id, 'assign-club-admin'), {
      token: callers[caller],
      body: { role: 'trainerLeader' },
    });
    expect(res.status).toBe(403);
    expect((await findUserByEmail(t.deps.db, target.email))?.memberRole).toBe(current);
  });

  it('keeps the other roles, ends the sessions of the account and refuses your own role', async () => {
    const target = await makeAccount(t, 'coach', { memberRoles: ['coach', 'member'] });
    const targetToken = await t.tokenFor(target.email);
    const res = await call(t.app, 'POST', action(target.id, 'assign-club-admin'), {
      token: callers.club,
      body: { role: 'locationAdmin' },
    });
    expect(res.body.data.memberRoles).toEqual(['locationAdmin', 'coach', 'member']);
    expect((await call(t.app, 'GET', '/dashboard/profile', { token: targetToken })).status).toBe(401);
    const logs = await call(t.app, 'GET', `${CLUB}/${target.id}/logs`, { token: callers.club });
    expect(logs.body.data.list[0]).toMatchObject({
      action: 'assign-club-admin',
      detail: 'coach -> locationAdmin',
    });

    const self = await findUserByEmail(t.deps.db, 'club.admin@example.com');
    const own = await call(t.app, 'POST', action(self?.id ?? 0, 'assign-club-admin'), {
      token: callers.club,
      body: { role: 'trainerLeader' },
    });
    expect(own.status).toBe(403);
  });

  it('answers 404 for an account of another club', async () => {
    const foreign = await makeAccount(t, 'member', { clubId: 15 });
    const res = await call(t.app, 'POST', action(foreign.id, 'assign-club-admin'), {
      token: callers.club,
      body: { role: 'trainerLeader' },
    });
    expect(res.status).toBe(404);
  });
});

// Revoke: only from an account whose current role the caller could give; an account that is not a
// club admin has nothing to revoke (400), unless it is senior to the caller (403).
const REVOKE: [TRole, TRole, number][] = [
  ...(['accuro', 'club'] as const).flatMap((caller): [TRole, TRole, number][] => [
    [caller, 'club', 200],
    [caller, 'locationAdmin', 200],
    [caller, 'trainerLeader', 200],
    [caller, 'coach', 400],
    [caller, 'member', 400],
  ]),
  ['locationAdmin', 'club', 403],
  ['locationAdmin', 'locationAdmin', 200],
  ['locationAdmin', 'trainerLeader', 200],
  ['locationAdmin', 'coach', 400],
  ['locationAdmin', 'member', 400],
  ['trainerLeader', 'club', 403],
  ['trainerLeader', 'locationAdmin', 403],
  ['trainerLeader', 'trainerLeader', 200],
  ['trainerLeader', 'coach', 403],
  ['trainerLeader', 'member', 400],
  ['coach', 'club', 403],
  ['coach', 'locationAdmin', 403],
  ['coach', 'trainerLeader', 403],
  ['coach', 'coach', 403],
  ['coach', 'member', 403],
];

describe('revoke-club-admin', () => {
  it.each(REVOKE)('%s revoking from a %s -> %i', async (caller, current, status) => {
    const target = await makeAccount(t, current);
    const res = await call(t.app, 'POST', action(target.id, 'revoke-club-admin'), { token: callers[caller] });
    expect(res.status).toBe(status);
    const after = await findUserByEmail(t.deps.db, target.email);
    expect(after?.memberRole).toBe(status === 200 ? 'member' : current);
  });

  it('goes back to coach for a coach, ends the sessions and logs it', async () => {
    const target = await makeAccount(t, 'trainerLeader', { memberRoles: ['trainerLeader', 'coach'] });
    const targetToken = await t.tokenFor(target.email);
    const res = await call(t.app, 'POST', action(target.id, 'revoke-club-admin'), { token: callers.club });
    expect(res.body.data).toMatchObject({ memberRole: 'coach', memberRoles: ['coach'], isClubAdmin: false });
    expect((await call(t.app, 'GET', '/dashboard/profile', { token: targetToken })).status).toBe(401);
    const logs = await call(t.app, 'GET', `${CLUB}/${target.id}/logs`, { token: callers.club });
    expect(logs.body.data.list[0]).toMatchObject({
      action: 'revoke-club-admin',
      detail: 'trainerLeader -> coach',
    });
  });
});
