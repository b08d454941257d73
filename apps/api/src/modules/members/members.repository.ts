import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPerShape } from '../../db/prepared.ts';
import { containsPattern, totalOf, totalRows } from '../../lib/paging.ts';
import { loanerPods, podAssignments } from '../loaner-pods/loaner-pods.table.ts';
import { users } from '../users/users.table.ts';

type TMemberFilter = { keyword?: string; locationId?: number; status?: 'enabled' | 'disabled' };

/** Which optional filters a request uses, as a key: k(eyword), l(ocation), s(tatus). */
const shapeOf = (opts: TMemberFilter) =>
  `${opts.keyword ? 'k' : ''}${opts.locationId ? 'l' : ''}${opts.status ? 's' : ''}`;

// The optional filters only decide the statement's shape; every value is a placeholder.
function filter(shape: string): SQL | undefined {
  const p = sql.placeholder('pattern');
  return and(
    eq(users.clubId, sql.placeholder('clubId')),
    eq(users.memberRole, 'member'),
    isNull(users.erasedAt),
    shape.includes('l') ? eq(users.locationId, sql.placeholder('locationId')) : undefined,
    shape.includes('s') ? eq(users.status, sql.placeholder('status')) : undefined,
    shape.includes('k')
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

// The member list is the busiest list of the app: prepared per filter shape (db/prepared.ts).
const memberPage = preparedPerShape((db, shape) =>
  db
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
    .where(filter(shape))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`members_page_${shape}`),
);

/** A page of a club's members with the pod each holds now, and the total, in one query. */
export async function pageMembers(
  db: DbOrTx,
  clubId: number,
  opts: TMemberFilter & { offset: number; limit: number },
) {
  const shape = shapeOf(opts);
  const values = {
    clubId,
    pattern: opts.keyword ? containsPattern(opts.keyword) : undefined,
    locationId: opts.locationId,
    status: opts.status,
    limit: opts.limit,
    offset: opts.offset,
  };
  const list = await memberPage(db, shape).execute(values);
  const totalRecords = await totalOf(list, opts.offset, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(filter(shape))
      .execute(values);
    return row?.n ?? 0;
  });
  return { list, totalRecords };
}
