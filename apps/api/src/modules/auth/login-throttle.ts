import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loginFailures } from './auth.table.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

/** Refuses a sign-in (429) once an account or an IP has failed too often in the last 15 minutes. */
export async function assertLoginAllowed(
  db: DbOrTx,
  email: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const count = (where: ReturnType<typeof and>) =>
    db
      .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${loginFailures.createdAt})` })
      .from(loginFailures)
      .where(where);
  const [[byAccount], [byIp]] = await Promise.all([
    count(
      and(
        eq(loginFailures.email, email),
        eq(loginFailures.cleared, false),
        gt(loginFailures.createdAt, since),
      ),
    ),
    count(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since))),
  ]);
  const blocked =
    byAccount && byAccount.n >= MAX_FAILURES_PER_ACCOUNT
      ? byAccount
      : byIp && byIp.n >= MAX_FAILURES_PER_IP
        ? byIp
        : null;
  if (!blocked?.oldest) return;
  const retryMs = new Date(blocked.oldest).getTime() + THROTTLE_WINDOW_MS - now.getTime();
  const seconds = Math.max(1, Math.ceil(retryMs / 1000));
  throw new AppError('TOO_MANY_ATTEMPTS', {
    params: { minutes: Math.ceil(seconds / 60) },
    headers: { 'retry-after': String(seconds) },
    retryAfterSeconds: seconds,
  });
}

export async function recordLoginFailure(db: DbOrTx, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
}

/** A successful sign-in forgives the account's earlier failures (the IP's still count). */
export async function clearAccountFailures(db: DbOrTx, email: string): Promise<void> {
  await db
    .update(loginFailures)
    .set({ cleared: true })
    .where(and(eq(loginFailures.email, email), eq(loginFailures.cleared, false)));
}
