import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { users } from './users.table.ts';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** A user with the name of their club, for the profile. */
export async function findUserWithClub(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ user: users, clubName: clubs.name })
    .from(users)
    .leftJoin(clubs, eq(clubs.id, users.clubId))
    .where(eq(users.id, userId))
    .limit(1);
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
