import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginFailures, resetAttempts, resetRequests } from './auth.table.ts';

/** The rows the sign-in and password-reset limits count, by the name pruneThrottleRecords reports. */
const THROTTLE_TABLES = { loginFailures, resetRequests, resetAttempts };

export type TThrottleRecords = keyof typeof THROTTLE_TABLES;

/** Deletes the records of one kind made before `before`; returns how many. */
export async function deleteThrottleRecordsBefore(
  db: DbOrTx,
  kind: TThrottleRecords,
  before: Date,
): Promise<number> {
  const table = THROTTLE_TABLES[kind];
  const rows = await db.delete(table).where(lt(table.createdAt, before)).returning({ id: table.id });
  return rows.length;
}
