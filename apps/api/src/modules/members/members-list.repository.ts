import { MEMBER_SEARCH_WINDOW, type TMemberRole, type TMemberSortField } from '@pulseboard/contract/members';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  isNotNull,
  isNull,
  like,
  or,
  type SQL,
  type Subquery,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPerShape } from '../../db/prepared.ts';
import { containsPattern } from '../../lib/paging.ts';
import { loanerPods, podAssignments } from '../loaner-pods/loaner-pods.table.ts';
import { locations } from '../locations/locations.table.ts';
import { MEMBER_SEARCH_TEXT, users } from '../users/users.table.ts';
import { memberColumns, podJoin } from './members.repository.ts';

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

// pg_trgm takes trigrams from runs of letters and digits only: a keyword without three in a row (`ol`,
// `a.b`, `%`) gives the index nothing to narrow and would read all of it.
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

type TShape = TMemberQuery & { window?: number };

const flag = (on: boolean | undefined) => (on === undefined ? '' : on ? 't' : 'f');

/** The statement's name: which filters are present (their values are placeholders) and the sort. */
function nameOf(kind: string, q: TShape) {
  const filters = [
    q.keyword ? 'k' : '',
    q.deviceIdNum != null ? 'd' : '',
    q.locationId ? 'l' : '',
    q.status ? 's' : '',
    `v${flag(q.verified)}`,
    `p${flag(q.hasPod)}`,
  ].join('');
  const window = q.window === undefined ? '' : `_w${q.window}`;
  return `members_${kind}_${filters}_${q.sortField ?? 'name'}_${q.sortOrder === 'descend' ? 'd' : 'a'}${window}`;
}

// The optional filters only decide the statement's shape; every value is a placeholder.
function where(q: TMemberQuery): SQL | undefined {
  const keyword = q.keyword
    ? // Verbatim MEMBER_SEARCH_TEXT, lower-cased, against a pattern lower-cased by the same lower(): the
      // trigram index serves it, and LIKE spares ILIKE's second lower-casing of every candidate row. A
      // keyword that reads as a device id also matches the numeric id (users_club_device_uq).
      or(
        like(MEMBER_SEARCH_TEXT, sql`lower(${sql.placeholder('pattern')})`),
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

type TSortColumns = Record<
  'id' | 'firstName' | 'lastName' | 'email' | 'deviceIdNum' | 'createdAt',
  AnyColumn
>;

/** The list's order, over the users table or over the gathered matches (same column names). */
function orderBy(q: TMemberQuery, c: TSortColumns = users): SQL[] {
  const dir = q.sortOrder === 'descend' ? desc : asc;
  switch (q.sortField) {
    case 'email':
      return [dir(c.email)];
    case 'deviceId':
      // Members without a device id last either way (PostgreSQL puts nulls first when descending).
      return [
        q.sortOrder === 'descend' ? sql`${c.deviceIdNum} desc nulls last` : asc(c.deviceIdNum),
        dir(c.id),
      ];
    case 'createdAt':
      return [dir(c.createdAt), dir(c.id)];
    default:
      // The order of users_club_role_name_idx, so page 1 and page 500 read the index instead of sorting.
      return [dir(c.firstName), dir(c.lastName), dir(c.id)];
  }
}

/** Narrows a select from users to the query's members, joining the open pods only for the pod filter. */
function filtered<T extends PgSelect>(qb: T, q: TMemberQuery) {
  if (q.hasPod !== undefined) qb.leftJoin(podAssignments, podJoin);
  return qb.where(where(q));
}

// Counts at most `cap` rows: a count over a million members would cost more than the page itself.
function cappedCount(db: DbOrTx, q: TMemberQuery) {
  const capped = filtered(db.select({ one: sql`1` }).from(users).$dynamic(), q).limit(sql.placeholder('cap'));
  return sql<number>`(select count(*)::int from (${capped}) as capped)`;
}

type TPageIds = { pageId: AnyColumn; counted: SQL.Aliased<number> } & Subquery;

/**
 * The page's members with their location and the pod each holds now, read by id once the page's ids are
 * known: the offset then skips index entries (users_club_role_name_idx) instead of whole rows. The
 * total rides along as a column of the page's rows, one round trip for both.
 */
function membersOf(select: DbOrTx['select'], q: TMemberQuery, page: TPageIds) {
  return select({ ...memberColumns, counted: page.counted })
    .from(page)
    .innerJoin(users, eq(users.id, page.pageId))
    .leftJoin(locations, eq(locations.id, users.locationId))
    .leftJoin(podAssignments, podJoin)
    .leftJoin(loanerPods, eq(loanerPods.id, podAssignments.podId))
    .orderBy(...orderBy(q));
}

// The member list is the busiest list of the app: prepared per shape (db/prepared.ts). The shape is the
// query with its values blanked (skeletonOf), so the builder can read which filters and sort it has.

/** The page's ids in the list's order, read from the index, and the count capped at `cap`. */
const walkPage = preparedPerShape((db, shape) => {
  const q = JSON.parse(shape) as TShape;
  const page = filtered(
    db
      .select({ pageId: users.id, counted: cappedCount(db, q).as('counted') })
      .from(users)
      .$dynamic(),
    q,
  )
    .orderBy(...orderBy(q))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return membersOf(db.select.bind(db), q, page).prepare(nameOf('walk', q));
});

/**
 * A keyword with three letters or digits in a row: its first matches found through the trigram index
 * (the window plus one, so a fuller set is seen), counted, and the first `window` of them sorted, one
 * table row read each. Referenced twice, the CTE is computed once
 * (PostgreSQL materialises it, in the order the scan found the rows), planned on its own: the list's
 * order cannot lure the planner into walking the whole club.
 */
const searchPage = preparedPerShape((db, shape) => {
  const q = JSON.parse(shape) as TShape;
  const window = q.window ?? MEMBER_SEARCH_WINDOW;
  // Constants, not placeholders: PostgreSQL plans a LIMIT it cannot see as 10% of the rows, which
  // favours walking the club's index over the trigram index.
  const constant = (n: number) => sql.raw(String(n)) as unknown as number;
  const matched = db.$with('matched').as(
    filtered(
      db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          deviceIdNum: users.deviceIdNum,
          createdAt: users.createdAt,
        })
        .from(users)
        .$dynamic(),
      q,
    ).limit(constant(window + 1)),
  );
  // The window's rows: the first found, the one past it only counted.
  const kept = db.$with('kept').as(db.select().from(matched).limit(constant(window)));
  const page = db
    .select({
      pageId: kept.id,
      counted: sql<number>`(select count(*)::int from ${matched})`.as('counted'),
    })
    .from(kept)
    .orderBy(...orderBy(q, kept))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const withMatched = db.with(matched, kept);
  return membersOf(withMatched.select.bind(withMatched), q, page).prepare(nameOf('search', q));
});

