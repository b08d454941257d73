import { instantToWall } from './wall-clock.ts';

export type TRangeName = 'today' | 'week' | 'last30' | 'custom';

/** Today's calendar date (YYYY-MM-DD) in an IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // instantToWall keeps one formatter per zone: building one costs far more than using it, and the
  // dashboard's and the boards' requests ask for today on every call.
  return instantToWall(now.toISOString(), timeZone).slice(0, 10);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The inclusive first and last day of a dashboard range; weeks start on Monday. */
export function rangeDates(
  range: TRangeName,
  today: string,
  custom: { from?: string; to?: string } = {},
): { from: string; to: string } {
  switch (range) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      return { from: addDays(today, -((weekday + 6) % 7)), to: today };
    }
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'custom':
      return { from: custom.from ?? today, to: custom.to ?? today };
  }
}

/** Every date from `from` to `to`, inclusive. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** Number of days from `from` to `to`, inclusive. */
export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The date presets of SPEC.md section 9 (My Workouts and the reports). */
export const DATE_PRESETS = ['currentMonth', 'last30', 'lastMonth', 'currentYear', 'lastYear'] as const;
export type TDatePreset = (typeof DATE_PRESETS)[number];

/** The inclusive first and last day (YYYY-MM-DD) of a date preset, seen from `today`. */
export function presetDates(preset: TDatePreset, today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthStart = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  switch (preset) {
    case 'currentMonth':
      return { from: monthStart(year, month), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'lastMonth': {
      const first = month === 1 ? monthStart(year - 1, 12) : monthStart(year, month - 1);
      return { from: first, to: addDays(monthStart(year, month), -1) };
    }
    case 'currentYear':
      return { from: `${year}-01-01`, to: today };
    case 'lastYear':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}
