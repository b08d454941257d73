import { setTimeout as sleep } from 'node:timers/promises';
import type { DbOrTx } from '../../db/client.ts';
import { refuseWhenFull } from '../../lib/rate-window.ts';
import { countLoginFailures } from './login-failures.repository.ts';

// Guessing is refused per client: one client (IP) gets a few tries on an account, and a few dozen across
// accounts. The account as a whole is never locked, or anyone could lock its owner out (the platform
// admin included) by failing on purpose; failures from many clients only slow every try on it down,
// by a bounded delay, so the owner's right password still gets in from their own client.
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  /** Failures of one client on one account before that client is refused on it. */
  perClientAndAccount: 5,
  /** Failures of one client across accounts before it is refused everywhere. */
  perClient: 30,
  /** Failures on an account (any client) before each try on it is slowed down. */
  accountSlowAfter: 10,
  accountDelayStepMs: 200,
  accountDelayMaxMs: 2000,
} as const;

/** The delay before checking a password on an account with this many recent failures; never above the cap. */
export function accountDelayMs(failures: number): number {
  const over = failures - LOGIN_LIMITS.accountSlowAfter;
  if (over < 0) return 0;
  return Math.min(LOGIN_LIMITS.accountDelayMaxMs, (over + 1) * LOGIN_LIMITS.accountDelayStepMs);
}

/**
 * Refuses (429 with Retry-After) a client that failed too often on this account or overall, and waits
 * out the account's slow-down before the password is checked.
 */
export async function throttleLogin(db: DbOrTx, email: string, ip: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const counts = await countLoginFailures(db, email, ip, since);
  refuseWhenFull(counts.pair, LOGIN_LIMITS.perClientAndAccount, LOGIN_LIMITS.windowMs, now);
  refuseWhenFull(counts.client, LOGIN_LIMITS.perClient, LOGIN_LIMITS.windowMs, now);
  const delay = accountDelayMs(counts.account.n);
  if (delay > 0) await sleep(delay);
}
