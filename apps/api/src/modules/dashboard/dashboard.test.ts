import { todayIn } from '@pulseboard/core/date-range';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { classes } from '../classes/classes.table.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { insertUser } from '../users/users.repository.ts';
import { addToDaily } from '../workouts/workouts.repository.ts';
import { workouts } from '../workouts/workouts.table.ts';

// A club of our own in Auckland (UTC+13 in November), so day boundaries differ from UTC.
const t = useTestApp();
let staff: string;
let member: string;
let emptyStaff: string;
const CLUB = 90;
const EMPTY = 91;

beforeAll(async () => {
  const db = t.deps.db;
  await db.insert(clubs).values([
    { id: CLUB, name: 'Kiwi Pulse', code: 'KIWI', timezone: 'Pacific/Auckland' },
    { id: EMPTY, name: 'Empty Club', code: 'EMPTY', timezone: 'UTC' },
  ]);
  const base = { passwordHash: 'x', firstName: 'K', lastName: 'W' };
  const admin = await insertUser(db, {
    ...base,
    email: 'kiwi.admin@example.com',
    clubId: CLUB,
    memberRole: 'club',
    memberRoles: ['club'],
  });
  const m1 = await insertUser(db, { ...base, email: 'kiwi.m1@example.com', clubId: CLUB });
  const m2 = await insertUser(db, { ...base, email: 'kiwi.m2@example.com', clubId: CLUB });
  await insertUser(db, {
    ...base,
    email: 'empty.admin@example.com',
    clubId: EMPTY,
    memberRole: 'club',
    memberRoles: ['club'],
  });
  const [cls] = await db
    .insert(classes)
    .values({
      clubId: CLUB,
      name: 'HIIT',
      startsAt: new Date('2026-03-01T20:00:00Z'),
      endsAt: new Date('2026-03-01T21:00:00Z'),
    })
    .returning({ id: classes.id });
  const w = (userId: number, iso: string, points: number, avgHr: number) => ({
    userId,
    clubId: CLUB,
    classId: cls?.id,
    startTime: new Date(iso),
    durationSeconds: 2700,
    calories: 400,
    avgHr,
    points,
  });
  const rows = [
    // 2026-03-01T20:00Z is 2026-03-02 09:00 in Auckland.
    w(m1, '2026-03-01T20:00:00Z', 50, 140),
    w(m2, '2026-03-01T20:00:00Z', 30, 130),
    // 2026-03-01T09:00Z is still 2026-03-01 in Auckland.
    w(m1, '2026-03-01T09:00:00Z', 20, 151),
    // Outside the range.
    w(m1, '2026-02-27T09:00:00Z', 99, 100),
  ];
  await db.insert(workouts).values(rows);
  // The sums read the daily roll-ups, which ingestion writes with each workout.
  await db.transaction(async (tx) => {
    for (const r of rows)
      await addToDaily(
        tx,
        {
          clubId: CLUB,
          userId: r.userId,
          locationKey: 0,
          source: 'station',
          day: todayIn('Pacific/Auckland', r.startTime),
        },
        {
          seconds: r.durationSeconds,
          zoneSeconds: [0, 0, 0, 0, 0],
          zonePointSeconds: [0, 0, 0, 0, 0],
          zoneCalories: [0, 0, 0, 0, 0],
          calories: r.calories,
          points: r.points,
          pai: 0,
          avgHr: r.avgHr ?? null,
        },
      );
  });
  staff = await t.tokenFor('kiwi.admin@example.com');
  member = await t.tokenFor('kiwi.m1@example.com');
  emptyStaff = await t.tokenFor('empty.admin@example.com');
  void admin;
});

const stats = (token: string, query: string) => call(t.app, 'GET', `/dashboard/stats?${query}`, { token });

describe('GET /dashboard/stats', () => {
  it('sums the club’s workouts by day in the club’s time zone', async () => {
    const res = await stats(staff, 'range=custom&from=2026-03-01&to=2026-03-02');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      scope: 'club',
      timezone: 'Pacific/Auckland',
      activeMembers: 2,
      workouts: 3,
      classes: 1,
      avgHeartRate: 140,
      points: 100,
      calories: 1200,
    });
    expect(res.body.data.daily).toEqual([
      { date: '2026-03-01', workouts: 1, points: 20 },
      { date: '2026-03-02', workouts: 2, points: 80 },
    ]);
  });

  it('shows a member only their own training', async () => {
    const res = await stats(member, 'range=custom&from=2026-03-01&to=2026-03-02');
    expect(res.body.data).toMatchObject({
      scope: 'personal',
      workouts: 2,
      points: 70,
      activeMembers: 1,
      classes: 1,
    });
  });

  it('is zero-safe for a club with nothing yet', async () => {
    const res = await stats(emptyStaff, 'range=last30');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      workouts: 0,
      activeMembers: 0,
      classes: 0,
      avgHeartRate: null,
      points: 0,
    });
    expect(res.body.data.daily).toHaveLength(30);
    expect(res.body.data.daily.every((d: { workouts: number }) => d.workouts === 0)).toBe(true);
  });

  it('lets accuro look at the platform or at one club, and nobody else at a foreign club', async () => {
    const admin = await t.tokenFor('admin@example.com');
    const one = await stats(admin, `range=custom&from=2026-03-01&to=2026-03-02&clubId=${CLUB}`);
    expect(one.body.data).toMatchObject({ scope: 'club', workouts: 3 });
    const all = await stats(admin, 'range=today');
    expect(all.body.data.scope).toBe('platform');
    expect((await stats(staff, 'range=today&clubId=1')).status).toBe(403);
  });

  it.each([
    ['range=custom', 'from', 'Please select the start date'],
    ['range=custom&from=2026-03-05&to=2026-03-01', 'to', 'The end date must not be before the start date'],
    ['range=custom&from=2024-01-01&to=2026-03-01', 'to', 'Please choose a range of at most 366 days'],
    ['range=yesterday', 'range', 'Please select a date range'],
  ])('refuses %s', async (query, field, message) => {
    const res = await stats(staff, query);
    expect(res.status).toBe(400);
    expect(res.body.data.fields[field]).toBe(message);
  });

  it('spans this week from Monday', async () => {
    const res = await stats(staff, 'range=week');
    const first = new Date(`${res.body.data.from}T00:00:00Z`).getUTCDay();
    expect(first).toBe(1);
    expect(res.body.data.daily.length).toBeLessThanOrEqual(7);
  });
});
