import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { workouts } from '../workouts/workouts.table.ts';
import { makeAccount } from './account-test-users.ts';

const t = useTestApp();

const CLUB = '/dashboard/clients/1/accounts';
const admin = () => t.tokens.accuro;
const clubAdmin = () => t.tokens.club;
const locationAdmin = () => t.tokens.locationAdmin;
const trainerLeader = () => t.tokens.trainerLeader;

describe('editing and deleting', () => {
  it('edits names, email and location', async () => {
    const { id } = await makeAccount(t, 'coach');
    const res = await call(t.app, 'PUT', `${CLUB}/${id}`, {
      token: locationAdmin(),
      body: { email: 'Renamed.Coach@example.com', firstName: 'Rita', lastName: 'Renamed', locationId: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: 'renamed.coach@example.com',
      name: 'Rita Renamed',
      locationId: 1,
    });
    const taken = await call(t.app, 'PUT', `${CLUB}/${id}`, {
      token: locationAdmin(),
      body: { email: 'member@example.com', firstName: 'Rita', lastName: 'Renamed' },
    });
    expect(taken.status).toBe(409);
  });

  it('answers 404 for an account of another club and 403 for a senior one', async () => {
    const foreign = await makeAccount(t, 'coach', { clubId: 15 });
    const body = { email: 'x1@example.com', firstName: 'X', lastName: 'Y' };
    expect((await call(t.app, 'PUT', `${CLUB}/${foreign.id}`, { token: clubAdmin(), body })).status).toBe(
      404,
    );
    expect((await call(t.app, 'DELETE', `${CLUB}/${foreign.id}`, { token: admin() })).status).toBe(404);
    const club = await findUserByEmail(t.deps.db, 'club.admin@example.com');
    const senior = await call(t.app, 'PUT', `${CLUB}/${club?.id}`, { token: locationAdmin(), body });
    expect(senior.status).toBe(403);
    expect(senior.body.meta.message).toBe('You cannot change an account with a role above yours');
  });

  it('deletes an account with its sessions, but never yourself, a senior or one with workouts', async () => {
    const target = await makeAccount(t, 'trainerLeader');
    const targetToken = await t.tokenFor(target.email);
    expect((await call(t.app, 'DELETE', `${CLUB}/${target.id}`, { token: trainerLeader() })).status).toBe(
      200,
    );
    expect((await call(t.app, 'GET', '/dashboard/profile', { token: targetToken })).status).toBe(401);
    expect((await call(t.app, 'DELETE', `${CLUB}/${target.id}`, { token: clubAdmin() })).status).toBe(404);

    const self = await findUserByEmail(t.deps.db, 'location.admin@example.com');
    const own = await call(t.app, 'DELETE', `${CLUB}/${self?.id}`, { token: locationAdmin() });
    expect(own.status).toBe(403);
    expect(own.body.data.fields.accountId).toBe(
      'You cannot do this to your own account; use My Profile instead',
    );

    const coach = await makeAccount(t, 'coach');
    expect((await call(t.app, 'DELETE', `${CLUB}/${coach.id}`, { token: trainerLeader() })).status).toBe(403);

    const active = await makeAccount(t, 'coach');
    await t.deps.db
      .insert(workouts)
      .values({ userId: active.id, clubId: 1, startTime: new Date(), durationSeconds: 600 });
    const refused = await call(t.app, 'DELETE', `${CLUB}/${active.id}`, { token: clubAdmin() });
    expect(refused.status).toBe(409);
    expect(refused.body.meta.message).toBe('This account has workout history and cannot be deleted');
  });
});
