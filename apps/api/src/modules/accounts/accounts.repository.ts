import type { TAccountsQuery } from '@pulseboard/contract/accounts';
import type { TRole } from '@pulseboard/contract/roles';
import { and, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, orderFor, pageOffset } from '../../lib/paging.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { users } from '../users/users.table.ts';
import { workouts } from '../workouts/workouts.table.ts';

// Never the password hash: only these columns leave the repository.
const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  nickName: users.nickName,
  memberRole: users.memberRole,
  memberRoles: users.memberRoles,
  clubId: users.clubId,
  locationId: users.locationId,
  deviceId: users.deviceId,
  betaEnabled: users.betaEnabled,
  status: users.status,
  language: users.language,
  createdAt: users.createdAt,
};
export type TAccountRow = Awaited<ReturnType<typeof findClubAccount>> & {};

function listWhere(clubId: number, query: TAccountsQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(users.clubId, clubId)];
  if (!query.includeMembers) filters.push(ne(users.memberRole, 'member'));
  if (query.role) filters.push(eq(users.memberRole, query.role));
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    filters.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ),
    );
  }
  return and(...filters);
}

/** One page of a club's accounts and the total that match. */
export async function listClubAccounts(db: DbOrTx, clubId: number, query: TAccountsQuery) {
  const where = listWhere(clubId, query);
  const order = orderFor(
    {
      email: users.email,
      name: sql`${users.firstName} || ' ' || ${users.lastName}`,
      memberRole: users.memberRole,
      createdAt: users.createdAt,
    },
    query,
    users.id,
  );
  const rows = await db
    .select(columns)
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize));
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, totalRecords: total?.n ?? 0 };
}

/** An account of the given club; undefined for an id of another club, so it reads as not found. */
export async function findClubAccount(db: DbOrTx, clubId: number, accountId: number) {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, accountId), eq(users.clubId, clubId)))
    .limit(1);
  return row;
}

/** Exact email lookup across every club, with the club's name. */
export async function findAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ ...columns, clubName: clubs.name })
    .from(users)
    .leftJoin(clubs, eq(clubs.id, users.clubId))
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function hasWorkouts(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: workouts.id })
    .from(workouts)
    .where(eq(workouts.userId, userId))
    .limit(1);
  return Boolean(row);
}

export type TAccountChanges = Partial<{
  email: string;
  firstName: string;
  lastName: string;
  locationId: number | null;
  deviceId: string | null;
  betaEnabled: boolean;
  passwordHash: string;
  memberRole: TRole;
  memberRoles: TRole[];
}>;

/** Changes an account of the club; false when there is no such account in it. */
export async function updateClubAccount(
  db: DbOrTx,
  clubId: number,
  accountId: number,
  values: TAccountChanges,
) {
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, accountId), eq(users.clubId, clubId)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Deletes the login; its sessions, settings and log rows go with it (ON DELETE CASCADE). */
export async function deleteClubAccount(db: DbOrTx, clubId: number, accountId: number) {
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, accountId), eq(users.clubId, clubId)))
    .returning({ id: users.id });
  return rows.length > 0;
}
