import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loanerPods, podAssignments } from '../loaner-pods/loaner-pods.table.ts';
import { locations } from '../locations/locations.table.ts';
import { users } from '../users/users.table.ts';

/** One member of a club with their location's name and the pod they hold now; undefined if none. */
export async function findClubMember(db: DbOrTx, clubId: number, memberId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      nickName: users.nickName,
      avatar: users.avatar,
      deviceId: users.deviceId,
      locationId: users.locationId,
      locationName: locations.branchName,
      status: users.status,
      verifiedAt: users.verifiedAt,
      journeyLevel: users.journeyLevel,
      xgtPhase: users.xgtPhase,
      podId: loanerPods.id,
      podBarcode: loanerPods.barcode,
      birthDate: users.birthDate,
      gender: users.gender,
      weight: users.weight,
      preferUnit: users.preferUnit,
      maxHr: users.maxHr,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(locations, eq(locations.id, users.locationId))
    .leftJoin(podAssignments, and(eq(podAssignments.userId, users.id), isNull(podAssignments.returnedAt)))
    .leftJoin(loanerPods, eq(loanerPods.id, podAssignments.podId))
    .where(
      and(
        eq(users.id, memberId),
        eq(users.clubId, clubId),
        eq(users.memberRole, 'member'),
        isNull(users.erasedAt),
      ),
    )
    .limit(1);
  return row;
}
