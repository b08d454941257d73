import { and, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { accountSettings } from '../accounts/accounts.table.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { locations } from '../locations/locations.table.ts';
import { users } from '../users/users.table.ts';
import { maxHrChanges, workouts } from './workouts.table.ts';

type TPaging = { offset: number; limit: number };
export type TWorkoutRow = typeof workouts.$inferSelect;
export type TNewWorkout = typeof workouts.$inferInsert;

/** Every workout of a user, oldest first (a member's data export). */
export function listUserWorkouts(db: DbOrTx, userId: number) {
  return db.select().from(workouts).where(eq(workouts.userId, userId)).orderBy(workouts.startTime);
}

export async function countClubWorkouts(db: DbOrTx, clubId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workouts)
    .where(eq(workouts.clubId, clubId));
  return row?.n ?? 0;
}

/** What scoring needs to know about a club: its time zone, zones, wording and automatic max-HR raise. */
export async function findClubScoring(db: DbOrTx, clubId: number) {
  const [row] = await db
    .select({
      id: clubs.id,
      timezone: clubs.timezone,
      zoneSettings: clubs.zoneSettings,
      wording: clubs.wording,
      maxHrAutoRaise: clubs.maxHrAutoRaise,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row;
}
export type TClubScoring = NonNullable<Awaited<ReturnType<typeof findClubScoring>>>;

/** A station account's zone settings (Stations tab); undefined for a user who is not a station account. */
export async function findStationSettings(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      zoneStarts: accountSettings.zoneStarts,
      zonePoints: accountSettings.zonePoints,
      zoneColors: accountSettings.zoneColors,
      sixtyMinuteCutoff: accountSettings.sixtyMinuteCutoff,
      calorieInflate: accountSettings.calorieInflate,
    })
    .from(accountSettings)
    .where(eq(accountSettings.userId, userId));
  return row;
}

const athleteColumns = {
  id: users.id,
  clubId: users.clubId,
  locationId: users.locationId,
  maxHr: users.maxHr,
  restingHr: users.restingHr,
  birthDate: users.birthDate,
  gender: users.gender,
  weight: users.weight,
  deviceIdNum: users.deviceIdNum,
};
/** The member a workout is for, by id, when not erased. */
export async function findAthlete(db: DbOrTx, userId: number) {
  const [row] = await db
    .select(athleteColumns)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)));
  return row;
}

export type TAthlete = NonNullable<Awaited<ReturnType<typeof findAthlete>>>;

/** The club's member wearing a sensor (users.device_id_num, unique per club), when not erased. */
export async function findAthleteByDevice(db: DbOrTx, clubId: number, deviceIdNum: number) {
  const [row] = await db
    .select(athleteColumns)
    .from(users)
    .where(and(eq(users.clubId, clubId), eq(users.deviceIdNum, deviceIdNum), isNull(users.erasedAt)));
  return row;
}

/** The member's max HR now, locked until the transaction ends (the automatic raise reads and writes it). */
export async function lockMaxHr(tx: Tx, userId: number) {
  const rows = await tx.execute(sql`SELECT max_hr FROM users WHERE id = ${userId} FOR UPDATE`);
  const row = (rows as unknown as { rows: { max_hr: number | null }[] }).rows[0];
  return row?.max_hr ?? null;
}

export async function locationInClub(db: DbOrTx, locationId: number, clubId: number) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.clubId, clubId)));
  return row !== undefined;
}

/** The stored workout a sender already posted under clientRef. */
export async function findBySenderRef(db: DbOrTx, senderId: number, clientRef: string) {
  const [row] = await db
    .select()
    .from(workouts)
    .where(and(eq(workouts.senderId, senderId), eq(workouts.clientRef, clientRef)));
  return row;
}

/** Inserts a workout; undefined when the sender already posted this clientRef (nothing written). */
export async function insertWorkout(tx: Tx, row: TNewWorkout) {
  const [saved] = await tx
    .insert(workouts)
    .values(row)
    .onConflictDoNothing({
      target: [workouts.senderId, workouts.clientRef],
      where: sql`client_ref IS NOT NULL`,
    })
    .returning();
  return saved;
}

