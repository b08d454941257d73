import { and, desc, eq, gt, gte, lte, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { totalOf, totalRows } from '../../lib/paging.ts';
import { users } from '../users/users.table.ts';
import { bodyMetrics, bpReadings } from './member-history.table.ts';

type TMetricName = (typeof bodyMetrics.$inferSelect)['name'];
type TRange = { from?: string; to?: string };
type TPaging = { offset: number; limit: number };

/** The user a history call is about: enough to decide whether the caller may see it. */
export async function findHistoryOwner(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      clubId: users.clubId,
      memberRole: users.memberRole,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

function inRange(column: typeof bodyMetrics.measuredAt | typeof bpReadings.measuredAt, range: TRange) {
  return [
    range.from ? gte(column, new Date(range.from)) : undefined,
    range.to ? lte(column, new Date(range.to)) : undefined,
  ];
}

/** A page of a member's body metrics, newest first, with the total in the same query. */
export async function pageMetrics(
  db: DbOrTx,
  userId: number,
  filter: TRange & { name?: TMetricName },
  paging: TPaging,
) {
  const where: SQL | undefined = and(
    eq(bodyMetrics.userId, userId),
    filter.name ? eq(bodyMetrics.name, filter.name) : undefined,
    ...inRange(bodyMetrics.measuredAt, filter),
  );
  const list = await db
    .select({
      id: bodyMetrics.id,
      name: bodyMetrics.name,
      value: bodyMetrics.value,
      measuredAt: bodyMetrics.measuredAt,
      total: totalRows(),
    })
    .from(bodyMetrics)
    .where(where)
    .orderBy(desc(bodyMetrics.measuredAt), desc(bodyMetrics.id))
    .limit(paging.limit)
    .offset(paging.offset);
  const totalRecords = await totalOf(list, paging.offset, () => db.$count(bodyMetrics, where));
  return { list, totalRecords };
}

/** A page of a member's blood-pressure readings, newest first. */
export async function pageBp(db: DbOrTx, userId: number, range: TRange, paging: TPaging) {
  const where = and(eq(bpReadings.userId, userId), ...inRange(bpReadings.measuredAt, range));
  const list = await db
    .select({
      id: bpReadings.id,
      systolic: bpReadings.systolic,
      diastolic: bpReadings.diastolic,
      pulse: bpReadings.pulse,
      measuredAt: bpReadings.measuredAt,
      total: totalRows(),
    })
    .from(bpReadings)
    .where(where)
    .orderBy(desc(bpReadings.measuredAt), desc(bpReadings.id))
    .limit(paging.limit)
    .offset(paging.offset);
  const totalRecords = await totalOf(list, paging.offset, () => db.$count(bpReadings, where));
  return { list, totalRecords };
}

export async function insertMetric(
  db: DbOrTx,
  row: { userId: number; name: TMetricName; value: number; measuredAt: Date; recordedBy: number },
) {
  const [saved] = await db.insert(bodyMetrics).values(row).returning({
    id: bodyMetrics.id,
    name: bodyMetrics.name,
    value: bodyMetrics.value,
    measuredAt: bodyMetrics.measuredAt,
  });
  if (!saved) throw new Error('insert returned no row');
  return saved;
}

/** Deletes one of the member's metrics; undefined when they have no such entry. */
export async function deleteMetric(db: DbOrTx, userId: number, id: number) {
  const [deleted] = await db
    .delete(bodyMetrics)
    .where(and(eq(bodyMetrics.id, id), eq(bodyMetrics.userId, userId)))
    .returning({ name: bodyMetrics.name });
  return deleted;
}

/** The metrics that are also a profile field: the profile shows the newest reading. */
export const PROFILE_MEASURES = { bodyWeight: 'weight', bodyFat: 'bodyFat' } as const;
export type TProfileMeasure = keyof typeof PROFILE_MEASURES;

export function isProfileMeasure(name: TMetricName): name is TProfileMeasure {
  return name in PROFILE_MEASURES;
}

/** Whether the member has a reading of `name` later than `at` (so a new one is not the latest). */
export async function hasReadingAfter(
  db: DbOrTx,
  userId: number,
  name: TProfileMeasure,
  at: Date,
  exceptId: number,
) {
  const [row] = await db
    .select({ id: bodyMetrics.id })
    .from(bodyMetrics)
    .where(
      and(
        eq(bodyMetrics.userId, userId),
        eq(bodyMetrics.name, name),
        gt(bodyMetrics.measuredAt, at),
        ne(bodyMetrics.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The member's latest reading of `name`, if any. */
export async function latestReading(db: DbOrTx, userId: number, name: TProfileMeasure) {
  const [row] = await db
    .select({ value: bodyMetrics.value })
    .from(bodyMetrics)
    .where(and(eq(bodyMetrics.userId, userId), eq(bodyMetrics.name, name)))
    .orderBy(desc(bodyMetrics.measuredAt), desc(bodyMetrics.id))
    .limit(1);
  return row?.value;
}

/** The profile's field follows the latest reading of its metric (weight in kg, body fat in %). */
export async function setProfileMeasure(db: DbOrTx, userId: number, name: TProfileMeasure, value: number) {
  await db
    .update(users)
    .set({ [PROFILE_MEASURES[name]]: value, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function insertBp(
  db: DbOrTx,
  row: {
    userId: number;
    systolic: number;
    diastolic: number;
    pulse: number | null;
    measuredAt: Date;
    recordedBy: number;
  },
) {
  const [saved] = await db.insert(bpReadings).values(row).returning({
    id: bpReadings.id,
    systolic: bpReadings.systolic,
    diastolic: bpReadings.diastolic,
    pulse: bpReadings.pulse,
    measuredAt: bpReadings.measuredAt,
  });
  if (!saved) throw new Error('insert returned no row');
  return saved;
}

export async function deleteBp(db: DbOrTx, userId: number, id: number) {
  const [deleted] = await db
    .delete(bpReadings)
    .where(and(eq(bpReadings.id, id), eq(bpReadings.userId, userId)))
    .returning({ id: bpReadings.id });
  return deleted;
}

/** Every body metric and blood-pressure reading of a member, oldest first (the Data Privacy export). */
export async function listUserHistory(db: DbOrTx, userId: number) {
  const [metrics, bloodPressure] = await Promise.all([
    db.select().from(bodyMetrics).where(eq(bodyMetrics.userId, userId)).orderBy(bodyMetrics.measuredAt),
    db.select().from(bpReadings).where(eq(bpReadings.userId, userId)).orderBy(bpReadings.measuredAt),
  ]);
  return { metrics, bloodPressure };
}

/** Deletes a member's body metrics and blood-pressure readings (the right to erasure). */
export async function deleteUserHistory(db: DbOrTx, userId: number) {
  await db.delete(bodyMetrics).where(eq(bodyMetrics.userId, userId));
  await db.delete(bpReadings).where(eq(bpReadings.userId, userId));
}
