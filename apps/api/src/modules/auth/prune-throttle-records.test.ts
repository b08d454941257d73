import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { loginFailures, resetAttempts, resetRequests } from './auth.table.ts';
import { LOGIN_LIMITS } from './login-throttle.ts';
import { pruneThrottleRecords, THROTTLE_RECORDS_KEPT_MS } from './prune-throttle-records.ts';

const t = useTestApp();

describe('pruneThrottleRecords', () => {
  it('deletes failures, reset requests and reset tries past their window and a day, and keeps the rest', async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const keptFor = LOGIN_LIMITS.windowMs + THROTTLE_RECORDS_KEPT_MS;
    const old = new Date(now.getTime() - keptFor - 1000);
    const recent = new Date(now.getTime() - keptFor + 60_000);
    const emails = ['old@prune.test', 'recent@prune.test'];
    await t.deps.db.insert(loginFailures).values([
      { email: emails[0] as string, ip: '10.9.0.1', createdAt: old },
      { email: emails[1] as string, ip: '10.9.0.1', createdAt: recent },
    ]);
    await t.deps.db.insert(resetRequests).values([
      { email: emails[0] as string, ip: '10.9.0.1', createdAt: old },
      { email: emails[1] as string, ip: '10.9.0.1', createdAt: recent },
    ]);

    await t.deps.db.insert(resetAttempts).values([
      { ip: '10.9.0.2', createdAt: old },
      { ip: '10.9.0.3', createdAt: recent },
    ]);

    expect(await pruneThrottleRecords(t.deps.db, now)).toEqual({
      loginFailures: 1,
      resetRequests: 1,
      resetAttempts: 1,
    });

    const left = async (table: typeof loginFailures | typeof resetRequests) =>
      (await t.deps.db.select({ email: table.email }).from(table).where(inArray(table.email, emails))).map(
        (r) => r.email,
      );
    expect(await left(loginFailures)).toEqual(['recent@prune.test']);
    expect(await left(resetRequests)).toEqual(['recent@prune.test']);
    const attemptsLeft = await t.deps.db
      .select({ ip: resetAttempts.ip })
      .from(resetAttempts)
      .where(inArray(resetAttempts.ip, ['10.9.0.2', '10.9.0.3']));
    expect(attemptsLeft).toEqual([{ ip: '10.9.0.3' }]);
    expect(await pruneThrottleRecords(t.deps.db, now)).toEqual({
      loginFailures: 0,
      resetRequests: 0,
      resetAttempts: 0,
    });
  });
});
