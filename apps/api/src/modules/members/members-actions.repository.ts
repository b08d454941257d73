import { MEMBER_ROLES } from '@pulseboard/contract/members';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { totalOf, totalRows } from '../../lib/paging.ts';
import { loanerPods, podAssignments } from '../loaner-pods/loaner-pods.table.ts';
import { locations } from '../locations/locations.table.ts';
import { users } from '../users/users.table.ts';
import { memberVisits } from './members.table.ts';

/** Who the member actions apply to: a user of the club the Members tab lists, not erased. */
const clubMember = (clubId: number, memberId: number) =>
  and(
    eq(users.id, memberId),
    eq(users.clubId, clubId),
    inArray(users.memberRole, [...MEMBER_ROLES]),
    isNull(users.erasedAt),
  );

/** The member's state after an action, with the pod held now; undefined when not a member of the club. */
export async function findMemberState(db: DbOrTx, clubId: number, memberId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      memberRole: users.memberRole,
      status: users.status,
      verifiedAt: users.verifiedAt,
      journeyLevel: users.journeyLevel,
      xgtPhase: users.xgtPhase,
      podId: loanerPods.id,
      podBarcode: loanerPods.barcode,
    })
    .from(users)
    .leftJoin(podAssignments, and(eq(podAssignments.userId, users.id), isNull(podAssignments.returnedAt)))
    .leftJoin(loanerPods, eq(loanerPods.id, podAssignments.podId))
    .where(clubMember(clubId, memberId))
    .limit(1);
  return row;
}

/** Locks the member's row for the rest of the transaction; false when not a member of the club. */
export async function lockClubMember(db: DbOrTx, clubId: number, memberId: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(clubMember(clubId, memberId))
    .for('update');
  return rows.length > 0;
}

export type TMemberChanges = Partial<
  Pick<typeof users.$inferInsert, 'status' | 'verifiedAt' | 'journeyLevel' | 'xgtPhase' | 'passwordHash'>
>;

/** Writes the changes to a member of the club; false when there is none. */
export async function updateClubMember(db: DbOrTx, clubId: number, memberId: number, values: TMemberChanges) {
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(clubMember(clubId, memberId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** A page of the member's visits in the club, newest first, with the total in the same query. */
export async function pageMemberVisits(
  db: DbOrTx,
  clubId: number,
  memberId: number,
  opts: { offset: number; limit: number },
) {
  const where = and(eq(memberVisits.clubId, clubId), eq(memberVisits.userId, memberId));
  const rows = await db
    .select({
      id: memberVisits.id,
      source: memberVisits.source,
      className: memberVisits.className,
      locationId: memberVisits.locationId,
      locationName: locations.branchName,
      visitedAt: memberVisits.visitedAt,
      total: totalRows(),
    })
    .from(memberVisits)
    .leftJoin(locations, eq(locations.id, memberVisits.locationId))
    .where(where)
    .orderBy(desc(memberVisits.visitedAt), desc(memberVisits.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const totalRecords = await totalOf(rows, opts.offset, async () => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(memberVisits).where(where);
    return row?.n ?? 0;
  });
  return { rows, totalRecords };
}
