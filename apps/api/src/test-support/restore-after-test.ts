import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { onTestFinished } from 'vitest';
import type { Db } from '../db/client.ts';

/**
 * For a test that changes demo rows the file's other tests read: takes a copy of the rows of `table`
 * that `where` selects and writes it back when the test finishes, passed or failed (the test's
 * `finally`). It restores the rows' values; rows the test adds or deletes are its own to clean up.
 */
export async function restoreAfterTest(db: Db, table: PgTable & { id: PgColumn }, where: SQL): Promise<void> {
  const before = (await db
    .select()
    .from(table as PgTable)
    .where(where)) as Record<string, unknown>[];
  onTestFinished(async () => {
    for (const row of before) await db.update(table).set(row).where(eq(table.id, row.id));
  });
}
