import { MEMBER_ROLES } from '@pulseboard/contract/members';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loanerPods, podAssignments } from '../loaner-pods/loaner-pods.table.ts';
import { locations } from '../locations/locations.table.ts';
import { users } from '../users/users.table.ts';

// A member's open pod assignment: at most one (pod_assignments_open_user_uq).
export const podJoin = and(eq(podAssignments.userId, users.id), isNull(podAssignments.returnedAt));

export const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  nickName: users.nickName,
  birthDate: users.birthDate,
  gender: users.gender,
  weight: users.weight,
  maxHr: users.maxHr,
  preferUnit: users.preferUnit,
  language: users.language,
  deviceId: users.deviceId,
  deviceIdNum: users.deviceIdNum,
  locationId: users.locationId,
  locationName: locations.branchName,
  memberRole: users.memberRole,
  status: users.status,
  verifiedAt: users.verifiedAt,
  journeyLevel: users.journeyLevel,
  xgtPhase: users.xgtPhase,
  podId: loanerPods.id,
  podBarcode: loanerPods.barcode,
  createdAt: users.createdAt,
};
function selectMembers(db: DbOrTx) {
  return db
    .select(memberColumns)
    .from(users)
    .leftJoin(locations, eq(locations.id, users.locationId))
    .leftJoin(podAssignments, podJoin)
    .leftJoin(loanerPods, eq(loanerPods.id, podAssignments.podId));
}

/** One member (or coach) of the club, not erased; undefined otherwise. */
export async function findMember(db: DbOrTx, clubId: number, userId: number) {
  const [row] = await selectMembers(db)
    .where(
      and(
        eq(users.id, userId),
        eq(users.clubId, clubId),
        isNull(users.erasedAt),
        inArray(users.memberRole, MEMBER_ROLES),
      ),
    )
    .limit(1);
  return row;
}

export type TMemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

export type TMemberValues = Pick<
  typeof users.$inferInsert,
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'nickName'
  | 'gender'
  | 'birthDate'
  | 'weight'
  | 'maxHr'
  | 'deviceId'
  | 'deviceIdNum'
  | 'locationId'
  | 'memberRole'
  | 'memberRoles'
>;

/** Adds a member to the club; the unique indexes (email, club + device id) refuse a duplicate. */
export async function insertMember(
  db: DbOrTx,
  clubId: number,
  values: TMemberValues & { passwordHash: string; verifiedAt: Date },
) {
  const [row] = await db
    .insert(users)
    .values({ ...values, clubId })
    .returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Changes a member (or coach) of the club; false when there is no such member. */
export async function updateMember(db: DbOrTx, clubId: number, userId: number, values: TMemberValues) {
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        eq(users.clubId, clubId),
        isNull(users.erasedAt),
        inArray(users.memberRole, MEMBER_ROLES),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Which of `userIds` are members (or coaches) of the club, not erased: the people a club activity may enrol. */
export async function clubMemberIds(db: DbOrTx, clubId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, [...userIds]),
        eq(users.clubId, clubId),
        isNull(users.erasedAt),
        inArray(users.memberRole, MEMBER_ROLES),
      ),
    );
  return rows.map((r) => r.id);
}
