import { describe, expect, it, vi } from 'vitest';
import { addDays, dayCount, eachDay, presetDates, rangeDates, todayIn } from './date-range.ts';

describe('date ranges', () => {
  it.each([
    ['today', '2026-11-22', { from: '2026-11-22', to: '2026-11-22' }],
    ['week', '2026-11-22', { from: '2026-11-16', to: '2026-11-22' }], // a Sunday
    ['week', '2026-11-16', { from: '2026-11-16', to: '2026-11-16' }], // a Monday
    ['last30', '2026-03-01', { from: '2026-01-31', to: '2026-03-01' }],
  ] as const)('%s on %s', (range, today, expected) => {
    expect(rangeDates(range, today)).toEqual(expected);
  });

  it('takes custom dates as given', () => {
    expect(rangeDates('custom', '2026-11-22', { from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('finds today in the club’s time zone', () => {
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-22');
    expect(todayIn('Europe/Madrid', lateEvening)).toBe('2026-11-23');
    expect(todayIn('America/New_York', new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
  });

  it('builds one date formatter per zone, not one per call', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      todayIn('Pacific/Chatham');
      todayIn('Pacific/Chatham', new Date('2026-01-01T00:00:00Z'));
      expect(built.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      built.mockRestore();
    }
  });

  it('steps over month, year and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(eachDay('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(dayCount('2026-01-01', '2026-12-31')).toBe(365);
  });

  it.each([
    ['currentMonth', '2026-03-15', { from: '2026-03-01', to: '2026-03-15' }],
    ['last30', '2026-03-15', { from: '2026-02-14', to: '2026-03-15' }],
    ['lastMonth', '2024-03-15', { from: '2024-02-01', to: '2024-02-29' }], // a leap February
    ['lastMonth', '2026-01-10', { from: '2025-12-01', to: '2025-12-31' }], // over the new year
    ['currentYear', '2026-03-15', { from: '2026-01-01', to: '2026-03-15' }],
    ['lastYear', '2026-03-15', { from: '2025-01-01', to: '2025-12-31' }],
  ] as const)('preset %s on %s', (preset, today, expected) => {
    expect(presetDates(preset, today)).toEqual(expected);
  });
});
