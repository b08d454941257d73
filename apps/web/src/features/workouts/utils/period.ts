import { addDays, DATE_PRESETS, presetDates, type TDatePreset, todayIn } from '@pulseboard/core/date-range';
import { wallToInstant } from '@pulseboard/core/wall-clock';

/** A preset of SPEC.md section 9 or a custom range. */
export type TPeriodName = TDatePreset | 'custom';
export const PERIOD_NAMES: readonly TPeriodName[] = [...DATE_PRESETS, 'custom'];
export const DEFAULT_PERIOD: TPeriodName = 'last30';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period named in the URL (`period`, and `from`/`to` for a custom one), falling back to the default. */
export function readPeriod(name: string | undefined): TPeriodName {
  return PERIOD_NAMES.find((p) => p === name) ?? DEFAULT_PERIOD;
}

/**
 * The first and last day (YYYY-MM-DD) of a period, in the calendar of the club the workouts belong to
 * (`today` is the club's date now): "this month" is the month on the club's wall, as each row's date
 * and time are. A custom range without both days is undefined (nothing to ask yet).
 */
export function periodDays(
  period: TPeriodName,
  custom: { from?: string; to?: string },
  today: string,
): { from: string; to: string } | undefined {
  if (period !== 'custom') return presetDates(period, today);
  const { from, to } = custom;
  return from && to && DAY.test(from) && DAY.test(to) && from <= to ? { from, to } : undefined;
}

/** The list filter's instants: from the first day's start to the last day's end, in `timeZone`. */
export function periodInstants(
  days: { from: string; to: string },
  timeZone: string,
): { from: string; to: string } {
  const dayAfter = Date.parse(wallToInstant(`${addDays(days.to, 1)}T00:00`, timeZone));
  return {
    from: wallToInstant(`${days.from}T00:00`, timeZone),
    to: new Date(dayAfter - 1).toISOString(),
  };
}

/**
 * A list's period as its URL names it, counted in `timeZone` (undefined while the zone loads): the
 * days to show and the instants to ask for, or neither for a custom range still missing a day.
 */
export function listPeriod(
  filters: { period?: string; from?: string; to?: string },
  timeZone: string | undefined,
) {
  const period = readPeriod(filters.period);
  const days = timeZone ? periodDays(period, filters, todayIn(timeZone)) : undefined;
  return { period, days, instants: days && timeZone ? periodInstants(days, timeZone) : undefined };
}
