import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, totalOf, totalRows } from '../../lib/paging.ts';
import { loanerPods, podAssignments } from '../loaner-pods/loaner-pods.table.ts';
import { users } from '../users/users.table.ts';

function filter(
  clubId: number,
  opts: { keyword?: string; locationId?: number; status?: 'enabled' | 'disabled' },
): SQL | undefined {
  const p = opts.keyword ? containsPattern(opts.keyword) : undefined;
  return and(
    eq(users.clubId, clubId),
    eq(users.memberRole, 'member'),
    isNull(users.erasedAt),
    opts.locationId ? eq(users.locationId, opts.locationId) : undefined,
    opts.status ? eq(users.status, opts.status) : undefined,
    p
      ? or(
          ilike(users.email, p),
          ilike(users.firstName, p),
          ilike(users.lastName, p),
          ilike(users.nickName, p),
          ilike(users.deviceId, p),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, p),
        )
      : undefined,
  );
}

/** A page of a club's members with the pod each holds now, and the total, in one query. */
export async function pageMembers(
  db: DbOrTx,
  clubId: number,
  opts: {
    keyword?: string;
    locationId?: number;
    status?: 'enabled' | 'disabled';
    offset: number;
    limit: number;
  },
) {
  const where = filter(clubId, opts);
  const list = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      nickName: users.nickName,
      deviceId: users.deviceId,
      locationId: users.locationId,
      status: users.status,
      podId: loanerPods.id,
      podBarcode: loanerPods.barcode,
      total: totalRows(),
    })
    .from(users)
    .leftJoin(podAssignments, and(eq(podAssignments.userId, users.id), isNull(podAssignments.returnedAt)))
    .leftJoin(loanerPods, eq(loanerPods.id, podAssignments.podId))
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const totalRecords = await totalOf(list, opts.offset, async () => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
    return row?.n ?? 0;
  });
  return { list, totalRecords };
}
