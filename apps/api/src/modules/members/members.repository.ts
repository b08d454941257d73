import { MEMBER_ROLES, type TMemberRole, type TMemberSortField } from '@pulseboard/contract/members';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPerShape } from '../../db/prepared.ts';
import { containsPattern } from '../../lib/paging.ts';
import { loanerPods, podAssignments } from '../loaner-pods/loaner-pods.table.ts';
import { locations } from '../locations/locations.table.ts';
import { MEMBER_SEARCH_TEXT, users } from '../users/users.table.ts';

export type TMemberQuery = {
  keyword?: string;
  /** The keyword read as a device id (core parseDeviceId), when it is one. */
  deviceIdNum?: number | null;
  locationId?: number;
  status?: 'enabled' | 'disabled';
  verified?: boolean;
  hasPod?: boolean;
  role: TMemberRole;
  sortField?: TMemberSortField;
  sortOrder?: 'ascend' | 'descend';
};

const flag = (on: boolean | undefined) => (on === undefined ? '' : on ? 't' : 'f');

/** The statement's shape: which filters are present (their values are placeholders) and the sort. */
function shapeOf(q: TMemberQuery) {
  const filters = [
    q.keyword ? 'k' : '',
    q.deviceIdNum != null ? 'd' : '',
    q.locationId ? 'l' : '',
    q.status ? 's' : '',
    `v${flag(q.verified)}`,
    `p${flag(q.hasPod)}`,
  ].join('');
  return `${filters}_${q.sortField ?? 'name'}_${q.sortOrder === 'descend' ? 'd' : 'a'}`;
}

// The optional filters only decide the statement's shape; every value is a placeholder.
function where(q: TMemberQuery): SQL | undefined {
  const keyword = q.keyword
    ? // Verbatim MEMBER_SEARCH_TEXT with a lower-cased pattern: the trigram index serves it; a keyword
      // that reads as a device id also matches the numeric id, an index lookup (users_club_device_uq).
      or(
        ilike(MEMBER_SEARCH_TEXT, sql.placeholder('pattern')),
        q.deviceIdNum != null ? eq(users.deviceIdNum, sql.placeholder('deviceIdNum')) : undefined,
      )
    : undefined;
  return and(
    eq(users.clubId, sql.placeholder('clubId')),
    eq(users.memberRole, sql.placeholder('role')),
    isNull(users.erasedAt),
    q.locationId ? eq(users.locationId, sql.placeholder('locationId')) : undefined,
    q.status ? eq(users.status, sql.placeholder('status')) : undefined,
    q.verified === undefined
      ? undefined
      : q.verified
        ? isNotNull(users.verifiedAt)
        : isNull(users.verifiedAt),
    q.hasPod === undefined ? undefined : q.hasPod ? isNotNull(podAssignments.id) : isNull(podAssignments.id),
    keyword,
  );
}

function orderBy(q: TMemberQuery): SQL[] {
  const dir = q.sortOrder === 'descend' ? desc : asc;
  switch (q.sortField) {
    case 'email':
      return [dir(users.email)];
    case 'deviceId':
      return [dir(users.deviceIdNum), dir(users.id)];
    case 'createdAt':
      return [dir(users.createdAt), dir(users.id)];
    default:
      // The order of users_club_role_name_idx, so page 1 and page 500 read the index instead of sorting.
      return [dir(users.firstName), dir(users.lastName), dir(users.id)];
  }
}

// A member's open pod assignment: at most one (pod_assignments_open_user_uq).
const podJoin = and(eq(podAssignments.userId, users.id), isNull(podAssignments.returnedAt));

const memberColumns = {
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
function selectMembers<TExtra extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(
  db: DbOrTx,
  extra?: TExtra,
) {
  return db
    .select({ ...memberColumns, ...(extra as TExtra) })
    .from(users)
    .leftJoin(locations, eq(locations.id, users.locationId))
    .leftJoin(podAssignments, podJoin)
    .leftJoin(loanerPods, eq(loanerPods.id, podAssignments.podId));
}

// Counts at most `cap` rows: a count over a million members would cost more than the page itself.
function cappedCount(db: DbOrTx, q: TMemberQuery) {
  // The pod join only when the pod filter asks for it: the count reads the users table alone otherwise.
  const base = db.select({ one: sql`1` }).from(users).$dynamic();
  return (q.hasPod === undefined ? base : base.leftJoin(podAssignments, podJoin))
    .where(where(q))
    .limit(sql.placeholder('cap'));
}

// The member list is the busiest list of the app: prepared per shape (db/prepared.ts). The shape is the
// query with its values blanked (skeletonOf), so the builder can read which filters and sort it has.
// The capped count rides along as an uncorrelated subquery (PostgreSQL runs it once per statement):
// one round trip per page instead of two, the socket writes being the costliest part of the request.
const memberPage = preparedPerShape((db, shape) => {
  const q = JSON.parse(shape) as TMemberQuery;
  return selectMembers(db, {
    counted: sql<number>`(select count(*)::int from (${cappedCount(db, q)}) as matching)`,
  })
    .where(where(q))
    .orderBy(...orderBy(q))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`members_page_${shapeOf(q)}`);
});

// The count alone, for a page past the last row (no row to carry it).
const memberCount = preparedPerShape((db, shape) => {
  const q = JSON.parse(shape) as TMemberQuery;
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(cappedCount(db, q).as('matching'))
    .prepare(`members_count_${shapeOf(q)}`);
});

/** The query without its values: what decides the SQL. */
function skeletonOf(q: TMemberQuery, withSort: boolean): TMemberQuery {
  return {
    role: 'member',
    keyword: q.keyword ? 'k' : undefined,
    deviceIdNum: q.deviceIdNum != null ? 1 : undefined,
    locationId: q.locationId ? 1 : undefined,
    status: q.status ? 'enabled' : undefined,
    verified: q.verified,
    hasPod: q.hasPod,
    sortField: withSort ? q.sortField : undefined,
    sortOrder: withSort ? q.sortOrder : undefined,
  };
}

/**
 * A page of a club's members with their location and the pod each holds now, and how many match, up to
 * `countCap` (the caller reports a lower bound past it).
 */
export async function pageMembers(
  db: DbOrTx,
  clubId: number,
  q: TMemberQuery,
  paging: { offset: number; limit: number; countCap: number },
) {
  const values = {
    clubId,
    role: q.role,
    pattern: q.keyword ? containsPattern(q.keyword.toLowerCase()) : undefined,
    deviceIdNum: q.deviceIdNum ?? undefined,
    locationId: q.locationId,
    status: q.status,
    limit: paging.limit,
    offset: paging.offset,
    cap: paging.countCap,
  };
  const rows = await memberPage(db, JSON.stringify(skeletonOf(q, true))).execute(values);
  const first = rows[0];
  if (first) return { list: rows, counted: first.counted };
  if (paging.offset === 0) return { list: rows, counted: 0 };
  const [count] = await memberCount(db, JSON.stringify(skeletonOf(q, false))).execute(values);
  return { list: rows, counted: count?.n ?? 0 };
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
