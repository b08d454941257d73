import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { accountSettings } from '../accounts/accounts.table.ts';
import { classes, classLiveSamples, classParticipants } from '../classes/classes.table.ts';
import { users } from '../users/users.table.ts';

const classColumns = {
  id: classes.id,
  clubId: classes.clubId,
  locationId: classes.locationId,
  name: classes.name,
  startsAt: classes.startsAt,
  endsAt: classes.endsAt,
  cancelled: classes.cancelled,
  startedAt: classes.startedAt,
  stoppedAt: classes.stoppedAt,
  startedBy: classes.startedBy,
};
export type TLiveClassRow = Awaited<ReturnType<typeof findLiveClass>> & {};

/** A class of a club, with its live columns; undefined for another club's or a missing one. */
export async function findLiveClass(db: DbOrTx, clubId: number, classId: number) {
  const [row] = await db
    .select(classColumns)
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.clubId, clubId)));
  return row;
}

/** The class row locked until the transaction ends (start and stop race on it). */
export async function lockLiveClass(tx: Tx, clubId: number, classId: number) {
  const [row] = await tx
    .select(classColumns)
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.clubId, clubId)))
    .for('update');
  return row;
}

export async function markStarted(tx: Tx, classId: number, userId: number, at: Date) {
  await tx.update(classes).set({ startedAt: at, startedBy: userId }).where(eq(classes.id, classId));
}

export async function markStopped(tx: Tx, classId: number, at: Date) {
  await tx.update(classes).set({ stoppedAt: at }).where(eq(classes.id, classId));
}

const athleteColumns = {
  id: users.id,
  clubId: users.clubId,
  locationId: users.locationId,
  firstName: users.firstName,
  lastName: users.lastName,
  nickName: users.nickName,
  email: users.email,
  maxHr: users.maxHr,
  restingHr: users.restingHr,
  birthDate: users.birthDate,
  gender: users.gender,
  weight: users.weight,
  deviceIdNum: users.deviceIdNum,
};
export type TLiveAthlete = Awaited<ReturnType<typeof findClubMembers>>[number];

/** Members of a club by id (not erased): what a tile and its scoring need. */
export async function findClubMembers(db: DbOrTx, clubId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select(athleteColumns)
    .from(users)
    .where(and(eq(users.clubId, clubId), inArray(users.id, [...userIds]), isNull(users.erasedAt)));
}

/** The club's member wearing a sensor (device ids are unique in a club). */
export async function findClubMemberIdByDevice(db: DbOrTx, clubId: number, deviceIdNum: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clubId, clubId), eq(users.deviceIdNum, deviceIdNum), isNull(users.erasedAt)));
  return row?.id;
}

/** Who is booked on the class (the tiles shown before anyone's first sample). */
export async function findBookedIds(db: DbOrTx, classId: number) {
  const rows = await db
    .select({ userId: classParticipants.userId })
    .from(classParticipants)
    .where(and(eq(classParticipants.classId, classId), eq(classParticipants.status, 'booked')));
  return rows.map((r) => r.userId);
}

/**
 * Puts a member who trained in the class on its list as booked (attended), whatever they were
 * (waitlisted, cancelled, absent, or not on it): the heart rate shows they came. Capacity is not
 * checked: they were in the room.
 */
export async function markAttended(tx: Tx, classId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  await tx
    .insert(classParticipants)
    .values(userIds.map((userId) => ({ classId, userId, status: 'booked' as const })))
    .onConflictDoUpdate({
      target: [classParticipants.classId, classParticipants.userId],
      set: { status: 'booked' },
    });
}

/** The zone settings of the station account at the class's location (lowest id first), if any. */
export async function findLocationStation(db: DbOrTx, clubId: number, locationId: number) {
  const [row] = await db
    .select({
      userId: accountSettings.userId,
      zoneStarts: accountSettings.zoneStarts,
      zonePoints: accountSettings.zonePoints,
      zoneColors: accountSettings.zoneColors,
      sixtyMinuteCutoff: accountSettings.sixtyMinuteCutoff,
      calorieInflate: accountSettings.calorieInflate,
    })
    .from(accountSettings)
    .innerJoin(users, eq(users.id, accountSettings.userId))
    .where(and(eq(users.clubId, clubId), eq(users.locationId, locationId), eq(users.status, 'enabled')))
    .orderBy(asc(users.id))
    .limit(1);
  return row;
}

export interface TSampleRow {
  userId: number;
  second: number;
  bpm: number | null;
}

/**
 * Stores samples (one per member and second; a second sent again replaces its bpm) while the class
 * runs. The class row is read FOR KEY SHARE: a stop holding it FOR UPDATE is waited for, and the row is
 * then read again as committed, so samples arriving during a stop are not written after its clean-up.
 */
export async function upsertSamples(db: DbOrTx, classId: number, rows: readonly TSampleRow[]) {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.userId}::int, ${r.second}::int, ${r.bpm}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    INSERT INTO ${classLiveSamples} (class_id, user_id, second, bpm)
    SELECT ${classId}, v.user_id, v.second, v.bpm FROM (VALUES ${values}) AS v (user_id, second, bpm)
    WHERE EXISTS (
      SELECT 1 FROM ${classes}
      WHERE ${classes.id} = ${classId} AND ${classes.startedAt} IS NOT NULL AND ${classes.stoppedAt} IS NULL
      FOR KEY SHARE
    )
    ON CONFLICT (class_id, user_id, second) DO UPDATE SET bpm = excluded.bpm`);
}

/** Every stored sample of a class, by member then second. */
export function readSamples(db: DbOrTx, classId: number): Promise<TSampleRow[]> {
  return db
    .select({ userId: classLiveSamples.userId, second: classLiveSamples.second, bpm: classLiveSamples.bpm })
    .from(classLiveSamples)
    .where(eq(classLiveSamples.classId, classId))
    .orderBy(asc(classLiveSamples.userId), asc(classLiveSamples.second));
}

export async function deleteSamples(tx: Tx, classId: number) {
  await tx.delete(classLiveSamples).where(eq(classLiveSamples.classId, classId));
}
