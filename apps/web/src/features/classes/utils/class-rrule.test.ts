import { describe, expect, it } from 'vitest';
import { buildRrule, NO_RECURRENCE, parseRrule, type TRecurrence, weekdayOf } from './class-rrule.ts';

const weekly: TRecurrence = { ...NO_RECURRENCE, repeat: 'weekly', byDay: ['WE', 'MO'], count: 10 };

describe('buildRrule', () => {
  it.each<[string, TRecurrence, string | null]>([
    ['does not repeat', NO_RECURRENCE, null],
    ['daily, 5 times', { ...NO_RECURRENCE, repeat: 'daily', count: 5 }, 'FREQ=DAILY;COUNT=5'],
    ['weekly on chosen days, in week order', weekly, 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10'],
    ['weekly without days (the first date’s)', { ...weekly, byDay: [] }, 'FREQ=WEEKLY;COUNT=10'],
    [
      'every 2 weeks until a date',
      { ...weekly, interval: 2, end: 'until', until: '2026-12-31' },
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20261231',
    ],
    ['monthly ignores weekdays', { ...weekly, repeat: 'monthly', count: 3 }, 'FREQ=MONTHLY;COUNT=3'],
    ['until without a date counts', { ...weekly, end: 'until' }, 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10'],
  ])('%s', (_, recurrence, rule) => expect(buildRrule(recurrence)).toBe(rule));
});

describe('parseRrule', () => {
  it('reads back what it builds', () => {
    for (const r of [
      weekly,
      { ...weekly, interval: 3, end: 'until' as const, until: '2027-01-15' },
      { ...NO_RECURRENCE, repeat: 'monthly' as const, count: 12 },
    ]) {
      expect(parseRrule(buildRrule(r))).toEqual({ ...r, byDay: r.repeat === 'weekly' ? ['MO', 'WE'] : [] });
    }
  });

  it.each([
    ['', NO_RECURRENCE],
    [null, NO_RECURRENCE],
    ['RRULE:freq=daily;count=4', { ...NO_RECURRENCE, repeat: 'daily', count: 4 }],
    [
      'FREQ=WEEKLY;UNTIL=20261231T235959Z',
      { ...NO_RECURRENCE, repeat: 'weekly', end: 'until', until: '2026-12-31' },
    ],
    ['FREQ=DAILY', { ...NO_RECURRENCE, repeat: 'daily' }],
  ])('%s', (text, model) => expect(parseRrule(text)).toEqual(model));

  it.each([
    'FREQ=YEARLY;COUNT=2',
    'FREQ=MONTHLY;BYMONTHDAY=1,15',
    'FREQ=DAILY;BYDAY=MO',
    'FREQ=WEEKLY;BYDAY=1MO',
    'FREQ=WEEKLY;COUNT=0',
    'FREQ=WEEKLY;COUNT=2;UNTIL=20261231',
    'FREQ=HOURLY',
    'nonsense',
  ])('leaves %s to the advanced field', (text) => expect(parseRrule(text)).toBeNull());
});

describe('weekdayOf', () => {
  it.each([
    ['2026-11-23', 'MO'],
    ['2026-11-29', 'SU'],
    ['2024-02-29', 'TH'],
  ])('%s is %s', (date, day) => expect(weekdayOf(date)).toBe(day));
});
