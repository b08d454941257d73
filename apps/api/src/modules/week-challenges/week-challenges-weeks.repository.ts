import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

// The weeks of runs, counted in SQL (the rules are in week-challenges.service.ts). `runs` below is the
// set of runs asked about; every CTE after it works on those runs only:
//   judged   one row per run and week from week 1 to the week holding `upto` (today, or the day the
//            member left): workouts from workout_daily plus check-ins, each summed by week index
//            ((day - starts_on) / 7), and whether the week has ended before `upto` and missed.
//   lengths  the run's length before each week: weeks + penalty x the misses of the weeks before it.
//   in_run   a week belongs to the run while its index stays below that length; the first that does
//            not ends the run (bool_and over the weeks so far), so misses after the end add nothing.
function weeksCte(where: SQL) {
  return sql`
    WITH runs AS (
      SELECT wc.id, wc.club_id, wc.user_id, wc.starts_on, t.weeks, t.min_workouts_per_week AS minimum,
        t.penalty_weeks AS penalty, wc.withdraw_reason,
        (now() AT TIME ZONE c.timezone)::date AS today,
        LEAST((now() AT TIME ZONE c.timezone)::date,
          coalesce((wc.left_at AT TIME ZONE c.timezone)::date, 'infinity'::date)) AS upto
      FROM week_challenges wc
      JOIN week_challenge_templates t ON t.id = wc.template_id
      JOIN clubs c ON c.id = wc.club_id
      JOIN users u ON u.id = wc.user_id
      WHERE ${where}
    ),
    daily AS (
      SELECT r.id, (d.day - r.starts_on) / 7 AS i, sum(d.workouts)::int AS n
      FROM runs r JOIN workout_daily d ON d.user_id = r.user_id AND d.club_id = r.club_id
        AND d.day >= r.starts_on AND d.day <= r.upto
      GROUP BY 1, 2
    ),
    checks AS (
      SELECT r.id, (k.day - r.starts_on) / 7 AS i, count(*)::int AS n
      FROM runs r JOIN week_challenge_checkins k ON k.week_challenge_id = r.id
        AND k.day >= r.starts_on AND k.day <= r.upto
      GROUP BY 1, 2
    ),
    judged AS (
      SELECT r.id, w.i, coalesce(d.n, 0) AS workouts, coalesce(k.n, 0) AS checkins, r.minimum,
        r.starts_on + 7 * w.i + 6 < r.upto AS ended,
        r.starts_on + 7 * w.i + 6 < r.upto AND coalesce(d.n, 0) + coalesce(k.n, 0) < r.minimum AS miss,
        r.weeks, r.penalty
      FROM runs r
      CROSS JOIN LATERAL generate_series(0, greatest(r.upto - r.starts_on, 0) / 7) AS w(i)
      LEFT JOIN daily d ON d.id = r.id AND d.i = w.i
      LEFT JOIN checks k ON k.id = r.id AND k.i = w.i
    ),
    lengths AS (
      SELECT *, weeks + penalty * coalesce(sum(miss::int) OVER (PARTITION BY id ORDER BY i
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS length_before
      FROM judged
    ),
    in_run AS (
      SELECT *, bool_and(i < length_before) OVER (PARTITION BY id ORDER BY i) AS inside FROM lengths
    ),
    summary AS (
      SELECT r.id, count(*) FILTER (WHERE w.inside AND w.miss)::int AS missed, r.weeks, r.penalty,
        r.starts_on, r.today, r.withdraw_reason
      FROM runs r JOIN in_run w ON w.id = r.id
      GROUP BY r.id, r.weeks, r.penalty, r.starts_on, r.today, r.withdraw_reason
    ),
    states AS (
      SELECT id, missed, weeks + penalty * missed AS total_weeks,
        CASE WHEN withdraw_reason IS NOT NULL THEN 'withdrawn'
             WHEN starts_on + 7 * (weeks + penalty * missed) <= today THEN 'completed'
             WHEN missed > 0 AND penalty > 0 THEN 'extended'
             ELSE 'active' END AS status
      FROM summary
    )`;
}

export type TRunState = {
  id: number;
  missed: number;
  totalWeeks: number;
  status: 'active' | 'extended' | 'completed' | 'withdrawn';
};

type TRawState = { id: number; missed: number; total_weeks: number; status: TRunState['status'] };
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * Each run's state today (missed weeks, length with penalties, status) for the runs `where` selects
 * (an SQL condition over `wc` week_challenges, `t` its template and `u` its member).
 */
export async function runStates(db: DbOrTx, where: SQL): Promise<TRunState[]> {
  const res = await db.execute(sql`${weeksCte(where)}
    SELECT id, missed, total_weeks::int AS total_weeks, status FROM states`);
  return rowsOf<TRawState>(res).map((r) => ({
    id: r.id,
    missed: r.missed,
    totalWeeks: r.total_weeks,
    status: r.status,
  }));
}

export type TRunWeek = {
  runId: number;
  /** 0-based. */
  index: number;
  workouts: number;
  checkins: number;
  minimum: number;
  ended: boolean;
  miss: boolean;
};

/** The weeks of the runs from week 1 to the current one (or the one they were left in), inside the run only. */
export async function runWeeks(db: DbOrTx, where: SQL): Promise<TRunWeek[]> {
  const res = await db.execute(sql`${weeksCte(where)}
    SELECT id, i, workouts, checkins, minimum, ended, miss FROM in_run WHERE inside ORDER BY id, i`);
  return rowsOf<{
    id: number;
    i: number;
    workouts: number;
    checkins: number;
    minimum: number;
    ended: boolean;
    miss: boolean;
  }>(res).map((r) => ({
    runId: r.id,
    index: r.i,
    workouts: r.workouts,
    checkins: r.checkins,
    minimum: r.minimum,
    ended: r.ended,
    miss: r.miss,
  }));
}

/**
 * A page of runs with their state, filtered by state in SQL (the state depends on the weeks, so the
 * filter cannot come before them), newest sign-up first unless sorted.
 */
export async function pageRunStates(
  db: DbOrTx,
  where: SQL,
  opts: { status?: TRunState['status']; order: SQL; limit: number; offset: number },
) {
  const res = await db.execute(sql`${weeksCte(where)}
    SELECT s.id, s.missed, s.total_weeks::int AS total_weeks, s.status, count(*) over()::int AS total
    FROM states s
    JOIN week_challenges wc ON wc.id = s.id
    JOIN users u ON u.id = wc.user_id
    ${opts.status ? sql`WHERE s.status = ${opts.status}` : sql``}
    ORDER BY ${opts.order}
    LIMIT ${opts.limit} OFFSET ${opts.offset}`);
  const rows = rowsOf<TRawState & { total: number }>(res);
  let total = rows[0]?.total ?? 0;
  // A page past the end has no row to carry the total.
  if (rows.length === 0 && opts.offset > 0) {
    const count = await db.execute(sql`${weeksCte(where)}
      SELECT count(*)::int AS n FROM states ${opts.status ? sql`WHERE status = ${opts.status}` : sql``}`);
    total = rowsOf<{ n: number }>(count)[0]?.n ?? 0;
  }
  return {
    states: rows.map((r) => ({ id: r.id, missed: r.missed, totalWeeks: r.total_weeks, status: r.status })),
    total,
  };
}
