import { describe, expect, it } from 'vitest';
import {
  minuteAt,
  movedTimes,
  placeClasses,
  viewDays,
  weekStart,
  zonedInstant,
  zonedParts,
} from './classes-scheduler-layout.ts';

const NY = 'America/New_York';
const at = (id: number, startsAt: string, endsAt: string, timeZone = NY) => ({
  id,
  startsAt,
  endsAt,
  timeZone,
});

describe('weeks', () => {
  it.each([
    ['2026-11-23', '2026-11-23'], // a Monday
    ['2026-11-29', '2026-11-23'], // a Sunday belongs to the week before
    ['2026-11-26', '2026-11-23'],
    ['2027-01-01', '2026-12-28'], // across a year
  ])('the week of %s starts on Monday %s', (date, monday) => {
    expect(weekStart(date)).toBe(monday);
  });

  it('a week view shows Monday to Sunday, a day view its day', () => {
    expect(viewDays('2026-11-26', 'week')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(viewDays('2026-11-26', 'day')).toEqual(['2026-11-26']);
  });

  it('the week starts on the Monday of the club zone, not of UTC', () => {
    // Monday 02:00 UTC is still Sunday evening in New York: that day is in the previous week there.
    const { date } = zonedParts('2026-11-30T02:00:00Z', NY);
    expect(date).toBe('2026-11-29');
    expect(weekStart(date)).toBe('2026-11-23');
  });
});

describe('zone conversions', () => {
  it('reads local date and minutes, also across a daylight-saving change', () => {
    expect(zonedParts('2026-03-08T11:00:00Z', NY)).toEqual({ date: '2026-03-08', minutes: 7 * 60 });
    expect(zonedParts('2026-03-07T12:00:00Z', NY)).toEqual({ date: '2026-03-07', minutes: 7 * 60 });
  });

  it('finds the instant of a local time on both sides of the change', () => {
    expect(zonedInstant('2026-03-07', '07:00', NY).toISOString()).toBe('2026-03-07T12:00:00.000Z');
    expect(zonedInstant('2026-03-09', '07:00', NY).toISOString()).toBe('2026-03-09T11:00:00.000Z');
    expect(zonedInstant('2026-11-26', '23:30', 'Europe/Madrid').toISOString()).toBe(
      '2026-11-26T22:30:00.000Z',
    );
  });
});

describe('placeClasses', () => {
  const days = ['2026-11-23', '2026-11-24'];

  it('puts a class on its local day at its local minutes', () => {
    const placed = placeClasses([at(1, '2026-11-23T12:00:00Z', '2026-11-23T13:00:00Z')], days, NY);
    expect(placed.get('2026-11-23')).toMatchObject([{ start: 7 * 60, end: 8 * 60, column: 0, columns: 1 }]);
    expect(placed.get('2026-11-24')).toEqual([]);
  });

  it('sets overlapping classes side by side and leaves the others full width', () => {
    const placed = placeClasses(
      [
        at(1, '2026-11-23T14:00:00Z', '2026-11-23T15:00:00Z'), // 09:00-10:00
        at(2, '2026-11-23T14:30:00Z', '2026-11-23T15:30:00Z'), // 09:30-10:30
        at(3, '2026-11-23T15:00:00Z', '2026-11-23T16:00:00Z'), // 10:00-11:00: reuses column 0
        at(4, '2026-11-23T18:00:00Z', '2026-11-23T19:00:00Z'), // 13:00 alone
      ],
      days,
      NY,
    );
    const day = placed.get('2026-11-23') ?? [];
    const byId = Object.fromEntries(day.map((p) => [p.item.id, [p.column, p.columns]]));
    expect(byId).toEqual({ 1: [0, 2], 2: [1, 2], 3: [0, 2], 4: [0, 1] });
  });

  it('cuts a class crossing midnight into a piece on each day', () => {
    // 23:00-01:00 in New York.
    const placed = placeClasses([at(1, '2026-11-24T04:00:00Z', '2026-11-24T06:00:00Z')], days, NY);
    expect(placed.get('2026-11-23')).toMatchObject([
      { start: 23 * 60, end: 24 * 60, fromPreviousDay: false, intoNextDay: true },
    ]);
    expect(placed.get('2026-11-24')).toMatchObject([
      { start: 0, end: 60, fromPreviousDay: true, intoNextDay: false },
    ]);
  });

  it('gives a class ending at midnight no piece on the next day', () => {
    const placed = placeClasses([at(1, '2026-11-24T04:00:00Z', '2026-11-24T05:00:00Z')], days, NY);
    expect(placed.get('2026-11-23')).toMatchObject([{ start: 23 * 60, end: 24 * 60, intoNextDay: false }]);
    expect(placed.get('2026-11-24')).toEqual([]);
  });

  it('places a class of another zone at its time in the club zone', () => {
    // 09:00 in Madrid is 03:00 in New York.
    const placed = placeClasses(
      [at(1, '2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z', 'Europe/Madrid')],
      days,
      NY,
    );
    expect(placed.get('2026-11-23')).toMatchObject([{ start: 3 * 60, end: 4 * 60 }]);
  });

  it('ignores classes outside the days shown', () => {
    const placed = placeClasses([at(1, '2026-11-30T12:00:00Z', '2026-11-30T13:00:00Z')], days, NY);
    expect([...placed.values()].flat()).toEqual([]);
  });
});

describe('movedTimes', () => {
  const item = at(1, '2026-11-23T12:00:00Z', '2026-11-23T13:30:00Z'); // 07:00-08:30 New York

  it('keeps the length and gives the times in the class zone', () => {
    expect(movedTimes(item, '2026-11-25', '18:00', NY)).toEqual({
      date: '2026-11-25',
      startTime: '18:00',
      endTime: '19:30',
    });
    const madrid = { ...item, timeZone: 'Europe/Madrid' };
    expect(movedTimes(madrid, '2026-11-25', '10:00', NY)).toEqual({
      date: '2026-11-25',
      startTime: '16:00',
      endTime: '17:30',
    });
  });

  it('refuses a move that would end the class on the next day of its zone', () => {
    expect(movedTimes(item, '2026-11-25', '23:00', NY)).toBeNull();
  });
});

describe('minuteAt', () => {
  it('snaps a pointer position to the slot above it, within the day', () => {
    expect(minuteAt(100, 48, 15)).toBe(120);
    expect(minuteAt(-5, 48, 15)).toBe(0);
    expect(minuteAt(48 * 24 + 10, 48, 30)).toBe(23 * 60 + 30);
  });
});
