import { SESSION_GAP_MINUTES } from '@pulseboard/contract/workouts-sessions';
import { and, asc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { totalOf, totalRows } from '../../lib/paging.ts';
import { locations } from '../locations/locations.table.ts';
import { users } from '../users/users.table.ts';
import { workoutListColumns } from './workouts.repository.ts';
import { workouts } from './workouts.table.ts';

export type TSessionScope = { clubId: number; from?: string; to?: string };
type TPaging = { limit: number; offset: number };

/**
 * One page of sessions, newest first, as the ids of their workouts. A session (until classes exist) is
 * a run of one station's workouts in start order where each starts at most SESSION_GAP_MINUTES after
 * the one before: `opens` marks a workout that starts a new run, and the running sum of the marks
 * numbers the runs of each station. Only workouts a station sent (account_id set) count.
 */
export async function pageSessionIds(db: DbOrTx, scope: TSessionScope, paging: TPaging) {
  const where: SQL | undefined = and(
    eq(workouts.clubId, scope.clubId),
    isNotNull(workouts.accountId),
    scope.from ? gte(workouts.startTime, new Date(scope.from)) : undefined,
    scope.to ? lte(workouts.startTime, new Date(scope.to)) : undefined,
  );
  const marked = db.$with('marked').as(
    db
      .select({
        id: workouts.id,
        accountId: workouts.accountId,
        startTime: workouts.startTime,
        opens:
          sql<number>`CASE WHEN ${workouts.startTime} - lag(${workouts.startTime}) OVER (PARTITION BY ${workouts.accountId} ORDER BY ${workouts.startTime}, ${workouts.id}) <= make_interval(mins => ${SESSION_GAP_MINUTES}::int) THEN 0 ELSE 1 END`.as(
            'opens',
          ),
      })
      .from(workouts)
      .where(where),
  );
  const numbered = db.$with('numbered').as(
    db
      .select({
        id: marked.id,
        accountId: marked.accountId,
        startTime: marked.startTime,
        run: sql<number>`sum(${marked.opens}) OVER (PARTITION BY ${marked.accountId} ORDER BY ${marked.startTime}, ${marked.id})`.as(
          'run',
        ),
      })
      .from(marked),
  );
  const rows = await db
    .with(marked, numbered)
    .select({
      accountId: sql<number>`${numbered.accountId}`.mapWith(Number),
      // Text, so both drivers hand back the same thing (node-postgres and PGlite parse arrays differently).
      ids: sql<string>`string_agg(${numbered.id}::text, ',' ORDER BY ${numbered.startTime}, ${numbered.id})`,
      total: totalRows(),
    })
    .from(numbered)
    .groupBy(numbered.accountId, numbered.run)
    .orderBy(sql`min(${numbered.startTime}) DESC`, asc(numbered.accountId))
    .limit(paging.limit)
    .offset(paging.offset);
  const totalRecords = await totalOf(rows, paging.offset, async () => {
    const all = await pageSessionIds(db, scope, { limit: 1, offset: 0 });
    return all.totalRecords;
  });
  return {
    list: rows.map((r) => ({ accountId: r.accountId, ids: r.ids.split(',').map(Number) })),
    totalRecords,
  };
}

/** The workouts of some sessions with their members' and locations' names, oldest first. */
export function findSessionWorkouts(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(workoutListColumns)
    .from(workouts)
    .innerJoin(users, eq(users.id, workouts.userId))
    .leftJoin(locations, eq(locations.id, workouts.locationId))
    .where(inArray(workouts.id, ids))
    .orderBy(asc(workouts.startTime), asc(workouts.id));
}

/** Station accounts' names and emails, by id. */
export async function findStations(db: DbOrTx, accountIds: number[]) {
  const rows =
    accountIds.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            nickName: users.nickName,
            email: users.email,
          })
          .from(users)
          .where(inArray(users.id, accountIds));
  return new Map(rows.map((r) => [r.id, r] as const));
}
