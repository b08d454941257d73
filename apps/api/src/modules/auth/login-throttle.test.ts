import { describe, expect, it } from 'vitest';
import { accountDelayMs, LOGIN_LIMITS } from './login-throttle.ts';

describe('account slow-down', () => {
  const { accountSlowAfter: after, accountDelayStepMs: step, accountDelayMaxMs: max } = LOGIN_LIMITS;
  it.each([
    [0, 0],
    [after - 1, 0],
    [after, step],
    [after + 1, 2 * step],
    [after + 1000, max],
    [1_000_000, max],
  ])('waits, after %i failures, %i ms', (failures, ms) => {
    expect(accountDelayMs(failures)).toBe(ms);
  });

  it('grows with the failures but never past the cap: a slow-down, not a lockout', () => {
    let last = 0;
    for (let n = 0; n < 500; n++) {
      const ms = accountDelayMs(n);
      expect(ms).toBeGreaterThanOrEqual(last);
      expect(ms).toBeLessThanOrEqual(max);
      last = ms;
    }
  });
});
