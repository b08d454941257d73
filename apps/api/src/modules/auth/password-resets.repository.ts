import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TWindowCount } from '../../lib/rate-window.ts';
import { passwordResets, resetRequests } from './auth.table.ts';

/** Closes the user's unused codes: a new code replaces any earlier one. */
export async function closeOpenResets(db: DbOrTx, userId: number) {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function insertReset(db: DbOrTx, values: { userId: number; codeHash: string; expiresAt: Date }) {
  await db.insert(passwordResets).values(values);
}

/** The user's newest code that is neither used nor expired. */
export async function findOpenReset(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return row;
}

/** Counts a wrong guess in the database, so the limit holds across instances. */
export async function countResetAttempt(db: DbOrTx, resetId: number) {
  await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(eq(passwordResets.id, resetId));
}

export async function markResetUsed(db: DbOrTx, resetId: number) {
  await db.update(passwordResets).set({ usedAt: new Date() }).where(eq(passwordResets.id, resetId));
}

/** Forgot-password requests since `since`, for this address and from this client. */
export async function countResetRequests(
  db: DbOrTx,
  email: string,
  ip: string,
  since: Date,
): Promise<{ address: TWindowCount; client: TWindowCount }> {
  const r = resetRequests;
  const [row] = await db
    .select({
      addressN: sql<number>`count(*) filter (where ${r.email} = ${email})::int`,
      addressOldest: sql<string | null>`min(${r.createdAt}) filter (where ${r.email} = ${email})`,
      clientN: sql<number>`count(*) filter (where ${r.ip} = ${ip})::int`,
      clientOldest: sql<string | null>`min(${r.createdAt}) filter (where ${r.ip} = ${ip})`,
    })
    .from(r)
    .where(and(or(eq(r.email, email), eq(r.ip, ip)), gt(r.createdAt, since)));
  return {
    address: { n: row?.addressN ?? 0, oldest: row?.addressOldest ?? null },
    client: { n: row?.clientN ?? 0, oldest: row?.clientOldest ?? null },
  };
}

export async function recordResetRequest(db: DbOrTx, email: string, ip: string) {
  await db.insert(resetRequests).values({ email, ip });
}

/** Deletes forgot-password requests recorded before `before`; returns how many. */
export async function deleteResetRequestsBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(resetRequests)
    .where(lt(resetRequests.createdAt, before))
    .returning({ id: resetRequests.id });
  return rows.length;
}
