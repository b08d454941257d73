import { setTimeout as sleep } from 'node:timers/promises';
import type { DbOrTx } from '../../db/client.ts';
import { othersThan, refuseOrTakeBack, refuseWhenFull } from '../../lib/rate-window.ts';
import { countLoginFailures, forgetLoginAttempt, recordLoginAttempt } from './login-failures.repository.ts';

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
 * Records the try, then refuses (429 with Retry-After) a client that failed too often on this account
 * or overall, and waits out the account's slow-down; returns the try's id. The try counts as a failure
 * until the password proves right: of tries arriving at once, each sees the ones recorded before it, so
 * no more than the limit reach the password check. A refused try is taken back and does not count.
 */
export async function throttleLogin(
  db: DbOrTx,
  email: string,
  ip: string,
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const attempt = await recordLoginAttempt(db, email, ip);
  const counts = await countLoginFailures(db, email, ip, since);
  await refuseOrTakeBack(
    () => {
      refuseWhenFull(othersThan(counts.pair), LOGIN_LIMITS.perClientAndAccount, LOGIN_LIMITS.windowMs, now);
      refuseWhenFull(othersThan(counts.client), LOGIN_LIMITS.perClient, LOGIN_LIMITS.windowMs, now);
    },
    () => forgetLoginAttempt(db, attempt),
  );
  const delay = accountDelayMs(othersThan(counts.account).n);
  if (delay > 0) await sleep(delay);
  return attempt;
}
