import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { maxHrChanges } from './workouts.table.ts';

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
