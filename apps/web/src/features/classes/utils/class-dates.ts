import { addDays } from '@pulseboard/core/date-range';

// Local dates (YYYY-MM-DD) of the class list's range, on the club's calendar (core's todayIn gives the
// club's "today", its addDays moves whole days without any zone shifting them).

/** Monday to Sunday of the week holding `date`. */
export function weekOf(date: string): { from: string; to: string } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const sinceMonday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  const from = addDays(date, -sinceMonday);
  return { from, to: addDays(from, 6) };
}

/** Every IANA zone the browser knows, the given ones first when it lacks them. */
export function timeZones(...wanted: (string | undefined)[]): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const extra = wanted.filter((z): z is string => Boolean(z) && !all.includes(z as string));
  return [...new Set([...extra, ...all])];
}
