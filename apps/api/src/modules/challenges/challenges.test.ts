import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { base, challengeBody, createChallenge } from './challenges-test-data.ts';

const t = useTestApp();

const page = (body: unknown = {}, token = t.tokens.coach, query = '') =>
  call(t.app, 'POST', `${base()}/page/1${query}`, { token, body });

describe('challenges', () => {
  it('creates, reads, lists, edits and deletes a challenge', async () => {
    const created = await call(t.app, 'PUT', base(), {
      token: t.tokens.club,
      body: challengeBody({
        name: ' Lap of Honour ',
        zones: [3, 2, 3],
        scope: 'locations',
        locationIds: [2],
      }),
    });
    expect(created.status).toBe(200);
    const c = created.body.data;
    expect(c).toMatchObject({
      name: 'Lap of Honour',
      type: 'individual',
      zones: [2, 3],
      scope: 'locations',
      locationIds: [2],
      locations: [{ id: 2, name: 'Riverside' }],
      allowMobile: true,
      startTime: '2020-03-02T05:00:00.000Z',
      endTime: '2020-03-09T03:59:59.000Z',
      endedAt: null,
      criterion: 'points',
      teamScoring: 'sum',
      pointsTarget: null,
      status: 'ended',
      timezone: 'America/New_York',
      participantCount: 0,
      teamCount: 0,
      teams: [],
      participants: [],
    });
    expect(c.shareId).toMatch(/^[\w-]{43}$/);

    const read = await call(t.app, 'GET', `${base()}/${c.id}`, { token: t.tokens.trainerLeader });
    expect(read.body.data).toEqual(c);
    const listed = await page({ keyword: 'lap of' });
    expect(listed.body.data.totalRecords).toBe(1);
    expect(listed.body.data.list[0]).toMatchObject({ id: c.id, name: 'Lap of Honour', status: 'ended' });

    const edited = await call(t.app, 'POST', `${base()}/${c.id}`, {
      token: t.tokens.locationAdmin,
      body: challengeBody({
        name: 'Lap Two',
        scope: 'club',
        locationIds: [2],
        type: 'team',
        teamScoring: 'average',
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: 'Lap Two',
      scope: 'club',
      locationIds: [],
      locations: [],
    });
    expect(edited.body.data).toMatchObject({ type: 'team', teamScoring: 'average', shareId: c.shareId });

    expect((await call(t.app, 'DELETE', `${base()}/${c.id}`, { token: t.tokens.club })).status).toBe(200);
    expect((await call(t.app, 'GET', `${base()}/${c.id}`, { token: t.tokens.club })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `${base()}/${c.id}`, { token: t.tokens.club })).status).toBe(404);
  });

  it('filters the list by status, type and keyword, pages it and sorts it', async () => {
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const running = await createChallenge(t, {
      name: 'Filter running',
      startTime: at(-hour),
      endTime: at(hour),
    });
    const upcoming = await createChallenge(t, {
      name: 'Filter upcoming',
      type: 'team',
      startTime: at(hour),
      endTime: at(2 * hour),
    });
    const ended = await createChallenge(t, { name: 'Filter ended' });
    const ids = async (body: object, query = '') =>
      (await page({ keyword: 'filter', ...body }, t.tokens.coach, query)).body.data.list.map(
        (c: { id: number }) => c.id,
      );
    expect(await ids({ status: 'running' })).toEqual([running.id]);
    expect(await ids({ status: 'upcoming' })).toEqual([upcoming.id]);
    expect(await ids({ status: 'ended' })).toEqual([ended.id]);
    expect(await ids({ type: 'team' })).toEqual([upcoming.id]);
    // Newest start first by default; a sort by name on request.
    expect(await ids({})).toEqual([upcoming.id, running.id, ended.id]);
    expect(await ids({ sortField: 'name', sortOrder: 'ascend' })).toEqual([
      ended.id,
      running.id,
      upcoming.id,
    ]);
    const paged = await page({ keyword: 'filter' }, t.tokens.coach, '?pageSize=2');
    expect(paged.body.data.list).toHaveLength(2);
    expect(paged.body.data.totalRecords).toBe(3);
    const second = await call(t.app, 'POST', `${base()}/page/2?pageSize=2`, {
      token: t.tokens.coach,
      body: { keyword: 'filter' },
    });
    expect(second.body.data.list.map((c: { id: number }) => c.id)).toEqual([ended.id]);
    for (const c of [running, upcoming, ended]) {
      await call(t.app, 'DELETE', `${base()}/${c.id}`, { token: t.tokens.club });
    }
  });

  it.each([
    [
      'en',
      {
        name: 'Please enter the challenge name',
        type: 'Please select the challenge type',
        zones: 'Please select at least one zone',
        scope: 'Please select the scope',
        startTime: 'Please select the start time',
        endTime: 'Please select the end date',
        criterion: 'Please select the winning criteria',
      },
    ],
    [
      'es',
      {
        name: 'Introduce el nombre del reto',
        type: 'Selecciona el tipo de reto',
        zones: 'Selecciona al menos una zona',
        scope: 'Selecciona el ámbito',
        startTime: 'Selecciona la hora de inicio',
        endTime: 'Selecciona la fecha de fin',
        criterion: 'Selecciona el criterio para ganar',
      },
    ],
  ])('names every missing field in %s', async (lang, fields) => {
    const res = await call(t.app, 'PUT', base(), { token: t.tokens.club, body: {}, lang });
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual(fields);
    const blank = await call(t.app, 'PUT', base(), {
      token: t.tokens.club,
      body: challengeBody({ name: '  ', zones: [] }),
      lang,
    });
    expect(blank.body.data.fields).toEqual({ name: fields.name, zones: fields.zones });
  });

  it.each([
    [
      'en',
      'The end time must be greater than the start time.',
      'Please select at least one location of this club',
    ],
    [
      'es',
      'La hora de fin debe ser posterior a la hora de inicio.',
      'Selecciona al menos una sede de este club',
    ],
  ])(
    'refuses an end before the start and a scope without locations (%s)',
    async (lang, endMessage, locations) => {
      const end = await call(t.app, 'PUT', base(), {
        token: t.tokens.club,
        body: challengeBody({ endTime: '2020-03-02T00:00:00-05:00' }),
        lang,
      });
      expect(end.status).toBe(400);
      expect(end.body.data.fields).toEqual({ endTime: endMessage });
      expect(end.body.meta.message).toBe(endMessage);
      const none = await call(t.app, 'PUT', base(), {
        token: t.tokens.club,
        body: challengeBody({ scope: 'locations' }),
        lang,
      });
      expect(none.body.data.fields).toEqual({ locationIds: locations });
      // Another club's location (3 is Sweat Lab's) is refused the same way.
      const foreign = await call(t.app, 'PUT', base(), {
        token: t.tokens.club,
        body: challengeBody({ scope: 'locations', locationIds: [1, 3] }),
        lang,
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.data.fields).toEqual({ locationIds: locations });
    },
  );

  it('keeps staff to their role and their club', async () => {
    const c = await createChallenge(t, { name: 'Guarded' });
    const body = challengeBody();
    // Coaches and trainer leaders read; only managers write.
    expect((await call(t.app, 'GET', `${base()}/${c.id}`, { token: t.tokens.coach })).status).toBe(200);
    expect((await call(t.app, 'PUT', base(), { token: t.tokens.coach, body })).status).toBe(403);
    expect(
      (await call(t.app, 'POST', `${base()}/${c.id}`, { token: t.tokens.trainerLeader, body })).status,
    ).toBe(403);
    expect((await call(t.app, 'DELETE', `${base()}/${c.id}`, { token: t.tokens.coach })).status).toBe(403);
    expect((await call(t.app, 'POST', `${base()}/page/1`, { token: t.tokens.member, body: {} })).status).toBe(
      403,
    );
    // Another club's admin is refused by the guard; through their own club the id is not found.
    expect((await call(t.app, 'GET', `${base()}/${c.id}`, { token: t.tokens.club2 })).status).toBe(403);
    expect((await call(t.app, 'GET', `${base(15)}/${c.id}`, { token: t.tokens.club2 })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `${base(15)}/${c.id}`, { token: t.tokens.club2 })).status).toBe(404);
    expect((await call(t.app, 'POST', `${base(15)}/${c.id}`, { token: t.tokens.club2, body })).status).toBe(
      404,
    );
    expect((await call(t.app, 'GET', `${base()}/${c.id}`, { token: t.tokens.club })).status).toBe(200);
  });
});
