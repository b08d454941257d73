import { describe, expect, it } from 'vitest';
import { addDays, timeZones, todayIn, weekOf } from './class-dates.ts';

describe('class dates', () => {
  it('reads today on the club’s clock, not the viewer’s', () => {
    const instant = new Date('2026-11-23T03:30:00Z');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-22');
    expect(todayIn('Europe/Madrid', instant)).toBe('2026-11-23');
  });

  it.each([
    ['2026-11-23', { from: '2026-11-23', to: '2026-11-29' }],
    ['2026-11-29', { from: '2026-11-23', to: '2026-11-29' }],
    ['2027-01-01', { from: '2026-12-28', to: '2027-01-03' }],
  ])('the week of %s runs Monday to Sunday', (date, week) => expect(weekOf(date)).toEqual(week));

  it('moves whole days across a clock change and a month end', () => {
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('offers the zones asked for first', () => {
    const zones = timeZones('Etc/Unknown-Zone', 'Europe/Madrid');
    expect(zones[0]).toBe('Etc/Unknown-Zone');
    expect(zones).toContain('Europe/Madrid');
  });
});
