import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';

const t = useTestApp();

const base = (club = 1) => `/dashboard/clients/${club}/studios`;
const create = (body: unknown, token = t.tokens.club, club = 1) =>
  call(t.app, 'PUT', base(club), { token, body });
const page = (body: unknown = {}, token = t.tokens.coach, club = 1, query = '') =>
  call(t.app, 'POST', `${base(club)}/page/1${query}`, { token, body });

describe('studios', () => {
  it('lets a manager create, list, edit and delete studios', async () => {
    const created = await create({ name: '  Cycle Room ', color: '#AA3300' });
    expect(created.status).toBe(200);
    const studio = created.body.data;
    expect(studio).toMatchObject({ name: 'Cycle Room', color: '#aa3300', status: 'active' });
    expect(typeof studio.createdAt).toBe('string');

    const listed = await page({ keyword: 'cycle' });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual({ list: [studio], totalRecords: 1 });

    const edited = await call(t.app, 'POST', `${base()}/${studio.id}`, {
      token: t.tokens.locationAdmin,
      body: { name: 'Cycle Studio', color: '#00ff00', status: 'inactive' },
    });
    expect(edited.body.data).toMatchObject({ id: studio.id, name: 'Cycle Studio', status: 'inactive' });

    expect((await call(t.app, 'DELETE', `${base()}/${studio.id}`, { token: t.tokens.club })).status).toBe(
      200,
    );
    expect((await call(t.app, 'DELETE', `${base()}/${studio.id}`, { token: t.tokens.club })).status).toBe(
      404,
    );
    expect((await page({ keyword: 'cycle' })).body.data.totalRecords).toBe(0);
  });

  it('pages and sorts', async () => {
    for (const name of ['Paging B', 'Paging A', 'Paging C'])
      expect((await create({ name })).status).toBe(200);
    const first = await page(
      { keyword: 'paging', sortField: 'name', sortOrder: 'descend' },
      t.tokens.coach,
      1,
      '?pageSize=2',
    );
    expect(first.body.data.totalRecords).toBe(3);
    expect(first.body.data.list.map((s: { name: string }) => s.name)).toEqual(['Paging C', 'Paging B']);
    const second = await call(t.app, 'POST', `${base()}/page/2?pageSize=2`, {
      token: t.tokens.coach,
      body: { keyword: 'paging', sortField: 'name', sortOrder: 'descend' },
    });
    expect(second.body.data.list.map((s: { name: string }) => s.name)).toEqual(['Paging A']);
    expect((await page({ sortField: 'password' })).status).toBe(400);
  });

  it.each([
    [{}, 'name', 'Please enter the studio name.', 'Introduce el nombre de la sala.'],
    [{ name: '   ' }, 'name', 'Please enter the studio name.', 'Introduce el nombre de la sala.'],
    [{ name: 'x'.repeat(101) }, 'name', 'The studio name can have at most 100 characters', null],
    [
      { name: 'Red', color: 'red' },
      'color',
      'Please choose a colour in the form #rrggbb',
      'Elige un color con el formato #rrggbb',
    ],
    [{ name: 'Red', color: '#abc' }, 'color', 'Please choose a colour in the form #rrggbb', null],
    [{ name: 'Red', status: 'closed' }, 'status', 'Please select a status', 'Selecciona un estado'],
  ])('refuses %j', async (body, field, en, es) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.data.fields[field]).toBe(en);
    if (es) {
      const spanish = await call(t.app, 'PUT', base(), { token: t.tokens.club, body, lang: 'es' });
      expect(spanish.body.data.fields[field]).toBe(es);
    }
  });

  it('keeps each club to its own studios', async () => {
    const theirs = (await create({ name: 'Sweat Studio' }, t.tokens.club2, 15)).body.data;
    // A club admin of club 1 cannot even ask about club 15.
    expect((await page({}, t.tokens.club, 15)).status).toBe(403);
    expect((await create({ name: 'Intruder' }, t.tokens.club, 15)).status).toBe(403);
    // Club 15's studio id used under club 1 is not found, even for accuro, and nothing changes.
    for (const token of [t.tokens.club, t.tokens.accuro]) {
      const edit = await call(t.app, 'POST', `${base()}/${theirs.id}`, { token, body: { name: 'Taken' } });
      expect(edit.status).toBe(404);
      expect((await call(t.app, 'DELETE', `${base()}/${theirs.id}`, { token })).status).toBe(404);
    }
    const list = (await page({}, t.tokens.club2, 15)).body.data.list;
    expect(list).toEqual([theirs]);
    expect(
      (await page({}, t.tokens.accuro, 1)).body.data.list.map((s: { id: number }) => s.id),
    ).not.toContain(theirs.id);
  });

  it('lets staff read but only managers write', async () => {
    expect((await page({}, t.tokens.member)).status).toBe(403);
    expect((await page({}, t.tokens.coach)).status).toBe(200);
    expect((await create({ name: 'Coach room' }, t.tokens.coach)).status).toBe(403);
    expect((await create({ name: 'Member room' }, t.tokens.member)).status).toBe(403);
    const studio = (await create({ name: 'Keep' })).body.data;
    expect((await call(t.app, 'DELETE', `${base()}/${studio.id}`, { token: t.tokens.coach })).status).toBe(
      403,
    );
  });
});
