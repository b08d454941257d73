import { DATE_PRESETS, presetDates, type TDatePreset } from '@pulseboard/core/date-range';
import dayjs from 'dayjs';

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
 * The first and last day (YYYY-MM-DD) of a period, in the viewer's own calendar: "this month" is the
 * month they see on their wall. A custom range without both days is undefined (nothing to ask yet).
 */
export function periodDays(
  period: TPeriodName,
  custom: { from?: string; to?: string },
  today: string = dayjs().format('YYYY-MM-DD'),
): { from: string; to: string } | undefined {
  if (period !== 'custom') return presetDates(period, today);
  const { from, to } = custom;
  return from && to && DAY.test(from) && DAY.test(to) && from <= to ? { from, to } : undefined;
}

/** The list filter's instants: from the first day's start to the last day's end, with the viewer's offset. */
export function periodInstants(days: { from: string; to: string }): { from: string; to: string } {
  return {
    from: dayjs(days.from).startOf('day').format(),
    to: dayjs(days.to).endOf('day').format(),
  };
}
