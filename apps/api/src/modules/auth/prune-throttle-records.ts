import type { DbOrTx } from '../../db/client.ts';
import { LOGIN_LIMITS } from './login-throttle.ts';
import { RESET_ATTEMPT_LIMITS, RESET_REQUEST_LIMITS } from './password-reset.service.ts';
import { deleteThrottleRecordsBefore } from './throttle-records.repository.ts';

/** How long throttle records stay after their window closed: a day to look into an attack, then gone. */
export const THROTTLE_RECORDS_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes sign-in failures, forgot-password requests and reset-password tries that no limit counts any more (older than
 * their window plus a day), so an attack's rows do not stay in the database forever. The server runs
 * it every PRUNE_EVERY_MS; it is idempotent, so two instances doing it at once is harmless.
 */
export async function pruneThrottleRecords(db: DbOrTx, now = new Date()) {
  const before = (windowMs: number) => new Date(now.getTime() - windowMs - THROTTLE_RECORDS_KEPT_MS);
  return {
    loginFailures: await deleteThrottleRecordsBefore(db, 'loginFailures', before(LOGIN_LIMITS.windowMs)),
    resetRequests: await deleteThrottleRecordsBefore(
      db,
      'resetRequests',
      before(RESET_REQUEST_LIMITS.windowMs),
    ),
    resetAttempts: await deleteThrottleRecordsBefore(
      db,
      'resetAttempts',
      before(RESET_ATTEMPT_LIMITS.windowMs),
    ),
  };
}

export const PRUNE_EVERY_MS = 60 * 60 * 1000;
