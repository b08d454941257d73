import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { findUserByEmail } from '../users/users.repository.ts';

const t = useTestApp();
const userId = async (email: string) => (await findUserByEmail(t.deps.db, email))?.id as number;

const base = (club = 1) => `/dashboard/clients/${club}/trainers`;
const create = (body: unknown, token = t.tokens.club, club = 1) =>
  call(t.app, 'PUT', base(club), { token, body });
const page = (body: unknown = {}, token = t.tokens.coach, club = 1) =>
  call(t.app, 'POST', `${base(club)}/page/1`, { token, body });

describe('trainers', () => {
  it('creates, finds, edits and deletes a trainer linked to a user of the club', async () => {
    // The demo data already links the coach to a trainer (the demo classes'); link another user of the club.
    const coachId = await userId('location.admin@example.com');
    const created = await create({
      firstName: ' Tom ',
      lastName: 'Tempo',
      phone: '+1 (555) 123-4567',
      bio: 'Ten years of spin.',
      userId: coachId,
    });
    expect(created.status).toBe(200);
    const trainer = created.body.data;
    expect(trainer).toMatchObject({
      firstName: 'Tom',
      lastName: 'Tempo',
      phone: '+1 (555) 123-4567',
      status: 'active',
      user: { id: coachId, email: 'location.admin@example.com', name: 'Luis Location' },
    });

    for (const keyword of ['tom temp', 'TEMPO', '555']) {
      expect((await page({ keyword })).body.data.list).toEqual([trainer]);
    }

    const edited = await call(t.app, 'POST', `${base()}/${trainer.id}`, {
      token: t.tokens.club,
      body: { firstName: 'Tom', phone: '', bio: '', status: 'inactive', userId: null },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      lastName: '',
      phone: null,
      bio: null,
      status: 'inactive',
      user: null,
    });

    expect((await call(t.app, 'DELETE', `${base()}/${trainer.id}`, { token: t.tokens.club })).status).toBe(
      200,
    );
    expect((await call(t.app, 'DELETE', `${base()}/${trainer.id}`, { token: t.tokens.club })).status).toBe(
      404,
    );
  });

  it.each([
    [{}, 'firstName', 'Please enter the correct first name', 'Introduce un nombre válido'],
    [{ firstName: ' ' }, 'firstName', 'Please enter the correct first name', null],
    [
      { firstName: 'A', phone: 'call me' },
      'phone',
      'Please enter a correct phone number (digits, spaces, +, -, brackets)',
      'Introduce un número de teléfono válido (cifras, espacios, +, -, paréntesis)',
    ],
    [
      { firstName: 'A', phone: '12' },
      'phone',
      'Please enter a correct phone number (digits, spaces, +, -, brackets)',
      null,
    ],
    [
      { firstName: 'A', bio: 'x'.repeat(2001) },
      'bio',
      'The bio can have at most 2000 characters',
      'La biografía puede tener como máximo 2000 caracteres',
    ],
    [{ firstName: 'A', status: 'away' }, 'status', 'Please select a status', null],
    [
      { firstName: 'A', userId: 'me' },
      'userId',
      'Please select a user of this club',
      'Selecciona un usuario de este club',
    ],
  ])('refuses %j', async (body, field, en, es) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.data.fields[field]).toBe(en);
    if (es) {
      const spanish = await call(t.app, 'PUT', base(), { token: t.tokens.club, body, lang: 'es' });
      expect(spanish.body.data.fields[field]).toBe(es);
    }
  });

  it('links only users of the same club, each to one trainer', async () => {
    const foreign = await create({ firstName: 'Spy', userId: await userId('club2.admin@example.com') });
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.fields.userId).toBe('Please select a user of this club');
    expect((await create({ firstName: 'Ghost', userId: 999_999 })).status).toBe(400);

    const leader = await userId('trainer.leader@example.com');
    expect((await create({ firstName: 'Tara', userId: leader })).status).toBe(200);
    const again = await create({ firstName: 'Tara again', userId: leader });
    expect(again.status).toBe(409);
    expect(again.body.meta.message).toBe('This user is already linked to another trainer of this club');
    expect((await page({ keyword: 'Tara again' })).body.data.totalRecords).toBe(0);
  });

  it('keeps each club to its own trainers', async () => {
    const theirs = (await create({ firstName: 'Sergio' }, t.tokens.club2, 15)).body.data;
    expect((await page({}, t.tokens.club, 15)).status).toBe(403);
    for (const token of [t.tokens.club, t.tokens.accuro]) {
      const edit = await call(t.app, 'POST', `${base()}/${theirs.id}`, {
        token,
        body: { firstName: 'Taken' },
      });
      expect(edit.status).toBe(404);
      expect((await call(t.app, 'DELETE', `${base()}/${theirs.id}`, { token })).status).toBe(404);
    }
    expect((await page({}, t.tokens.club2, 15)).body.data.list).toEqual([theirs]);
  });

  it('lets staff read but only managers write', async () => {
    expect((await page({}, t.tokens.member)).status).toBe(403);
    expect((await page({}, t.tokens.coach)).status).toBe(200);
    expect((await create({ firstName: 'Coach' }, t.tokens.coach)).status).toBe(403);
    expect((await create({ firstName: 'Member' }, t.tokens.member)).status).toBe(403);
  });
});
