import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TWindowCount } from '../../lib/rate-window.ts';
import { loginFailures } from './auth.table.ts';

/** Recent failures, counted three ways in one query: this client on this account, this client, this account. */
export async function countLoginFailures(
  db: DbOrTx,
  email: string,
  ip: string,
  since: Date,
): Promise<{ pair: TWindowCount; client: TWindowCount; account: TWindowCount }> {
  const f = loginFailures;
  const pair = sql`${f.email} = ${email} and ${f.ip} = ${ip} and not ${f.cleared}`;
  const client = sql`${f.ip} = ${ip}`;
  const account = sql`${f.email} = ${email} and not ${f.cleared}`;
  const [row] = await db
    .select({
      pairN: sql<number>`count(*) filter (where ${pair})::int`,
      pairOldest: sql<string | null>`min(${f.createdAt}) filter (where ${pair})`,
      clientN: sql<number>`count(*) filter (where ${client})::int`,
      clientOldest: sql<string | null>`min(${f.createdAt}) filter (where ${client})`,
      accountN: sql<number>`count(*) filter (where ${account})::int`,
      accountOldest: sql<string | null>`min(${f.createdAt}) filter (where ${account})`,
    })
    .from(f)
    .where(and(or(eq(f.email, email), eq(f.ip, ip)), gt(f.createdAt, since)));
  return {
    pair: { n: row?.pairN ?? 0, oldest: row?.pairOldest ?? null },
    client: { n: row?.clientN ?? 0, oldest: row?.clientOldest ?? null },
    account: { n: row?.accountN ?? 0, oldest: row?.accountOldest ?? null },
  };
}

/**
 * Records a sign-in try as a failure before its password is checked; returns its id. A try that
 * succeeds clears it (clearClientFailures), one refused before the check is taken back.
 */
export async function recordLoginAttempt(db: DbOrTx, email: string, ip: string): Promise<number> {
  const [row] = await db.insert(loginFailures).values({ email, ip }).returning({ id: loginFailures.id });
  if (!row) throw new Error('sign-in try not recorded');
  return row.id;
}

export async function forgetLoginAttempt(db: DbOrTx, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

/** A successful sign-in forgives this client's failures on the account (other clients' still count). */
export async function clearClientFailures(db: DbOrTx, email: string, ip: string): Promise<void> {
  await db
    .update(loginFailures)
    .set({ cleared: true })
    .where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip), eq(loginFailures.cleared, false)));
}
