import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { classes } from '../classes/classes.table.ts';
import { workouts } from '../workouts/workouts.table.ts';

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

export async function workoutTotals(db: DbOrTx, s: TStatsScope) {
  const [row] = await db
    .select({
      workouts: sql<number>`count(*)::int`,
      activeMembers: sql<number>`count(DISTINCT ${workouts.userId})::int`,
      attendedClasses: sql<number>`count(DISTINCT ${workouts.classId})::int`,
      avgHeartRate: sql<number | null>`round(avg(${workouts.avgHr}))::int`,
      points: sql<number>`coalesce(sum(${workouts.points}), 0)::int`,
      calories: sql<number>`coalesce(sum(${workouts.calories}), 0)::int`,
    })
    .from(workouts)
    .where(workoutFilter(s));
  return (
    row ?? { workouts: 0, activeMembers: 0, attendedClasses: 0, avgHeartRate: null, points: 0, calories: 0 }
  );
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
  const day = sql<string>`to_char(${workouts.startTime} AT TIME ZONE ${s.timezone}, 'YYYY-MM-DD')`;
  return (
    db
      .select({
        date: day,
        workouts: sql<number>`count(*)::int`,
        points: sql<number>`coalesce(sum(${workouts.points}), 0)::int`,
      })
      .from(workouts)
      .where(workoutFilter(s))
      // By position: the time zone is a parameter, so the grouped expression would not match the selected one.
      .groupBy(sql`1`)
  );
}
