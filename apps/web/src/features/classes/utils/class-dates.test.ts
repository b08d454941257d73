import { describe, expect, it } from 'vitest';
import { timeZones, weekOf } from './class-dates.ts';

describe('class dates', () => {
  it.each([
    ['2026-11-23', { from: '2026-11-23', to: '2026-11-29' }],
    ['2026-11-29', { from: '2026-11-23', to: '2026-11-29' }],
    ['2027-01-01', { from: '2026-12-28', to: '2027-01-03' }],
  ])('the week of %s runs Monday to Sunday', (date, week) => expect(weekOf(date)).toEqual(week));

  it('offers the zones asked for first', () => {
    const zones = timeZones('Etc/Unknown-Zone', 'Europe/Madrid');
    expect(zones[0]).toBe('Etc/Unknown-Zone');
    expect(zones).toContain('Europe/Madrid');
  });
});
