import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPeriod, periodDays, periodInstants, readPeriod } from './period.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('workout periods', () => {
  it('reads a period from the URL, else the last 30 days', () => {
    expect(readPeriod('lastYear')).toBe('lastYear');
    expect(readPeriod('nonsense')).toBe('last30');
    expect(readPeriod(undefined)).toBe('last30');
  });

  it('gives the days of a preset or of a complete custom range', () => {
    expect(periodDays('lastMonth', {}, '2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodDays('custom', { from: '2026-01-02', to: '2026-01-09' }, '2026-03-15')).toEqual({
      from: '2026-01-02',
      to: '2026-01-09',
    });
    expect(periodDays('custom', { from: '2026-01-09', to: '2026-01-02' }, '2026-03-15')).toBeUndefined();
    expect(periodDays('custom', { from: '2026-01-09' }, '2026-03-15')).toBeUndefined();
  });

  it("covers the whole of the first and last day on the club's clock, across a change of offset", () => {
    expect(periodInstants({ from: '2026-01-02', to: '2026-01-09' }, 'America/New_York')).toEqual({
      from: '2026-01-02T05:00:00.000Z',
      to: '2026-01-10T04:59:59.999Z',
    });
    // New York moves its clocks forward on 8 March 2026: that day has 23 hours.
    expect(periodInstants({ from: '2026-03-08', to: '2026-03-08' }, 'America/New_York')).toEqual({
      from: '2026-03-08T05:00:00.000Z',
      to: '2026-03-09T03:59:59.999Z',
    });
    expect(periodInstants({ from: '2026-07-01', to: '2026-07-31' }, 'Europe/Madrid')).toEqual({
      from: '2026-06-30T22:00:00.000Z',
      to: '2026-07-31T21:59:59.999Z',
    });
  });

  it("counts a preset from the club's date now, not the viewer's", () => {
    // 1 December 03:00 UTC: still 30 November in New York, already 1 December in Madrid.
    vi.useFakeTimers({ now: new Date('2026-12-01T03:00:00Z') });
    const filters = { period: 'currentMonth' };
    expect(listPeriod(filters, 'America/New_York').days).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(listPeriod(filters, 'America/New_York').instants).toEqual({
      from: '2026-11-01T04:00:00.000Z',
      to: '2026-12-01T04:59:59.999Z',
    });
    expect(listPeriod(filters, 'Europe/Madrid').days).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });

  it('asks for nothing while the zone loads or a custom range misses a day', () => {
    expect(listPeriod({ period: 'last30' }, undefined)).toEqual({
      period: 'last30',
      days: undefined,
      instants: undefined,
    });
    expect(listPeriod({ period: 'custom', from: '2026-01-02' }, 'UTC').instants).toBeUndefined();
  });
});
