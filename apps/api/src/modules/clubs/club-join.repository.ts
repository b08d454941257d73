import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clubs } from './clubs.table.ts';

/** The club a join code belongs to. */
export async function findClubByJoinCode(db: DbOrTx, joinCode: string) {
  const [row] = await db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(eq(clubs.joinCode, joinCode))
    .limit(1);
  return row;
}

export async function findJoinCode(db: DbOrTx, clubId: number) {
  const [row] = await db
    .select({ joinCode: clubs.joinCode })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  return row?.joinCode;
}

// The same unguessable form as the column's default (122 random bits); the old code stops working at once.
export async function rotateJoinCode(db: DbOrTx, clubId: number) {
  const [row] = await db
    .update(clubs)
    .set({ joinCode: sql`replace(gen_random_uuid()::text, '-', '')` })
    .where(eq(clubs.id, clubId))
    .returning({ joinCode: clubs.joinCode });
  return row?.joinCode;
}
