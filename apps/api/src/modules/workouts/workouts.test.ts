import { translate } from '@pulseboard/contract/messages';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { type TDemoRoleKey, useTestApp } from '../../test-support/use-test-app.ts';
import { accountSettings } from '../accounts/accounts.table.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { users } from '../users/users.table.ts';
import { maxHrChanges, workouts } from './workouts.table.ts';

const t = useTestApp();
const ids = { mia: 0, other: 0, foreign: 0, station: 0, noMax: 0 };
// Mia wears 0x3039; so does a member of club 15 (ids are unique per club, not across clubs).
const MIA_DEVICE = 0x3039;

beforeAll(async () => {
  const db = t.deps.db;
  const id = async (email: string) => (await findUserByEmail(db, email))?.id ?? 0;
  ids.mia = await id('member@example.com');
  ids.other = await id('member01.club1@example.com');
  ids.foreign = await id('member01.club15@example.com');
  ids.station = await id('location.admin@example.com');
  ids.noMax = await id('member02.club1@example.com');
  expect(Object.values(ids).every(Boolean)).toBe(true);
  const set = (userId: number, values: Partial<typeof users.$inferInsert>) =>
    db.update(users).set(values).where(eq(users.id, userId));
  await set(ids.mia, {
    maxHr: 200,
    birthDate: '1990-06-15',
    gender: 'female',
    weight: 60,
    deviceId: '12345',
    deviceIdNum: MIA_DEVICE,
  });
  await set(ids.other, { maxHr: 190, birthDate: '1985-01-01', gender: 'male', weight: 80 });
  await set(ids.foreign, { maxHr: 180, deviceId: '12345', deviceIdNum: MIA_DEVICE });
  await set(ids.noMax, { maxHr: null, birthDate: null });
  // The location admin is also a station account: its own zones, points 1-5 and 10 % more calories.
  await db.insert(accountSettings).values({
    userId: ids.station,
    zoneStarts: [50, 60, 70, 80, 90],
    zonePoints: [1, 2, 3, 4, 5],
    zoneColors: ['#111111', '#222222', '#333333', '#444444', '#555555'],
    gradientFrom: '#111111',
    gradientTo: '#555555',
    calorieInflate: 10,
  });
});

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** `seconds` samples at one heart rate. */
const flat = (bpm: number, seconds: number) => Array.from({ length: seconds }, () => bpm);
let refs = 0;
const ref = () => `ref-${++refs}`;

const ingest = (items: unknown[], who: TDemoRoleKey = 'member', lang?: string) =>
  call(t.app, 'POST', '/dashboard/workouts/actions/ingest', {
    token: t.tokens[who],
    body: { workouts: items },
    lang,
  });
const appItem = (extra: object = {}) => ({
  clientRef: ref(),
  memberId: ids.mia,
  dataSource: 'app',
  startTime: ago(120),
  hr: flat(150, 600),
  ...extra,
});
const countWorkouts = async (userId: number) =>
  (await t.deps.db.$count(workouts, eq(workouts.userId, userId))) as number;
async function ledger(reference: string) {
  const res = await t.deps.db.execute(
    sql`SELECT amount, kind, club_id FROM points_ledger WHERE reference = ${reference}`,
  );
  return (res as unknown as { rows: { amount: number; kind: string; club_id: number }[] }).rows;
}

