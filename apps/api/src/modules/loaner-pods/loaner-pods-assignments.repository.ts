import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pageOffset } from '../../lib/paging.ts';
import { users } from '../users/users.table.ts';
import { loanerPods, podAssignments } from './loaner-pods.table.ts';

const nameColumns = { firstName: users.firstName, lastName: users.lastName, nickName: users.nickName };

/** A user a pod may be lent to: belongs to the club and was not erased. */
export async function findClubUser(db: DbOrTx, clubId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, ...nameColumns })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.clubId, clubId), isNull(users.erasedAt)))
    .limit(1);
  return row;
}

export async function insertAssignment(
  db: DbOrTx,
  values: { podId: number; userId: number; assignedBy: number },
) {
  await db.insert(podAssignments).values(values);
}

/** Who holds the pod now, if anyone. */
export async function holderOfPod(db: DbOrTx, podId: number) {
  const [row] = await db
    .select(nameColumns)
    .from(podAssignments)
    .innerJoin(users, eq(users.id, podAssignments.userId))
    .where(and(eq(podAssignments.podId, podId), isNull(podAssignments.returnedAt)))
    .limit(1);
  return row;
}

/** Which pod the user holds now, if any. */
export async function podOfUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: loanerPods.id, barcode: loanerPods.barcode })
    .from(podAssignments)
    .innerJoin(loanerPods, eq(loanerPods.id, podAssignments.podId))
    .where(and(eq(podAssignments.userId, userId), isNull(podAssignments.returnedAt)))
    .limit(1);
  return row;
}

/** Marks the pod's open assignment returned; false when it was not lent. */
export async function closeAssignment(db: DbOrTx, podId: number) {
  const rows = await db
    .update(podAssignments)
    .set({ returnedAt: new Date() })
    .where(and(eq(podAssignments.podId, podId), isNull(podAssignments.returnedAt)))
    .returning({ id: podAssignments.id });
  return rows.length > 0;
}

/** Marks every open assignment of the club's pods returned; the number closed. */
export async function closeClubAssignments(db: DbOrTx, clubId: number) {
  const clubPods = db.select({ id: loanerPods.id }).from(loanerPods).where(eq(loanerPods.clubId, clubId));
  const rows = await db
    .update(podAssignments)
    .set({ returnedAt: new Date() })
    .where(and(isNull(podAssignments.returnedAt), inArray(podAssignments.podId, clubPods)))
    .returning({ id: podAssignments.id });
  return rows.length;
}

/** Every pod a user has held, oldest first (a member's data export). */
export function listUserAssignments(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(podAssignments)
    .where(eq(podAssignments.userId, userId))
    .orderBy(podAssignments.assignedAt);
}

/** Marks the pod the user holds, if any, returned. */
export async function closeUserAssignment(db: DbOrTx, userId: number) {
  await db
    .update(podAssignments)
    .set({ returnedAt: new Date() })
    .where(and(eq(podAssignments.userId, userId), isNull(podAssignments.returnedAt)));
}

export interface THistoryQuery {
  podId?: number;
  userId?: number;
  open?: boolean;
  page: number;
  pageSize: number;
}

export async function listAssignments(db: DbOrTx, clubId: number, q: THistoryQuery) {
  const where: SQL | undefined = and(
    eq(loanerPods.clubId, clubId),
    q.podId === undefined ? undefined : eq(podAssignments.podId, q.podId),
    q.userId === undefined ? undefined : eq(podAssignments.userId, q.userId),
    q.open === undefined
      ? undefined
      : q.open
        ? isNull(podAssignments.returnedAt)
        : sql`${podAssignments.returnedAt} IS NOT NULL`,
  );
  const rows = await db
    .select({
      id: podAssignments.id,
      podId: podAssignments.podId,
      barcode: loanerPods.barcode,
      bluetoothName: loanerPods.bluetoothName,
      userId: podAssignments.userId,
      ...nameColumns,
      assignedAt: podAssignments.assignedAt,
      returnedAt: podAssignments.returnedAt,
    })
    .from(podAssignments)
    .innerJoin(loanerPods, eq(loanerPods.id, podAssignments.podId))
    .innerJoin(users, eq(users.id, podAssignments.userId))
    .where(where)
    .orderBy(desc(podAssignments.assignedAt), desc(podAssignments.id))
    .limit(q.pageSize)
    .offset(pageOffset(q.page, q.pageSize));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(podAssignments)
    .innerJoin(loanerPods, eq(loanerPods.id, podAssignments.podId))
    .where(where);
  return { rows, total: count?.n ?? 0 };
}