const intArray = (values: readonly number[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}::int`),
    sql`, `,
  )}]::integer[]`;

// Element-wise sum of a roll-up's array column and the incoming row's.
const addArrays = (column: string) =>
  sql.raw(`ARRAY(
        SELECT coalesce(a, 0) + coalesce(b, 0)
        FROM unnest(workout_daily.${column}, EXCLUDED.${column}) WITH ORDINALITY AS z(a, b, i)
        ORDER BY i
      )`);

/** Adds one workout to its member's roll-up of the day and source (created on the first such workout). */
export async function addToDaily(
  tx: Tx,
  key: { clubId: number; userId: number; locationKey: number; source: string; day: string },
  w: {
    seconds: number;
    zoneSeconds: number[];
    zonePointSeconds: number[];
    zoneCalories: number[];
    calories: number;
    points: number;
    pai: number;
    /** The workout's average HR (0 or null: none, not counted in the average). */
    avgHr: number | null;
  },
) {
  const avgHr = w.avgHr && w.avgHr > 0 ? w.avgHr : 0;
  await tx.execute(sql`
    INSERT INTO workout_daily (club_id, user_id, location_key, source, day, workouts, seconds, zone_seconds,
      zone_point_seconds, zone_calories, calories, points, pai, avg_hr_sum, avg_hr_workouts)
    VALUES (${key.clubId}, ${key.userId}, ${key.locationKey}, ${key.source}, ${key.day}::date, 1, ${w.seconds},
            ${intArray(w.zoneSeconds)}, ${intArray(w.zonePointSeconds)}, ${intArray(w.zoneCalories)},
            ${w.calories}, ${w.points}, ${w.pai}, ${avgHr}, ${avgHr > 0 ? 1 : 0})
    ON CONFLICT (club_id, user_id, day, location_key, source) DO UPDATE SET
      workouts = workout_daily.workouts + 1,
      seconds = workout_daily.seconds + EXCLUDED.seconds,
      zone_seconds = ${addArrays('zone_seconds')},
      zone_point_seconds = ${addArrays('zone_point_seconds')},
      zone_calories = ${addArrays('zone_calories')},
      calories = workout_daily.calories + EXCLUDED.calories,
      points = workout_daily.points + EXCLUDED.points,
      pai = workout_daily.pai + EXCLUDED.pai,
      avg_hr_sum = workout_daily.avg_hr_sum + EXCLUDED.avg_hr_sum,
      avg_hr_workouts = workout_daily.avg_hr_workouts + EXCLUDED.avg_hr_workouts`);
}

/** Raises a member's max HR and records the change against the workout that raised it. */
export async function raiseMaxHr(tx: Tx, userId: number, workoutId: number, fromHr: number, toHr: number) {
  await tx.update(users).set({ maxHr: toHr }).where(eq(users.id, userId));
  await tx.insert(maxHrChanges).values({ userId, workoutId, fromHr, toHr, automatic: true });
}

const memberName = {
  firstName: users.firstName,
  lastName: users.lastName,
  nickName: users.nickName,
};

/**
 * The columns of a workout list row (My Workouts, My Sessions), with the member's and location's names
 * and the club's time zone (a query joins users, locations and clubs).
 */
export const workoutListColumns = {
  id: workouts.id,
  startTime: workouts.startTime,
  userId: workouts.userId,
  clubId: workouts.clubId,
  timeZone: clubs.timezone,
  locationId: workouts.locationId,
  locationName: locations.branchName,
  dataSource: workouts.dataSource,
  deviceSn: workouts.deviceSn,
  durationSeconds: workouts.durationSeconds,
  zoneSeconds: workouts.zoneSeconds,
  points: workouts.points,
  calories: workouts.calories,
  pai: workouts.pai,
  avgHr: workouts.avgHr,
  maxHr: workouts.maxHr,
  scoring: workouts.scoring,
  ...memberName,
};

export type TWorkoutScope = {
  userId?: number;
  clubId?: number;
  locationId?: number;
  from?: string;
  to?: string;
};

/** A page of workouts, newest first, with the member's name and the location's, and the total in the same query. */
/**
 * A page of workouts, newest first, and how many match counted up to `bound + 1` (a bounded scan of the
 * index, never every workout of a club's year).
 */
export async function pageWorkouts(db: DbOrTx, scope: TWorkoutScope, paging: TPaging, bound: number) {
  const where: SQL | undefined = and(
    scope.userId !== undefined ? eq(workouts.userId, scope.userId) : undefined,
    scope.clubId !== undefined ? eq(workouts.clubId, scope.clubId) : undefined,
    scope.locationId !== undefined ? eq(workouts.locationId, scope.locationId) : undefined,
    scope.from ? gte(workouts.startTime, new Date(scope.from)) : undefined,
    scope.to ? lte(workouts.startTime, new Date(scope.to)) : undefined,
  );
  const [list, counted] = await Promise.all([
    db
      .select(workoutListColumns)
      .from(workouts)
      .innerJoin(users, eq(users.id, workouts.userId))
      .leftJoin(locations, eq(locations.id, workouts.locationId))
      .leftJoin(clubs, eq(clubs.id, workouts.clubId))
      .where(where)
      .orderBy(desc(workouts.startTime), desc(workouts.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(workouts)
        .where(where)
        .limit(bound + 1)
        .as('capped'),
    ),
  ]);
  return { list, counted: counted[0]?.n ?? 0 };
}

/** One workout with its samples, the member's and location's names and the club's wording. */
export async function findWorkoutDetail(db: DbOrTx, workoutId: number) {
  const [row] = await db
    .select({
      ...workoutListColumns,
      samples: workouts.samples,
      sampleInterval: workouts.sampleInterval,
      maxHrUsed: workouts.maxHrUsed,
      wording: clubs.wording,
    })
    .from(workouts)
    .innerJoin(users, eq(users.id, workouts.userId))
    .leftJoin(locations, eq(locations.id, workouts.locationId))
    .leftJoin(clubs, eq(clubs.id, workouts.clubId))
    .where(eq(workouts.id, workoutId));
  return row;
}

/** The club a user belongs to (staff filtering by member), when not erased. */
export async function findUserClub(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ clubId: users.clubId })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)));
  return row;
}

