import { CLASS_HORIZON_DAYS, CLASS_MAX_OCCURRENCES } from '@pulseboard/contract/classes';
import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';

// rrule-temporal computes in the rule's own zone whatever the process's TZ (the `rrule` package does
// not: TOOLCHAIN.md), skips a local time that does not exist that day and takes the first of a
// repeated one (RFC 5545 section 3.3.10).

const FREQS = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
// Times of day come from the class's start time; a rule that sets its own would plan other hours.
const REFUSED_PARTS = new Set(['DTSTART', 'BYHOUR', 'BYMINUTE', 'BYSECOND', 'RSCALE', 'SKIP']);

/** The rule's parts, or null when it is not a class recurrence this API plans. */
export function parseRule(text: string): Map<string, string> | null {
  const body = text.replace(/^RRULE:/i, '').trim();
  const parts = new Map<string, string>();
  for (const part of body.split(';')) {
    const [key, value, extra] = part.split('=');
    if (!key || !value || extra !== undefined) return null;
    const name = key.trim().toUpperCase();
    if (REFUSED_PARTS.has(name) || parts.has(name)) return null;
    parts.set(name, value.trim().toUpperCase());
  }
  if (!FREQS.has(parts.get('FREQ') ?? '')) return null;
  return parts;
}

export const ruleText = (parts: Map<string, string>) => [...parts].map(([k, v]) => `${k}=${v}`).join(';');

/** The instant of a local date and time in a zone: the first of a repeated time, null when it does not exist. */
export function localInstant(date: string, time: string, timeZone: string): Date | null {
  const local = Temporal.PlainDateTime.from(`${date}T${time}`);
  const zoned = local.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
  if (!zoned.toPlainDateTime().equals(local)) return null;
  return new Date(zoned.epochMilliseconds);
}

/** The local date `days` after `date`. */
export const addDays = (date: string, days: number) => Temporal.PlainDate.from(date).add({ days }).toString();
export const daysBetween = (from: string, to: string) =>
  Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), { largestUnit: 'days' }).days;

// The rule is expanded at noon, a time every day has: DTSTART itself may fall in a spring-forward gap,
// which the library would move to another hour for every occurrence. Each date then gets the start
// time in the zone, or is skipped where that time does not exist (and not counted, RFC 5545).
function ruleDates(parts: Map<string, string>, firstDate: string, timeZone: string, last: string): string[] {
  const meant = new Map(parts);
  meant.delete('COUNT');
  const rule = new RRuleTemporal({
    rruleString: `DTSTART;TZID=${timeZone}:${firstDate.replaceAll('-', '')}T120000\nRRULE:${ruleText(meant)}`,
    maxIterations: 5000,
  });
  return rule
    .all((dt, i) => i < CLASS_HORIZON_DAYS * 2 && dt.toPlainDate().toString() <= last)
    .map((dt) => dt.toPlainDate().toString())
    .filter((d) => d <= last);
}

export interface TPlannedOccurrence {
  date: string;
  startsAt: Date;
}

/**
 * The occurrences of a rule from `firstDate` at the local `startTime`, within the horizon (until its
 * UNTIL or COUNT, at most CLASS_HORIZON_DAYS and CLASS_MAX_OCCURRENCES), and the dates skipped because
 * the start time does not exist there. Throws on a rule the library refuses.
 */
export function planOccurrences(
  parts: Map<string, string>,
  firstDate: string,
  startTime: string,
  timeZone: string,
): { occurrences: TPlannedOccurrence[]; skippedDates: string[] } {
  const count = Math.min(Number(parts.get('COUNT') ?? CLASS_MAX_OCCURRENCES), CLASS_MAX_OCCURRENCES);
  const occurrences: TPlannedOccurrence[] = [];
  const skippedDates: string[] = [];
  for (const date of ruleDates(parts, firstDate, timeZone, addDays(firstDate, CLASS_HORIZON_DAYS - 1))) {
    if (occurrences.length >= count) break;
    const startsAt = localInstant(date, startTime, timeZone);
    if (startsAt) occurrences.push({ date, startsAt });
    else skippedDates.push(date);
  }
  return { occurrences, skippedDates };
}
