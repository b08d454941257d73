/** PostgreSQL error codes the services translate into user errors. */
// Class 22 (data exception: a NUL byte, a number out of range, a bad encoding) and 54000 (a value too
// large to index): the request brought a value the database cannot take.
const PG_DATA_EXCEPTION_CLASS = '22';
const PG_PROGRAM_LIMIT_EXCEEDED = '54000';

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** A delete refused by an ON DELETE RESTRICT foreign key. */
export const PG_RESTRICT_VIOLATION = '23001';

/**
 * The constraint behind a failed query when it failed with `code`, else null. Drizzle wraps the driver's
 * error in `cause` (pg and PGlite alike), so the chain is walked.
 */
export function violatedConstraint(err: unknown, code: string): string | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (e.code === code) {
      if (typeof e.constraint === 'string') return e.constraint;
      const quoted = typeof e.message === 'string' ? /constraint "([^"]+)"/.exec(e.message) : null;
      return quoted?.[1] ?? '';
    }
    current = e.cause;
  }
  return null;
}

/** The SQLSTATE of a failed query (Drizzle wraps the driver's error in `cause`), else null. */
function sqlState(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    current = e.cause;
  }
  return null;
}

/**
 * True when the database refused a value the request brought (a data exception or a value too large):
 * the caller's mistake, answered 400, never a 500. The contract's schemas refuse such values first;
 * this is the net under them.
 */
export function isBadInputError(err: unknown): boolean {
  const state = sqlState(err);
  return state !== null && (state.startsWith(PG_DATA_EXCEPTION_CLASS) || state === PG_PROGRAM_LIMIT_EXCEEDED);
}

/**
 * True when the database gave up on the transaction because another one touched the same rows at the
 * same moment (class 40: a deadlock or a serialization failure; 55P03: a lock not available): nothing
 * was written, and the same request sent again succeeds. Answered 409, never a 500.
 */
export function isConcurrencyError(err: unknown): boolean {
  const state = sqlState(err);
  return state !== null && (state.startsWith('40') || state === '55P03');
}
