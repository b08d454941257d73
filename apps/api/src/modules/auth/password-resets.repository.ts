import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TWindowCount } from '../../lib/rate-window.ts';
import { passwordResets, resetAttempts, resetRequests } from './auth.table.ts';

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

/**
 * Takes one try at the user's newest open code (neither used nor expired), if it has tries left, and
 * returns the code's id and hash to compare against; undefined when there is no open code or its tries
 * are spent. The try is counted before the guess is compared, in one statement: simultaneous guesses
 * each take their own try, and the 6th is refused however many arrive at once.
 */
export async function takeResetAttempt(db: DbOrTx, userId: number, maxAttempts: number) {
  const r = passwordResets;
  const newest = db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.userId, userId), isNull(r.usedAt), gt(r.expiresAt, new Date())))
    .orderBy(desc(r.createdAt))
    .limit(1);
  const [row] = await db
    .update(r)
    .set({ attempts: sql`${r.attempts} + 1` })
    .where(and(eq(r.id, sql`(${newest})`), lt(r.attempts, maxAttempts), isNull(r.usedAt)))
    .returning({ id: r.id, codeHash: r.codeHash });
  return row;
}

/** Marks the code used; false when another request used it first. */
export async function markResetUsed(db: DbOrTx, resetId: number): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return rows.length > 0;
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

/** Records a forgot-password request; returns its id (forgetResetRequest takes a refused one back). */
export async function recordResetRequest(db: DbOrTx, email: string, ip: string): Promise<number> {
  const [row] = await db.insert(resetRequests).values({ email, ip }).returning({ id: resetRequests.id });
  if (!row) throw new Error('reset request not recorded');
  return row.id;
}

export async function forgetResetRequest(db: DbOrTx, id: number) {
  await db.delete(resetRequests).where(eq(resetRequests.id, id));
}

/** Records a reset-password try from this client; returns its id (forgetResetAttempt takes it back). */
export async function recordResetAttempt(db: DbOrTx, ip: string): Promise<number> {
  const [row] = await db.insert(resetAttempts).values({ ip }).returning({ id: resetAttempts.id });
  if (!row) throw new Error('reset attempt not recorded');
  return row.id;
}

export async function forgetResetAttempt(db: DbOrTx, id: number) {
  await db.delete(resetAttempts).where(eq(resetAttempts.id, id));
}

/** Reset-password tries from this client since `since`. */
export async function countResetAttempts(db: DbOrTx, ip: string, since: Date): Promise<TWindowCount> {
  const a = resetAttempts;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${a.createdAt})` })
    .from(a)
    .where(and(eq(a.ip, ip), gt(a.createdAt, since)));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}
