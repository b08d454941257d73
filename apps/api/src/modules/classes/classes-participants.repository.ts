import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { holdsSeat } from './class-seats.ts';
import { classes, classParticipants } from './classes.table.ts';

type TStatus = (typeof classParticipants.$inferSelect)['status'];

/**
 * Locks the class row until the transaction ends: every change to its list takes this lock first, so
 * concurrent bookings queue here and each counts the seats after the previous one committed.
 */
export async function lockClass(db: DbOrTx, clubId: number, classId: number) {
  const [row] = await db
    .select({
      id: classes.id,
      startsAt: classes.startsAt,
      maxParticipants: classes.maxParticipants,
      cancelled: classes.cancelled,
    })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.clubId, clubId)))
    .for('update');
  if (!row) return undefined;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(classParticipants)
    .where(and(eq(classParticipants.classId, classId), holdsSeat()));
  return { ...row, booked: count?.n ?? 0 };
}

export async function participantStatus(db: DbOrTx, classId: number, userId: number) {
  const [row] = await db
    .select({ status: classParticipants.status })
    .from(classParticipants)
    .where(and(eq(classParticipants.classId, classId), eq(classParticipants.userId, userId)));
  return row?.status;
}

/** Puts a member on the list (a cancelled entry is booked again, with a new booking time). */
export async function upsertParticipant(db: DbOrTx, classId: number, userId: number, status: TStatus) {
  await db
    .insert(classParticipants)
    .values({ classId, userId, status })
    .onConflictDoUpdate({
      target: [classParticipants.classId, classParticipants.userId],
      set: { status, bookedAt: sql`now()`, promotedAt: null },
    });
}

export async function setParticipantStatus(db: DbOrTx, classId: number, userId: number, status: TStatus) {
  await db
    .update(classParticipants)
    .set({ status })
    .where(and(eq(classParticipants.classId, classId), eq(classParticipants.userId, userId)));
}

export async function deleteParticipant(db: DbOrTx, classId: number, userId: number) {
  await db
    .delete(classParticipants)
    .where(and(eq(classParticipants.classId, classId), eq(classParticipants.userId, userId)));
}

/** Books the longest-waiting member, if any (the caller holds the class lock). */
export async function promoteFirstWaiting(db: DbOrTx, classId: number) {
  const [first] = await db
    .select({ id: classParticipants.id })
    .from(classParticipants)
    .where(and(eq(classParticipants.classId, classId), eq(classParticipants.status, 'waitlisted')))
    .orderBy(asc(classParticipants.bookedAt), asc(classParticipants.id))
    .limit(1);
  if (!first) return;
  await db
    .update(classParticipants)
    .set({ status: 'booked', promotedAt: sql`now()` })
    .where(eq(classParticipants.id, first.id));
}

/** The ids among `userIds` of members (member or coach role) of the club who were not erased. */
export async function clubMemberIds(db: DbOrTx, clubId: number, userIds: number[]) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, userIds),
        eq(users.clubId, clubId),
        inArray(users.memberRole, ['member', 'coach']),
        isNull(users.erasedAt),
      ),
    );
  return rows.map((r) => r.id);
}

export async function listParticipants(db: DbOrTx, classId: number) {
  return db
    .select({
      userId: classParticipants.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      nickName: users.nickName,
      status: classParticipants.status,
      bookedAt: classParticipants.bookedAt,
      promotedAt: classParticipants.promotedAt,
    })
    .from(classParticipants)
    .innerJoin(users, eq(users.id, classParticipants.userId))
    .where(eq(classParticipants.classId, classId))
    .orderBy(asc(classParticipants.bookedAt), asc(classParticipants.id));
}