describe('POST /dashboard/workouts/actions/ingest', () => {
  it('stores a member’s own app workout scored with the club’s zones, its roll-up and its ledger row', async () => {
    const res = await ingest([appItem({ clientRef: 'mia-1' })]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [item] = res.body.data.items;
    // 150 bpm of max 200 is 75 %: zone 3 (70-80), 2 points a minute: 10 min -> 20 points.
    expect(item).toMatchObject({
      clientRef: 'mia-1',
      status: 'created',
      errors: [],
      summary: { durationSeconds: 600, zoneSeconds: [0, 0, 600, 0, 0], points: 20, avgHr: 150, maxHr: 150 },
    });
    expect(item.summary.calories).toBeGreaterThan(0);
    expect(await ledger(`workout:${item.workoutId}`)).toEqual([{ amount: 20, kind: 'workout', club_id: 1 }]);

    const [row] = await t.deps.db.select().from(workouts).where(eq(workouts.id, item.workoutId));
    // One byte per sample, as scored.
    expect(row?.samples?.length).toBe(600);
    expect(row).toMatchObject({ senderId: ids.mia, accountId: null, maxHrUsed: 200, dataSource: 'app' });
  });

  it('answers a repeated item as a duplicate with the same id and summary, and stores nothing', async () => {
    const item = appItem({ clientRef: 'mia-repeat' });
    const first = (await ingest([item])).body.data.items[0];
    const before = await countWorkouts(ids.mia);
    const again = await ingest([item, { ...item, hr: flat(100, 60) }]);
    expect(again.body.data).toMatchObject({ created: 0, duplicates: 2, rejected: 0 });
    for (const answer of again.body.data.items) expect(answer).toEqual({ ...first, status: 'duplicate' });
    expect(await countWorkouts(ids.mia)).toBe(before);
    expect(await ledger(`workout:${first.workoutId}`)).toHaveLength(1);
  });

  it('lets a member post only their own workouts from the app', async () => {
    const res = await ingest([
      appItem({ memberId: ids.other }),
      appItem({ dataSource: 'station' }),
      appItem({ memberId: undefined, deviceId: '0x3039' }),
    ]);
    const [other, station, ownDevice] = res.body.data.items;
    expect(other).toMatchObject({
      status: 'rejected',
      errors: [{ field: 'memberId', key: 'workouts.ownOnly' }],
    });
    expect(station).toMatchObject({
      status: 'rejected',
      errors: [{ field: 'dataSource', key: 'workouts.ownOnly' }],
    });
    expect(ownDevice.status).toBe('created');
  });

  it('scores a station’s workout with the station’s settings, found by the hex device id, at the station’s location', async () => {
    const res = await ingest(
      [
        {
          clientRef: 'st-1',
          deviceId: '0x3039',
          deviceSn: 'POD-7',
          dataSource: 'station',
          startTime: ago(90),
          hr: flat(150, 600),
        },
      ],
      'locationAdmin',
    );
    const [item] = res.body.data.items;
    expect(item.status, JSON.stringify(item)).toBe('created');
    // Zone 3 earns 3 points a minute at this station.
    expect(item.summary).toMatchObject({ zoneSeconds: [0, 0, 600, 0, 0], points: 30 });
    const [row] = await t.deps.db.select().from(workouts).where(eq(workouts.id, item.workoutId));
    expect(row).toMatchObject({ userId: ids.mia, accountId: ids.station, locationId: 1, deviceSn: 'POD-7' });
    expect(row?.scoring).toMatchObject({ points: [1, 2, 3, 4, 5], calorieInflate: 10 });
    // The same samples scored by the club (no inflate) give 10 % fewer calories, rounded once.
    const club = (await ingest([appItem({ hr: flat(150, 600) })])).body.data.items[0];
    expect(item.summary.calories).toBe(Math.floor(club.summary.calories * 1.1 + 0.5));
  });

  it('lets staff post for their club’s members by id or device, never for another club', async () => {
    const res = await ingest(
      [
        {
          clientRef: ref(),
          memberId: ids.other,
          dataSource: 'import',
          startTime: ago(300),
          summary: {
            durationSeconds: 1800,
            calories: 300,
            avgHr: 140,
            maxHr: 170,
            zoneSeconds: [300, 300, 600, 300, 300],
          },
        },
        {
          clientRef: ref(),
          memberId: ids.foreign,
          dataSource: 'station',
          startTime: ago(60),
          hr: flat(140, 60),
        },
        {
          clientRef: ref(),
          deviceId: '999999',
          dataSource: 'station',
          startTime: ago(60),
          hr: flat(140, 60),
        },
        {
          clientRef: ref(),
          memberId: 2_000_000_000,
          dataSource: 'station',
          startTime: ago(60),
          hr: flat(140, 60),
        },
      ],
      'club',
    );
    const [imported, foreign, unknown, missing] = res.body.data.items;
    // Imported points come from the zone seconds with the club's points: (300 + 1200 + 900 + 1200) / 60.
    expect(imported).toMatchObject({ status: 'created', summary: { points: 60, calories: 300, pai: 0 } });
    expect(foreign.errors).toEqual([
      {
        field: 'memberId',
        key: 'workouts.memberNotInClub',
        message: translate('workouts.memberNotInClub', 'en'),
      },
    ]);
    expect(unknown.errors[0]).toMatchObject({
      field: 'deviceId',
      key: 'workouts.unknownDevice',
      message: 'No member of this club wears the device 999999',
    });
    // An id that exists nowhere reads the same as another club's member.
    expect(missing.errors[0].key).toBe('workouts.memberNotInClub');

    // Club 15's admin finds its own member with the same device id, never Mia.
    const theirs = await ingest(
      [
        {
          clientRef: 'c15',
          deviceId: '12345',
          dataSource: 'station',
          startTime: ago(60),
          hr: flat(140, 120),
        },
        {
          clientRef: 'c15-mia',
          memberId: ids.mia,
          dataSource: 'station',
          startTime: ago(60),
          hr: flat(140, 120),
        },
      ],
      'club2',
      'es',
    );
    const [own, mia] = theirs.body.data.items;
    expect(own.status).toBe('created');
    const [row] = await t.deps.db.select().from(workouts).where(eq(workouts.id, own.workoutId));
    expect(row).toMatchObject({ userId: ids.foreign, clubId: 15 });
    expect(mia.errors[0].message).toBe(translate('workouts.memberNotInClub', 'es'));
  });

  it('rejects bad items one by one, naming the field, and stores the good ones of the batch', async () => {
    const before = await countWorkouts(ids.mia);
    const res = await ingest([
      appItem({ clientRef: 'good-1' }),
      appItem({ hr: [120, 121, 300, 122, 10] }),
      appItem({ hr: [null, null, null] }),
      appItem({ startTime: new Date(Date.now() + 3_600_000).toISOString() }),
      appItem({ hr: flat(120, 21_601) }),
      'not an object',
      appItem({ memberId: undefined }),
      appItem({ startTime: '2026-01-01 10:00' }),
      appItem({ clientRef: 'good-2' }),
    ]);
    expect(res.status).toBe(200);
    const items = res.body.data.items;
    expect(items.map((i: { status: string }) => i.status)).toEqual([
      'created',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'created',
    ]);
    expect(res.body.data).toMatchObject({ created: 2, rejected: 7, duplicates: 0 });
    const firstError = (i: number) => items[i].errors[0];
    expect(firstError(1)).toEqual({
      field: 'hr',
      key: 'workouts.hr.outOfRange',
      message: 'Sample 2 is 300; every heart rate must be from 25 to 250 bpm (2 outside)',
    });
    expect(firstError(2)).toMatchObject({ field: 'hr', key: 'workouts.hr.empty' });
    expect(firstError(3)).toMatchObject({ field: 'startTime', key: 'workouts.startFuture' });
    expect(firstError(4)).toEqual({
      field: 'hr',
      key: 'workouts.hr.tooLong',
      message: 'The samples last 21,601 seconds; a workout can last at most 6 hours',
    });
    expect(firstError(5)).toMatchObject({ field: '', key: 'workouts.item' });
    expect(firstError(6)).toMatchObject({ field: 'memberId', key: 'workouts.memberOrDevice' });
    expect(firstError(7)).toMatchObject({ field: 'startTime', key: 'workouts.startTime' });
    expect(await countWorkouts(ids.mia)).toBe(before + 2);

    const es = await ingest([appItem({ hr: [null] })], 'member', 'es');
    expect(es.body.data.items[0].errors[0].message).toBe(
      'El entrenamiento no tiene muestras de frecuencia cardiaca',
    );
  });

  it('answers hostile items per item, never with a server error', async () => {
    const hostile: unknown[] = [
      appItem({ clientRef: 'a\u0000b' }),
      appItem({ clientRef: '\ud800' }),
      appItem({ clientRef: 'x'.repeat(101) }),
      appItem({ memberId: 2 ** 31 }),
      appItem({ memberId: undefined, deviceId: 2 ** 53 }),
      appItem({ memberId: undefined, deviceId: '0x' }),
      appItem({ hr: ['120', {}, []] }),
      appItem({ hr: [1e308, -1, 120] }),
      appItem({ hr: 'fast' }),
      appItem({ sampleInterval: 0.5 }),
      appItem({ sampleInterval: 'often' }),
      appItem({ deviceSn: '\udfff' }),
      appItem({ dataSource: 'watch' }),
      appItem({
        summary: { durationSeconds: 60, calories: 1, avgHr: 100, maxHr: 90, zoneSeconds: [0, 0, 0, 0, 0] },
      }),
      appItem({ locationId: 2_000_000_000 }),
      null,
      [],
    ];
    const res = await ingest(hostile);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = res.body.data.items as { status: string; errors: { field: string; message: string }[] }[];
    expect(items.map((i) => i.status)).toEqual(hostile.map(() => 'rejected'));
    for (const item of items) {
      expect(item.errors.length).toBeGreaterThan(0);
      // Every message is a catalogued text, not a key or zod's English.
      for (const error of item.errors) expect(error.message).not.toMatch(/^[a-z]+\.[a-zA-Z.]+$|Invalid|\{/);
    }
  });

  it('refuses a member with neither max HR nor birth date, and an empty or oversized batch', async () => {
    const res = await ingest(
      [
        {
          clientRef: ref(),
          memberId: ids.noMax,
          dataSource: 'station',
          startTime: ago(60),
          hr: flat(140, 60),
        },
      ],
      'club',
    );
    expect(res.body.data.items[0].errors[0]).toMatchObject({ field: 'memberId', key: 'workouts.noMaxHr' });
    expect((await ingest([])).status).toBe(400);
    expect((await ingest(Array.from({ length: 101 }, () => appItem()))).status).toBe(400);
  });

  it('raises the max HR held above it for 30 s when the club has the automatic raise on', async () => {
    await t.deps.db.update(clubs).set({ maxHrAutoRaise: true }).where(eq(clubs.id, 1));
    const hr = [...flat(150, 60), ...flat(196, 45), ...flat(150, 60)];
    const res = await ingest(
      [{ clientRef: ref(), memberId: ids.other, dataSource: 'station', startTime: ago(30), hr }],
      'club',
    );
    await t.deps.db.update(clubs).set({ maxHrAutoRaise: false }).where(eq(clubs.id, 1));
    const [item] = res.body.data.items;
    expect(item.status).toBe('created');
    const [user] = await t.deps.db.select({ maxHr: users.maxHr }).from(users).where(eq(users.id, ids.other));
    expect(user?.maxHr).toBe(196);
    const changes = await t.deps.db
      .select()
      .from(maxHrChanges)
      .where(eq(maxHrChanges.workoutId, item.workoutId));
    expect(changes).toMatchObject([{ userId: ids.other, fromHr: 190, toHr: 196, automatic: true }]);
    // The member sees the raise on their profile; nobody else's raises show to another member.
    const own = await call(t.app, 'GET', '/dashboard/workouts/max-hr-changes', {
      token: await t.tokenFor('member01.club1@example.com'),
    });
    expect(own.body.data.list).toMatchObject([
      { fromHr: 190, toHr: 196, automatic: true, workoutId: item.workoutId },
    ]);
    const mia = await call(t.app, 'GET', '/dashboard/workouts/max-hr-changes', { token: t.tokens.member });
    expect(mia.body.data.list).toEqual([]);
  });

  it('takes a full batch of 100 one-hour workouts, a body larger than the app’s usual 1 MB limit', async () => {
    const hour = Array.from({ length: 3600 }, (_, s) => 120 + Math.round(30 * Math.sin(s / 300)));
    const items = Array.from({ length: 100 }, (_, i) => ({
      clientRef: `hour-${i}`,
      memberId: ids.other,
      dataSource: 'station',
      startTime: ago(60 * 24 * 3 + i * 61),
      hr: hour,
    }));
    expect(JSON.stringify({ workouts: items }).length).toBeGreaterThan(1024 * 1024);
    const res = await ingest(items, 'club');
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.data).toMatchObject({ created: 100, rejected: 0 });
    // Every hour scored alike: the same samples and max HR give the same figures.
    const summaries = new Set(res.body.data.items.map((i: { summary: object }) => JSON.stringify(i.summary)));
    expect(summaries.size).toBe(1);
  });

  it('keeps every daily roll-up and ledger total equal to a recomputation from the raw workouts', async () => {
    const res = await t.deps.db.execute(sql`
      WITH raw AS (
        SELECT w.club_id, w.user_id, coalesce(w.location_id, 0) AS location_key, w.data_source AS source,
               (w.start_time AT TIME ZONE c.timezone)::date AS day,
               count(*)::int AS workouts, sum(w.duration_seconds)::int AS seconds,
               sum(w.calories)::int AS calories, sum(w.points)::int AS points, sum(w.pai) AS pai,
               coalesce(sum(w.avg_hr) FILTER (WHERE w.avg_hr > 0), 0)::int AS avg_hr_sum,
               count(*) FILTER (WHERE w.avg_hr > 0)::int AS avg_hr_workouts,
               ARRAY[sum(w.zone_seconds[1]), sum(w.zone_seconds[2]), sum(w.zone_seconds[3]), sum(w.zone_seconds[4]), sum(w.zone_seconds[5])]::int[] AS zone_seconds,
               ARRAY[sum(w.zone_point_seconds[1]), sum(w.zone_point_seconds[2]), sum(w.zone_point_seconds[3]), sum(w.zone_point_seconds[4]), sum(w.zone_point_seconds[5])]::int[] AS zone_point_seconds,
               ARRAY[sum(w.zone_calories[1]), sum(w.zone_calories[2]), sum(w.zone_calories[3]), sum(w.zone_calories[4]), sum(w.zone_calories[5])]::int[] AS zone_calories
        FROM workouts w JOIN clubs c ON c.id = w.club_id
        GROUP BY 1, 2, 3, 4, 5
      )
      SELECT
        (SELECT count(*)::int FROM raw) AS raw_rows,
        (SELECT count(*)::int FROM workout_daily) AS daily_rows,
        (SELECT count(*)::int FROM raw r JOIN workout_daily d USING (club_id, user_id, location_key, source, day)
          WHERE r.workouts = d.workouts AND r.seconds = d.seconds AND r.calories = d.calories
            AND r.points = d.points AND round(r.pai::numeric, 6) = round(d.pai::numeric, 6)
            AND r.avg_hr_sum = d.avg_hr_sum AND r.avg_hr_workouts = d.avg_hr_workouts
            AND r.zone_seconds = d.zone_seconds AND r.zone_point_seconds = d.zone_point_seconds
            AND r.zone_calories = d.zone_calories) AS equal_rows,
        (SELECT coalesce(sum(points), 0)::int FROM workouts) AS workout_points,
        (SELECT coalesce(sum(amount), 0)::int FROM points_ledger WHERE kind = 'workout') AS ledger_points`);
    const [row] = (res as unknown as { rows: Record<string, number>[] }).rows;
    expect(row?.raw_rows).toBeGreaterThan(10);
    expect(row).toEqual({
      raw_rows: row?.raw_rows,
      daily_rows: row?.raw_rows,
      equal_rows: row?.raw_rows,
      workout_points: row?.workout_points,
      ledger_points: row?.workout_points,
    });
  });
});

describe('GET /dashboard/workouts/pai', () => {
  it('adds up the member’s PAI of today and the six days before, to a tenth', async () => {
    const res = await call(t.app, 'GET', '/dashboard/workouts/pai', { token: t.tokens.member });
    expect(res.status).toBe(200);
    const { pai, from, to } = res.body.data as { pai: number; from: string; to: string };
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
    const check = await t.deps.db.execute(sql`
      SELECT coalesce(round(sum(w.pai)::numeric, 1), 0)::float8 AS pai
      FROM workouts w JOIN clubs c ON c.id = w.club_id
      WHERE w.user_id = ${ids.mia}
        AND (w.start_time AT TIME ZONE c.timezone)::date BETWEEN ${from}::date AND ${to}::date`);
    const [expected] = (check as unknown as { rows: { pai: number }[] }).rows;
    expect(pai).toBeGreaterThan(0);
    expect(pai).toBe(Number(expected?.pai));
  });
});

describe('reading workouts', () => {
  const page = (body: object, who: TDemoRoleKey = 'member') =>
    call(t.app, 'POST', '/dashboard/workouts/page/1?pageSize=100', { token: t.tokens[who], body });
  const detail = (id: number, who: TDemoRoleKey = 'member') =>
    call(t.app, 'GET', `/dashboard/workouts/${id}`, { token: t.tokens[who] });

  it('stops counting a club’s workouts past the cap and says the total is a lower bound', async () => {
    const from = '2001-01-01T00:00:00Z';
    const to = '2001-12-31T00:00:00Z';
    // 10,001 bare workouts in 2001 for a member of club 15, removed afterwards.
    await t.deps.db.execute(sql`
      INSERT INTO workouts (user_id, club_id, data_source, start_time, duration_seconds, client_ref)
      SELECT ${ids.foreign}, 15, 'import', '2001-01-01T00:00:00Z'::timestamptz + g * interval '30 minutes', 600, 'cap-' || g
      FROM generate_series(1, 10001) AS g`);
    try {
      const res = await page({ clubId: 15, from, to }, 'club2');
      expect(res.body.data).toMatchObject({ totalRecords: 10_000, totalIsLowerBound: true });
      expect(res.body.data.list).toHaveLength(100);
      const member = await page({ memberId: ids.foreign, from, to: '2001-01-02T00:00:00Z' }, 'club2');
      expect(member.body.data).toMatchObject({ totalRecords: 48, totalIsLowerBound: false });
    } finally {
      await t.deps.db.execute(sql`DELETE FROM workouts WHERE client_ref LIKE 'cap-%'`);
    }
  });

  it('lists the member’s own workouts newest first, within the range', async () => {
    const res = await page({ from: ago(24 * 60), to: ago(0) });
    expect(res.status).toBe(200);
    const list = res.body.data.list as { startTime: string; userId: number; memberName: string }[];
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((w) => w.userId === ids.mia && w.memberName === 'Mia Member')).toBe(true);
    const times = list.map((w) => w.startTime);
    expect(times).toEqual([...times].sort().reverse());
    expect((await page({ clubId: 1 })).status).toBe(403);
    expect((await page({ memberId: ids.other })).status).toBe(403);
  });

  it('lets staff switch to their club’s workouts, by member and location, and not another club’s', async () => {
    const club = (await page({ clubId: 1, from: ago(6 * 60) }, 'club')).body.data.list as {
      userId: number;
      clubId: number;
      timeZone: string;
    }[];
    const who = new Set(club.map((w) => w.userId));
    expect(who.has(ids.mia) && who.has(ids.other)).toBe(true);
    expect(club.every((w) => w.clubId === 1)).toBe(true);
    // Each row carries its club's time zone, in which the app shows its date and time.
    const [home] = await t.deps.db.select({ timezone: clubs.timezone }).from(clubs).where(eq(clubs.id, 1));
    expect(home?.timezone).not.toBe('UTC');
    expect(club.every((w) => w.timeZone === home?.timezone)).toBe(true);
    const other = (await page({ memberId: ids.other, from: ago(24 * 60) }, 'club')).body.data.list;
    expect(other.every((w: { userId: number }) => w.userId === ids.other)).toBe(true);
    const atStation = (await page({ clubId: 1, locationId: 1, from: ago(6 * 60) }, 'club')).body.data
      .list as { locationId: number; deviceSn: string | null }[];
    expect(atStation.every((w) => w.locationId === 1)).toBe(true);
    expect(atStation.find((w) => w.deviceSn === 'POD-7')).toMatchObject({
      locationName: 'Downtown',
      zoneColors: ['#111111', '#222222', '#333333', '#444444', '#555555'],
    });
    const elsewhere = (await page({ clubId: 1, locationId: 2, from: ago(6 * 60) }, 'club')).body.data.list;
    expect(elsewhere.find((w: { deviceSn: string | null }) => w.deviceSn === 'POD-7')).toBeUndefined();
    expect((await page({ clubId: 15 }, 'club')).status).toBe(403);
    expect((await page({ memberId: ids.foreign }, 'club')).status).toBe(403);
    expect((await page({ clubId: 15 }, 'accuro')).status).toBe(200);
  });

  it('shows a workout’s curve to its owner and its club’s staff, and to nobody else', async () => {
    const list = (await page({})).body.data.list as { id: number; durationSeconds: number }[];
    const mine = list.find((w) => w.durationSeconds === 600);
    if (!mine) throw new Error('no 10-minute workout');
    const res = await detail(mine.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: mine.id,
      timeZone: expect.any(String),
      sampleInterval: 1,
      maxHrUsed: 200,
      zoneStarts: [50, 60, 70, 80, 90],
      zoneLabels: ['easy', 'light', 'moderate', 'intense', 'vigorous'],
    });
    expect(res.body.data.samples).toHaveLength(600);
    expect(res.body.data.samples[0]).toBe(150);
    expect((await detail(mine.id, 'coach')).status).toBe(200);
    expect((await detail(mine.id, 'club2')).status).toBe(404);
    const others = (await page({ memberId: ids.other }, 'club')).body.data.list;
    expect((await detail(others[0].id, 'member')).status).toBe(404);
    expect((await detail(2_000_000_000)).status).toBe(404);
    expect((await detail(0)).status).toBe(400);
  });
});
