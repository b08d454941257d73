import type { TLeaderboardMeasure } from '@pulseboard/contract/leaderboards';
import { and, asc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { workoutDaily } from '../workouts/workouts.table.ts';

export interface TBoardScope {
  clubId: number;
  measure: TLeaderboardMeasure;
  /** Inclusive days in the club's time zone (the roll-ups' days are already in it). */
  from: string;
  to: string;
  locationId?: number;
}

// Each measure summed over the member's roll-up rows of the period, as an int (sum() of an integer
// column is a bigint, which node-postgres would hand back as text). Minutes round half up once, on the
// period's total seconds, so a member's minutes never depend on how the days split them.
const SCORES: Record<TLeaderboardMeasure, SQL> = {
  points: sql`sum(${workoutDaily.points})::int`,
  workouts: sql`sum(${workoutDaily.workouts})::int`,
  calories: sql`sum(${workoutDaily.calories})::int`,
  minutes: sql`((sum(${workoutDaily.seconds}) + 30) / 60)::int`,
};

/**
 * The board of a club, computed in SQL from the daily roll-ups only: one score per member over the
 * period (and location), ranked best first with rank() so equal scores share a rank (1, 1, 3). Rows
 * `offset + 1` to `offset + limit` in board order, plus `me`'s row wherever it stands, each with the
 * board's total. Members with nothing to show (a score of 0) and erased members are not on it; within a
 * rank, members are in name order.
 */
export async function rankBoard(
  db: DbOrTx,
  s: TBoardScope,
  paging: { offset: number; limit: number },
  me?: number,
) {
  const scores = db.$with('scores').as(
    db
      .select({ userId: workoutDaily.userId, score: SCORES[s.measure].as('score') })
      .from(workoutDaily)
      .where(
        and(
          eq(workoutDaily.clubId, s.clubId),
          sql`${workoutDaily.day} BETWEEN ${s.from}::date AND ${s.to}::date`,
          s.locationId !== undefined ? eq(workoutDaily.locationKey, s.locationId) : undefined,
        ),
      )
      .groupBy(workoutDaily.userId),
  );
  const ranked = db.$with('ranked').as(
    db
      .select({
        userId: scores.userId,
        score: scores.score,
        rank: sql<number>`(rank() OVER (ORDER BY ${scores.score} DESC))::int`.as('rank'),
        pos: sql<number>`(row_number() OVER (ORDER BY ${scores.score} DESC, ${users.firstName}, ${users.lastName}, ${users.id}))::int`.as(
          'pos',
        ),
        total: sql<number>`(count(*) OVER ())::int`.as('total'),
        firstName: users.firstName,
        lastName: users.lastName,
        nickName: users.nickName,
        avatar: users.avatar,
      })
      .from(scores)
      .innerJoin(users, eq(users.id, scores.userId))
      .where(and(gt(scores.score, 0), isNull(users.erasedAt))),
  );
  const rows = await db
    .with(scores, ranked)
    .select({
      userId: ranked.userId,
      score: sql<number>`${ranked.score}`.mapWith(Number),
      rank: sql<number>`${ranked.rank}`.mapWith(Number),
      pos: sql<number>`${ranked.pos}`.mapWith(Number),
      total: sql<number>`${ranked.total}`.mapWith(Number),
      firstName: ranked.firstName,
      lastName: ranked.lastName,
      nickName: ranked.nickName,
      avatar: ranked.avatar,
    })
    .from(ranked)
    .where(
      or(
        and(gt(ranked.pos, paging.offset), lte(ranked.pos, paging.offset + paging.limit)),
        me !== undefined ? eq(ranked.userId, me) : undefined,
      ),
    )
    .orderBy(asc(ranked.pos));
  const inPage = (pos: number) => pos > paging.offset && pos <= paging.offset + paging.limit;
  return {
    page: rows.filter((r) => inPage(r.pos)),
    me: rows.find((r) => r.userId === me),
    total: rows[0]?.total ?? null,
  };
}

export type TBoardRow = Awaited<ReturnType<typeof rankBoard>>['page'][number];