/**
 * Rolls every stored workout up per member, club, location, source and day in the club's time zone, into an
 * empty workout_daily: for bulk loads that insert workouts without their roll-ups (the demo seed, the
 * bench generator). Ingestion adds each workout with addToDaily instead.
 */
export async function rollUpAllWorkouts(tx: Tx) {
  await tx.execute(sql`
    INSERT INTO workout_daily (club_id, user_id, location_key, source, day, workouts, seconds, zone_seconds,
      zone_point_seconds, zone_calories, calories, points, pai, avg_hr_sum, avg_hr_workouts)
    SELECT w.club_id, w.user_id, coalesce(w.location_id, 0), w.data_source, (w.start_time AT TIME ZONE c.timezone)::date,
      count(*)::int, sum(w.duration_seconds)::int,
      ARRAY[sum(coalesce(w.zone_seconds[1], 0)), sum(coalesce(w.zone_seconds[2], 0)), sum(coalesce(w.zone_seconds[3], 0)), sum(coalesce(w.zone_seconds[4], 0)), sum(coalesce(w.zone_seconds[5], 0))]::int[],
      ARRAY[sum(coalesce(w.zone_point_seconds[1], 0)), sum(coalesce(w.zone_point_seconds[2], 0)), sum(coalesce(w.zone_point_seconds[3], 0)), sum(coalesce(w.zone_point_seconds[4], 0)), sum(coalesce(w.zone_point_seconds[5], 0))]::int[],
      ARRAY[sum(coalesce(w.zone_calories[1], 0)), sum(coalesce(w.zone_calories[2], 0)), sum(coalesce(w.zone_calories[3], 0)), sum(coalesce(w.zone_calories[4], 0)), sum(coalesce(w.zone_calories[5], 0))]::int[],
      sum(w.calories)::int, sum(w.points)::int, sum(w.pai),
      coalesce(sum(w.avg_hr) FILTER (WHERE w.avg_hr > 0), 0)::int, count(*) FILTER (WHERE w.avg_hr > 0)::int
    FROM workouts w JOIN clubs c ON c.id = w.club_id
    GROUP BY 1, 2, 3, 4, 5`);
}

/** Writes the ledger row of every stored workout with points that has none yet (bulk loads, as rollUpAllWorkouts). */
export async function recordPointsOfAllWorkouts(tx: Tx) {
  await tx.execute(sql`
    INSERT INTO points_ledger (club_id, user_id, amount, kind, reference, created_at)
    SELECT club_id, user_id, points, 'workout', 'workout:' || id, start_time
    FROM workouts WHERE club_id IS NOT NULL AND points > 0
    ON CONFLICT DO NOTHING`);
}
