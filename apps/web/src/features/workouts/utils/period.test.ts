import { describe, expect, it } from 'vitest';
import { periodDays, periodInstants, readPeriod } from './period.ts';

describe('workout periods', () => {
  it('reads a period from the URL, else the last 30 days', () => {
    expect(readPeriod('lastYear')).toBe('lastYear');
    expect(readPeriod('nonsense')).toBe('last30');
    expect(readPeriod(undefined)).toBe('last30');
  });

  it('gives the days of a preset or of a complete custom range', () => {
    expect(periodDays('lastMonth', {}, '2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodDays('custom', { from: '2026-01-02', to: '2026-01-09' })).toEqual({
      from: '2026-01-02',
      to: '2026-01-09',
    });
    expect(periodDays('custom', { from: '2026-01-09', to: '2026-01-02' })).toBeUndefined();
    expect(periodDays('custom', { from: '2026-01-09' })).toBeUndefined();
  });

  it('covers the whole of the first and last day', () => {
    const { from, to } = periodInstants({ from: '2026-01-02', to: '2026-01-09' });
    expect(new Date(from).getTime()).toBe(new Date(2026, 0, 2).getTime());
    expect(new Date(to).getTime()).toBe(new Date(2026, 0, 9, 23, 59, 59).getTime());
  });
});
