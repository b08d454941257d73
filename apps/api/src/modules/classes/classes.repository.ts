import { and, asc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, pageOffset, totalOf, totalRows } from '../../lib/paging.ts';
import { locations } from '../locations/locations.table.ts';
import { studios } from '../studios/studios.table.ts';
import { trainers } from '../trainers/trainers.table.ts';
import { seatsTaken } from './class-seats.ts';
import { classes, classParticipants, classSeries } from './classes.table.ts';

export type TOccurrenceValues = {
  name: string;
  timeZone: string;
  localDate: string;
  startsAt: Date;
  endsAt: Date;
  description: string | null;
  maxParticipants: number | null;
  meetingLink: string | null;
  trainerId: number;
  studioId: number;
  locationId: number | null;
  /** Undefined: left as it is (an edit keeps the logo). */
  logoFileId?: string | null;
};
export type TSeriesValues = Omit<TOccurrenceValues, 'localDate' | 'startsAt' | 'endsAt'> & {
  rrule: string;
  firstDate: string;
  startTime: string;
  durationMinutes: number;
};

const waitlisted = sql<number>`(SELECT count(*)::int FROM ${classParticipants} p WHERE p.class_id = ${classes.id} AND p.status = 'waitlisted')`;

const columns = {
  id: classes.id,
  seriesId: classes.seriesId,
  rrule: classSeries.rrule,
  name: classes.name,
  timeZone: classes.timeZone,
  localDate: classes.localDate,
  startsAt: classes.startsAt,
  endsAt: classes.endsAt,
  description: classes.description,
  maxParticipants: classes.maxParticipants,
  meetingLink: classes.meetingLink,
  trainerId: classes.trainerId,
  studioId: classes.studioId,
  locationId: classes.locationId,
  logoFileId: classes.logoFileId,
  cancelled: classes.cancelled,
  startedAt: classes.startedAt,
  stoppedAt: classes.stoppedAt,
  booked: seatsTaken(classes.id),
  waitlisted,
};
export type TClassRow = Awaited<ReturnType<typeof findClass>> & {};

const selectClasses = (db: DbOrTx) =>
  db.select(columns).from(classes).leftJoin(classSeries, eq(classSeries.id, classes.seriesId));

export async function findClass(db: DbOrTx, clubId: number, id: number) {
  const [row] = await selectClasses(db)
    .where(and(eq(classes.id, id), eq(classes.clubId, clubId)))
    .limit(1);
  return row;
}

export interface TClassQuery {
  from: string;
  to: string;
  studioId?: number;
  trainerId?: number;
  locationId?: number;
  keyword?: string;
  page: number;
  pageSize: number;
}

export async function listClasses(db: DbOrTx, clubId: number, q: TClassQuery) {
  const pattern = q.keyword ? containsPattern(q.keyword) : null;
  const where: SQL | undefined = and(
    eq(classes.clubId, clubId),
    gte(classes.localDate, q.from),
    lte(classes.localDate, q.to),
    q.studioId ? eq(classes.studioId, q.studioId) : undefined,
    q.trainerId ? eq(classes.trainerId, q.trainerId) : undefined,
    q.locationId ? eq(classes.locationId, q.locationId) : undefined,
    pattern ? or(ilike(classes.name, pattern), ilike(classes.description, pattern)) : undefined,
  );
  const offset = pageOffset(q.page, q.pageSize);
  const page = await db
    .select({ ...columns, total: totalRows() })
    .from(classes)
    .leftJoin(classSeries, eq(classSeries.id, classes.seriesId))
    .where(where)
    .orderBy(asc(classes.startsAt), asc(classes.id))
    .limit(q.pageSize)
    .offset(offset);
  const total = await totalOf(page, offset, () => db.$count(classes, where));
  return { rows: page.map(({ total: _, ...row }) => row), total };
}

export async function insertSeries(db: DbOrTx, clubId: number, values: TSeriesValues) {
  const [row] = await db
    .insert(classSeries)
    .values({ ...values, clubId })
    .returning({ id: classSeries.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function findSeries(db: DbOrTx, clubId: number, id: number) {
  const [row] = await db
    .select()
    .from(classSeries)
    .where(and(eq(classSeries.id, id), eq(classSeries.clubId, clubId)))
    .limit(1);
  return row;
}

export async function setSeriesRule(db: DbOrTx, id: number, rrule: string) {
  await db.update(classSeries).set({ rrule }).where(eq(classSeries.id, id));
}

export async function insertOccurrences(
  db: DbOrTx,
  clubId: number,
  seriesId: number | null,
  rows: TOccurrenceValues[],
) {
  const ids = await db
    .insert(classes)
    .values(rows.map((r) => ({ ...r, clubId, seriesId })))
    .returning({ id: classes.id });
  return ids.map((r) => r.id);
}

export async function updateOccurrence(
  db: DbOrTx,
  clubId: number,
  id: number,
  values: Partial<TOccurrenceValues> & { seriesId?: number | null },
) {
  await db
    .update(classes)
    .set(values)
    .where(and(eq(classes.id, id), eq(classes.clubId, clubId)));
}

/** The occurrences of a series from a local date on, in date order. */
export async function followingOccurrences(db: DbOrTx, seriesId: number, fromDate: string) {
  return db
    .select({ id: classes.id, localDate: classes.localDate, booked: seatsTaken(classes.id) })
    .from(classes)
    .where(and(eq(classes.seriesId, seriesId), gte(classes.localDate, fromDate)))
    .orderBy(asc(classes.localDate));
}

export async function deleteClasses(db: DbOrTx, clubId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(classes).where(and(eq(classes.clubId, clubId), inArray(classes.id, ids)));
}

/** Whether trainer, studio and (when given) location are the club's own. */
export async function clubOwns(
  db: DbOrTx,
  clubId: number,
  ids: { trainerId: number; studioId: number; locationId: number | null },
) {
  const [t] = await db
    .select({ id: trainers.id })
    .from(trainers)
    .where(and(eq(trainers.id, ids.trainerId), eq(trainers.clubId, clubId)));
  const [s] = await db
    .select({ id: studios.id })
    .from(studios)
    .where(and(eq(studios.id, ids.studioId), eq(studios.clubId, clubId)));
  const l =
    ids.locationId === null
      ? true
      : (
          await db
            .select({ id: locations.id })
            .from(locations)
            .where(and(eq(locations.id, ids.locationId), eq(locations.clubId, clubId)))
        ).length > 0;
  return { trainer: Boolean(t), studio: Boolean(s), location: l };
}
