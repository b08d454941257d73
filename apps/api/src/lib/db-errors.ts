/** PostgreSQL error codes the services translate into user errors. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

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