// The count alone, for a page past the last row (no row to carry it).
const memberCount = preparedPerShape((db, shape) => {
  const q = JSON.parse(shape) as TShape;
  return db
    .select({ n: cappedCount(db, q) })
    .from(sql`(select 1) as one`)
    .prepare(nameOf('count', q));
});

/** The query without its values: what decides the SQL. */
function skeletonOf(q: TMemberQuery, withSort: boolean, window?: number): TShape {
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
    window,
  };
}

/**
 * A page of a club's members with their location and the pod each holds now, and how many match: up to
 * `countCap` (the caller reports a lower bound past it). A keyword looked up through the trigram index
 * that matches more than `window` members (MEMBER_SEARCH_WINDOW but for tests) pages through the first `window`
 * found, sorted, and says so (`capped`, `counted` then the window). `walk` (tests) answers a keyword by
 * the walk in list order, as one without a trigram is.
 */
export async function pageMembers(
  db: DbOrTx,
  clubId: number,
  q: TMemberQuery,
  paging: { offset: number; limit: number; countCap: number; window?: number; walk?: boolean },
) {
  const values = {
    clubId,
    role: q.role,
    pattern: q.keyword ? containsPattern(q.keyword) : undefined,
    deviceIdNum: q.deviceIdNum ?? undefined,
    locationId: q.locationId,
    status: q.status,
    limit: paging.limit,
    offset: paging.offset,
    cap: paging.countCap,
  };
  const window = paging.window ?? MEMBER_SEARCH_WINDOW;
  const search = Boolean(q.keyword && HAS_TRIGRAM.test(q.keyword) && !paging.walk);
  const rows = search
    ? await searchPage(db, JSON.stringify(skeletonOf(q, true, window))).execute(values)
    : await walkPage(db, JSON.stringify(skeletonOf(q, true))).execute(values);
  let counted = rows[0]?.counted;
  if (counted === undefined && paging.offset > 0) {
    // A page past the last row: no row carries the count.
    const cap = search ? window + 1 : paging.countCap;
    const [count] = await memberCount(db, JSON.stringify(skeletonOf(q, false))).execute({ ...values, cap });
    counted = count?.n;
  }
  const capped = search && (counted ?? 0) > window;
  return { list: rows, counted: capped ? window : (counted ?? 0), capped };
}
