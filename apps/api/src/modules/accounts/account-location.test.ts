import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { makeAccount } from './account-test-users.ts';

const t = useTestApp();
const CLUB = '/dashboard/clients/1/accounts';
const REQUIRED = 'A location admin works at one location: choose it instead of All locations';
const REQUIRED_ES = 'Un administrador de sede trabaja en una sola sede: elígela en lugar de Todas las sedes';

// A location admin without a location would see nothing (or everything): every way to get there is refused.
describe('a location admin keeps one location', () => {
  it('is not created club-wide, in English or Spanish', async () => {
    const body = {
      email: `la-${process.pid}@example.com`,
      firstName: 'Lola',
      lastName: 'Local',
      password: 'pulse-strong-42',
      role: 'locationAdmin',
      locationId: null,
    };
    const en = await call(t.app, 'POST', CLUB, { token: t.tokens.club, body });
    expect(en.status).toBe(400);
    expect(en.body.data.fields.locationId).toBe(REQUIRED);
    const es = await call(t.app, 'POST', CLUB, { token: t.tokens.club, body, lang: 'es' });
    expect(es.body.data.fields.locationId).toBe(REQUIRED_ES);
    const ok = await call(t.app, 'POST', CLUB, { token: t.tokens.club, body: { ...body, locationId: 1 } });
    expect(ok.status).toBe(200);
  });

  it('is not edited or moved to All locations', async () => {
    const target = await makeAccount(t, 'locationAdmin');
    const edit = await call(t.app, 'PUT', `${CLUB}/${target.id}`, {
      token: t.tokens.club,
      body: { email: target.email, firstName: 'Test', lastName: 'Person', locationId: null },
    });
    expect(edit.body.data.fields.locationId).toBe(REQUIRED);
    const move = await call(t.app, 'POST', `${CLUB}/${target.id}/actions/update-location`, {
      token: t.tokens.club,
      body: { locationId: null },
    });
    expect(move.status).toBe(400);
    expect(move.body.data.fields.locationId).toBe(REQUIRED);
  });

  it('is not given to a club-wide account; a coach or club admin may stay club-wide', async () => {
    const target = await makeAccount(t, 'coach', { locationId: null });
    const assign = (role: string) =>
      call(t.app, 'POST', `${CLUB}/${target.id}/actions/assign-club-admin`, {
        token: t.tokens.club,
        body: { role },
      });
    const refused = await assign('locationAdmin');
    expect(refused.status).toBe(400);
    expect(refused.body.data.fields.role).toBe(REQUIRED);
    expect((await assign('trainerLeader')).status).toBe(200);
  });
});
