import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { workouts } from './workouts.table.ts';

/** Every workout of a user, oldest first (a member's data export). */
export function listUserWorkouts(db: DbOrTx, userId: number) {
  return db.select().from(workouts).where(eq(workouts.userId, userId)).orderBy(workouts.startTime);
}

export async function countClubWorkouts(db: DbOrTx, clubId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workouts)
    .where(eq(workouts.clubId, clubId));
  return row?.n ?? 0;
}
