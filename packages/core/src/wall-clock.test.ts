import { describe, expect, it } from 'vitest';
import { instantToWall, wallToInstant } from './wall-clock.ts';

describe('club wall clock and instants', () => {
  it.each([
    // New York: EST is UTC-5, EDT UTC-4.
    ['2026-01-15T09:00', 'America/New_York', '2026-01-15T14:00:00.000Z'],
    ['2026-07-01T18:30', 'America/New_York', '2026-07-01T22:30:00.000Z'],
    // The spring change skips 02:00-03:00 on 8 March 2026: 02:30 is read as 03:30 EDT.
    ['2026-03-08T02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    // 01:30 happens twice on 1 November 2026: the first (EDT) is taken.
    ['2026-11-01T01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    ['2026-12-31T23:59', 'Europe/Madrid', '2026-12-31T22:59:00.000Z'],
    ['2026-06-01T00:00', 'UTC', '2026-06-01T00:00:00.000Z'],
    // The end of an end date.
    ['2026-03-31T23:59:59', 'America/New_York', '2026-04-01T03:59:59.000Z'],
  ])('%s in %s is %s', (wall, zone, instant) => {
    expect(wallToInstant(wall, zone)).toBe(instant);
  });

  it.each([
    ['2026-01-15T14:00:00.000Z', 'America/New_York', '2026-01-15T09:00'],
    ['2026-11-01T06:30:00.000Z', 'America/New_York', '2026-11-01T01:30'],
    ['2026-12-31T22:59:00Z', 'Europe/Madrid', '2026-12-31T23:59'],
  ])('%s in %s shows as %s', (instant, zone, wall) => {
    expect(instantToWall(instant, zone)).toBe(wall);
  });
});
