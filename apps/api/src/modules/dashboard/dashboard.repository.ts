import { and, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { classes } from '../classes/classes.table.ts';
import { workoutDaily, workouts } from '../workouts/workouts.table.ts';

export interface TStatsScope {
  clubId?: number;
  userId?: number;
  timezone: string;
  /** Inclusive calendar dates in `timezone`. */
  from: string;
  to: string;
}

// Day bounds in the club's time zone as instants, so the start_time indexes can be used.
const bounds = (s: TStatsScope) => ({
  start: sql`(${s.from}::date)::timestamp AT TIME ZONE ${s.timezone}`,
  end: sql`(${s.to}::date + 1)::timestamp AT TIME ZONE ${s.timezone}`,
});

function workoutFilter(s: TStatsScope): SQL | undefined {
  const { start, end } = bounds(s);
  return and(
    gte(workouts.startTime, start),
    lt(workouts.startTime, end),
    s.clubId !== undefined ? eq(workouts.clubId, s.clubId) : undefined,
    s.userId !== undefined ? eq(workouts.userId, s.userId) : undefined,
  );
}

// Counts, points and calories come from the daily roll-ups (workout_daily, one row per member, club,
// location and day in the club's time zone), never from raw workouts. The platform scope (no club)
// sums each club's own days. The average heart rate and the classes attended are not rolled up yet,
// so those two still read the range's workouts.
function dailyFilter(s: TStatsScope): SQL | undefined {
  return and(
    gte(workoutDaily.day, s.from),
    lte(workoutDaily.day, s.to),
    s.clubId !== undefined ? eq(workoutDaily.clubId, s.clubId) : undefined,
    s.userId !== undefined ? eq(workoutDaily.userId, s.userId) : undefined,
  );
}

export async function workoutTotals(db: DbOrTx, s: TStatsScope) {
  const [sums] = await db
    .select({
      workouts: sql<number>`coalesce(sum(${workoutDaily.workouts}), 0)::int`,
      activeMembers: sql<number>`count(DISTINCT ${workoutDaily.userId})::int`,
      points: sql<number>`coalesce(sum(${workoutDaily.points}), 0)::int`,
      calories: sql<number>`coalesce(sum(${workoutDaily.calories}), 0)::int`,
    })
    .from(workoutDaily)
    .where(dailyFilter(s));
  const [raw] = await db
    .select({
      attendedClasses: sql<number>`count(DISTINCT ${workouts.classId})::int`,
      avgHeartRate: sql<number | null>`round(avg(${workouts.avgHr}))::int`,
    })
    .from(workouts)
    .where(workoutFilter(s));
  return {
    ...(sums ?? { workouts: 0, activeMembers: 0, points: 0, calories: 0 }),
    ...(raw ?? { attendedClasses: 0, avgHeartRate: null }),
  };
}

export async function classesHeld(db: DbOrTx, s: TStatsScope): Promise<number> {
  const { start, end } = bounds(s);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(classes)
    .where(
      and(
        gte(classes.startsAt, start),
        lt(classes.startsAt, end),
        s.clubId !== undefined ? eq(classes.clubId, s.clubId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export function workoutsPerDay(db: DbOrTx, s: TStatsScope) {
  return db
    .select({
      date: sql<string>`to_char(${workoutDaily.day}, 'YYYY-MM-DD')`,
      workouts: sql<number>`coalesce(sum(${workoutDaily.workouts}), 0)::int`,
      points: sql<number>`coalesce(sum(${workoutDaily.points}), 0)::int`,
    })
    .from(workoutDaily)
    .where(dailyFilter(s))
    .groupBy(workoutDaily.day);
}
