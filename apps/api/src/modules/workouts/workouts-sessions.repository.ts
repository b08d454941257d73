import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { totalOf, totalRows } from '../../lib/paging.ts';
import { seatsTaken } from '../classes/class-seats.ts';
import { classes, classParticipants } from '../classes/classes.table.ts';
import { classHeaderColumns } from '../classes/classes-summary.repository.ts';
import { locations } from '../locations/locations.table.ts';
import { studios } from '../studios/studios.table.ts';
import { trainers } from '../trainers/trainers.table.ts';
import { workouts } from './workouts.table.ts';

/** Whose classes: the club's, or only those whose trainer is linked to `trainerUserId`'s login. */
export type TSessionScope = { clubId: number; trainerUserId?: number; from?: string; to?: string };
type TPaging = { limit: number; offset: number };

/** One page of the scope's classes, newest first, with their names and attendance counts. */
export async function pageSessionClasses(db: DbOrTx, scope: TSessionScope, paging: TPaging) {
  const where: SQL | undefined = and(
    eq(classes.clubId, scope.clubId),
    scope.trainerUserId === undefined
      ? undefined
      : inArray(
          classes.trainerId,
          db
            .select({ id: trainers.id })
            .from(trainers)
            .where(and(eq(trainers.clubId, scope.clubId), eq(trainers.userId, scope.trainerUserId))),
        ),
    scope.from ? gte(classes.startsAt, new Date(scope.from)) : undefined,
    scope.to ? lte(classes.startsAt, new Date(scope.to)) : undefined,
  );
  // Counted per class in subqueries: a page has at most 100 classes, each an index lookup.
  const tookPart = sql`EXISTS (SELECT 1 FROM ${workouts} w WHERE w.class_id = ${classes.id} AND w.user_id = p.user_id)`;
  const rows = await db
    .select({
      classId: classes.id,
      ...classHeaderColumns,
      booked: seatsTaken(classes.id),
      attended:
        sql<number>`(SELECT count(DISTINCT w.user_id) FROM ${workouts} w WHERE w.class_id = ${classes.id})`.mapWith(
          Number,
        ),
      absent:
        sql<number>`(SELECT count(*) FROM ${classParticipants} p WHERE p.class_id = ${classes.id} AND (p.status = 'absent' OR (p.status = 'booked' AND coalesce(${classes.stoppedAt}, ${classes.endsAt}) <= now() AND NOT ${tookPart})))`.mapWith(
          Number,
        ),
      total: totalRows(),
    })
    .from(classes)
    .leftJoin(trainers, eq(trainers.id, classes.trainerId))
    .leftJoin(studios, eq(studios.id, classes.studioId))
    .leftJoin(locations, eq(locations.id, classes.locationId))
    .where(where)
    .orderBy(desc(classes.startsAt), desc(classes.id))
    .limit(paging.limit)
    .offset(paging.offset);
  const totalRecords = await totalOf(rows, paging.offset, async () => {
    const all = await pageSessionClasses(db, scope, { limit: 1, offset: 0 });
    return all.totalRecords;
  });
  return { list: rows, totalRecords };
}
