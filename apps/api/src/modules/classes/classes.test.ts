import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { makeStaffing } from './classes-test-setup.ts';

const t = useTestApp();
let ids: Awaited<ReturnType<typeof makeStaffing>>;
beforeAll(async () => {
  ids = await makeStaffing(t);
});

const base = '/dashboard/clients/1/classes';
const NY = 'America/New_York';
const form = (extra: Record<string, unknown> = {}) => ({
  name: 'Dawn ride',
  timeZone: NY,
  date: '2030-03-02',
  startTime: '07:00',
  endTime: '07:45',
  trainerId: ids.trainerId,
  studioId: ids.studioId,
  maxParticipants: 12,
  ...extra,
});
const create = (body: unknown, token = t.tokens.club) => call(t.app, 'PUT', base, { token, body });
const list = async (from: string, to: string, extra = {}) =>
  (
    await call(t.app, 'POST', `${base}/page/1?pageSize=100`, {
      token: t.tokens.coach,
      body: { from, to, ...extra },
    })
  ).body.data;
const startsOf = async (from: string, to: string) =>
  (await list(from, to)).list.map((c: { date: string; startTime: string; startsAt: string }) => [
    c.date,
    c.startTime,
    c.startsAt,
  ]);

describe('classes and series', () => {
  it('creates a single class, reads, lists with filters and deletes it', async () => {
    const res = await create(form({ date: '2030-01-15', meetingLink: 'https://meet.example.com/x' }));
    expect(res.status).toBe(200);
    const c = res.body.data.class;
    expect(c).toMatchObject({ seriesId: null, date: '2030-01-15', startTime: '07:00', endTime: '07:45' });
    expect(c.startsAt).toBe('2030-01-15T12:00:00.000Z');
    const got = await call(t.app, 'GET', `${base}/${c.id}`, { token: t.tokens.coach });
    expect(got.body.data).toMatchObject({ id: c.id, participants: [], booked: 0 });
    expect((await list('2030-01-15', '2030-01-15', { keyword: 'dawn' })).totalRecords).toBe(1);
    // A page past the end has no row to carry the total: it is counted apart.
    const past = await call(t.app, 'POST', `${base}/page/3?pageSize=1`, {
      token: t.tokens.coach,
      body: { from: '2030-01-15', to: '2030-01-15' },
    });
    expect(past.body.data).toEqual({ list: [], totalRecords: 1 });
    expect((await list('2030-01-15', '2030-01-15', { trainerId: ids.foreignTrainerId })).totalRecords).toBe(
      0,
    );
    expect((await call(t.app, 'DELETE', `${base}/${c.id}`, { token: t.tokens.club })).status).toBe(200);
    expect((await call(t.app, 'GET', `${base}/${c.id}`, { token: t.tokens.coach })).status).toBe(404);
  });

  it('keeps a weekly 07:00 class at 07:00 local across the spring change', async () => {
    const res = await create(form({ rrule: 'FREQ=WEEKLY;COUNT=4' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ occurrences: 4, skippedDates: [] });
    expect(await startsOf('2030-03-01', '2030-03-31')).toEqual([
      ['2030-03-02', '07:00', '2030-03-02T12:00:00.000Z'],
      ['2030-03-09', '07:00', '2030-03-09T12:00:00.000Z'],
      ['2030-03-16', '07:00', '2030-03-16T11:00:00.000Z'],
      ['2030-03-23', '07:00', '2030-03-23T11:00:00.000Z'],
    ]);
  });

  it('skips a start time that does not exist that day and says which date', async () => {
    const res = await create(
      form({
        name: 'Night owl',
        date: '2031-03-08',
        startTime: '02:30',
        endTime: '03:15',
        rrule: 'RRULE:FREQ=DAILY;COUNT=3',
      }),
    );
    expect(res.body.data).toMatchObject({ occurrences: 3, skippedDates: ['2031-03-09'] });
    const dates = (await list('2031-03-01', '2031-03-31')).list.map((c: { date: string }) => c.date);
    expect(dates).toEqual(['2031-03-08', '2031-03-10', '2031-03-11']);
    const single = await create(form({ date: '2031-03-09', startTime: '02:30', endTime: '03:00' }));
    expect(single.status).toBe(400);
    expect(single.body.data.fields.startTime).toMatch(/does not exist/);
  });

  it('takes the first of a repeated local time in the autumn', async () => {
    const res = await create(form({ date: '2030-11-03', startTime: '01:30', endTime: '02:00' }));
    expect(res.body.data.class.startsAt).toBe('2030-11-03T05:30:00.000Z');
  });

  it('edits one class or this and the following ones across the change', async () => {
    const series = await create(form({ name: 'Edit me', date: '2032-03-06', rrule: 'FREQ=WEEKLY;COUNT=4' }));
    const all = (await list('2032-03-01', '2032-03-31')).list;
    expect(all).toHaveLength(4);
    const [first, second, third] = all;
    const edit = (id: number, body: unknown) =>
      call(t.app, 'POST', `${base}/${id}`, { token: t.tokens.club, body });

    const one = await edit(
      second.id,
      form({ name: 'Moved', date: '2032-03-14', startTime: '09:00', endTime: '09:30', scope: 'this' }),
    );
    expect(one.status).toBe(200);
    expect(one.body.data.class).toMatchObject({
      name: 'Moved',
      date: '2032-03-14',
      startsAt: '2032-03-14T13:00:00.000Z',
    });

    const following = await edit(
      third.id,
      form({ name: 'Later', date: '2032-03-20', startTime: '08:00', endTime: '08:45', scope: 'following' }),
    );
    expect(following.status).toBe(200);
    expect(following.body.data.occurrences).toBe(2);
    expect(await startsOf('2032-03-01', '2032-03-31')).toEqual([
      ['2032-03-06', '07:00', '2032-03-06T12:00:00.000Z'],
      ['2032-03-14', '09:00', '2032-03-14T13:00:00.000Z'],
      ['2032-03-20', '08:00', '2032-03-20T12:00:00.000Z'],
      ['2032-03-27', '08:00', '2032-03-27T12:00:00.000Z'],
    ]);
    expect(series.body.data.class.id).toBe(first.id);
    const moved = await call(t.app, 'GET', `${base}/${third.id}`, { token: t.tokens.coach });
    expect(moved.body.data.seriesId).not.toBe(first.seriesId);
    expect(moved.body.data.rrule).toBe('FREQ=WEEKLY;COUNT=2');
    const old = await call(t.app, 'GET', `${base}/${first.id}`, { token: t.tokens.coach });
    expect(old.body.data.rrule).toBe('FREQ=WEEKLY;UNTIL=20320319');
  });

  it('deletes one class or this and the following ones', async () => {
    await create(form({ name: 'Drop me', date: '2033-03-05', rrule: 'FREQ=WEEKLY;COUNT=4' }));
    const all = (await list('2033-03-01', '2033-03-31')).list;
    const del = (id: number, scope: string) =>
      call(t.app, 'DELETE', `${base}/${id}?scope=${scope}`, { token: t.tokens.club });
    expect((await del(all[3].id, 'this')).status).toBe(200);
    expect((await del(all[1].id, 'following')).status).toBe(200);
    expect((await list('2033-03-01', '2033-03-31')).list.map((c: { id: number }) => c.id)).toEqual([
      all[0].id,
    ]);
    expect((await del(all[1].id, 'this')).status).toBe(404);
  });

  it.each([
    ['name', { name: '' }, 'Please enter the class name', 'Introduce el nombre de la clase'],
    ['timeZone', { timeZone: 'Mars/Base' }, 'Please select the timezone', 'Selecciona la zona horaria'],
    ['date', { date: '' }, 'Please select the class date', 'Selecciona la fecha de la clase'],
    ['startTime', { startTime: '7' }, 'Please select the start time', 'Selecciona la hora de inicio'],
    ['endTime', { endTime: undefined }, 'Please select the end time', 'Selecciona la hora de fin'],
    ['trainerId', { trainerId: undefined }, 'Please select the trainer', 'Selecciona el entrenador'],
    ['studioId', { studioId: null }, 'Please select the studio', 'Selecciona la sala'],
    [
      'meetingLink',
      { meetingLink: 'not a link' },
      'Please enter a valid URL for the meeting link',
      'Introduce una URL válida para el enlace de la reunión',
    ],
    [
      'rrule',
      { rrule: 'FREQ=HOURLY' },
      'Please enter a valid recurrence (FREQ=DAILY, WEEKLY, MONTHLY or YEARLY, without times of day)',
      null,
    ],
  ])('refuses a bad %s in en and es', async (field, change, en, es) => {
    const res = await create(form(change));
    expect(res.status).toBe(400);
    expect(res.body.data.fields[field]).toBe(en);
    if (es) {
      const spanish = await call(t.app, 'PUT', base, {
        token: t.tokens.club,
        body: form(change),
        lang: 'es',
      });
      expect(spanish.body.data.fields[field]).toBe(es);
    }
  });

  it('takes only the club own trainer and keeps clubs apart', async () => {
    const res = await create(form({ trainerId: ids.foreignTrainerId }));
    expect(res.status).toBe(400);
    expect(res.body.data.fields.trainerId).toBe('Please select the trainer');
    const mine = (await create(form({ date: '2030-02-01' }))).body.data.class;
    expect((await call(t.app, 'GET', `${base}/${mine.id}`, { token: t.tokens.club2 })).status).toBe(403);
    const theirs = `/dashboard/clients/15/classes/${mine.id}`;
    expect((await call(t.app, 'GET', theirs, { token: t.tokens.club2 })).status).toBe(404);
  });

  it('lets staff read but only managers plan', async () => {
    expect((await create(form(), t.tokens.coach)).status).toBe(403);
    expect((await create(form(), t.tokens.member)).status).toBe(403);
    const page = await call(t.app, 'POST', `${base}/page/1`, {
      token: t.tokens.member,
      body: { from: '2030-01-01', to: '2030-01-02' },
    });
    expect(page.status).toBe(403);
  });
});
