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

// Counts, points, calories and the average heart rate come from the daily roll-ups (workout_daily, one
// row per member, club, location, source and day in the club's time zone), never from raw workouts. The
// platform scope (no club) sums each club's own days. Only the classes attended (distinct classes,
// which a per-member roll-up cannot count) still read the range's workouts.
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
      // The mean of the workouts' average HR: sum over count, rounded half up (null without one).
      avgHeartRate: sql<
        number | null
      >`round(sum(${workoutDaily.avgHrSum})::numeric / nullif(sum(${workoutDaily.avgHrWorkouts}), 0))::int`,
    })
    .from(workoutDaily)
    .where(dailyFilter(s));
  const [raw] = await db
    .select({ attendedClasses: sql<number>`count(DISTINCT ${workouts.classId})::int` })
    .from(workouts)
    .where(workoutFilter(s));
  return {
    ...(sums ?? { workouts: 0, activeMembers: 0, points: 0, calories: 0, avgHeartRate: null }),
    ...(raw ?? { attendedClasses: 0 }),
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
