// What the signed-in member reads about themselves beyond their workouts: max HR changes and weekly PAI.
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { maxHrChanges, workoutDaily, workouts } from './workouts.table.ts';

/** A member's max HR changes, newest first. */
export function listMaxHrChanges(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      fromHr: maxHrChanges.fromHr,
      toHr: maxHrChanges.toHr,
      automatic: maxHrChanges.automatic,
      workoutId: maxHrChanges.workoutId,
      createdAt: maxHrChanges.createdAt,
    })
    .from(maxHrChanges)
    .where(eq(maxHrChanges.userId, userId))
    .orderBy(desc(maxHrChanges.createdAt), desc(maxHrChanges.id))
    .limit(limit);
}

/** A member's PAI summed over their roll-ups of some days (inclusive). */
export async function sumPai(db: DbOrTx, userId: number, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ pai: sql<number>`coalesce(sum(${workoutDaily.pai}), 0)::float8` })
    .from(workoutDaily)
    .where(and(eq(workoutDaily.userId, userId), gte(workoutDaily.day, from), lte(workoutDaily.day, to)));
  return Number(row?.pai ?? 0);
}

/**
 * Erases what a member's workouts say of their body beyond the totals (the right to erasure): the
 * heart-rate curves and the max HR history. The summaries stay, so the club's totals and boards hold.
 */
export async function eraseWorkoutHealthData(db: DbOrTx, userId: number) {
  await db.update(workouts).set({ samples: null, maxHrUsed: null }).where(eq(workouts.userId, userId));
  await db.delete(maxHrChanges).where(eq(maxHrChanges.userId, userId));
}
