import type { TRole } from '@pulseboard/contract/roles';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { type TCallerRow, type TUserRow, users } from './users.table.ts';

export type { TCallerRow, TUserRow };

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** A user with the name of their club, for the profile. */
// Read on every profile call (the app asks for it on each load), so it is prepared (db/prepared.ts).
const userWithClub = preparedPerHandle((db) =>
  db
    .select({ user: users, clubName: clubs.name, clubWording: clubs.wording })
    .from(users)
    .leftJoin(clubs, eq(clubs.id, users.clubId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_with_club'),
);

export async function findUserWithClub(db: DbOrTx, userId: number) {
  const [row] = await userWithClub(db).execute({ userId });
  return row;
}

export type TNewUser = typeof users.$inferInsert;

export async function insertUser(db: DbOrTx, values: TNewUser) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateUser(db: DbOrTx, userId: number, values: Partial<TNewUser>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** A user of the club, every column; undefined for an id of another club. */
export async function findUserOfClub(db: DbOrTx, clubId: number, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.clubId, clubId)))
    .limit(1);
  return row;
}

/**
 * The one definition of a member, for every member count (clubs list, club details, locations, the
 * Statistic tab) and the Members tab's list with its Role filter on Member: an account whose role is
 * member (SPEC.md: each user has a single role) and that is not erased. A coach who also holds the
 * member role is counted, and listed, as a coach.
 */
const isMember = (alias: string) => sql.raw(`${alias}.member_role = 'member' AND ${alias}.erased_at IS NULL`);

/** A correlated subquery: the members whose club (or location) is the outer row's `outerId` column. */
export function memberCountOf(column: 'club_id' | 'location_id', outerId: SQL): SQL<number> {
  const where = sql`u.${sql.raw(column)} = ${outerId} AND ${isMember('u')}`;
  return sql<number>`(SELECT count(*)::int FROM users u WHERE ${where})`;
}

/** The club's members, counted as memberCountOf does. */
export async function countClubMembers(db: DbOrTx, clubId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.clubId, clubId), isMember('users')));
  return row?.n ?? 0;
}

/** How many users the club has, of one role when given. */
export async function countClubUsers(db: DbOrTx, clubId: number, role?: TRole) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.clubId, clubId), role ? eq(users.memberRole, role) : undefined));
  return row?.n ?? 0;
}
