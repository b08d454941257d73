// The friendly recurrence editor's model and the RFC 5545 RRULE text the API plans from. Only what the
// editor can show is parsed; any other rule (BYMONTHDAY lists, YEARLY, ...) stays as text for the
// advanced field, so nothing a power user wrote is lost by opening the form.

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];
export const REPEATS = ['none', 'daily', 'weekly', 'monthly'] as const;
export type TRepeat = (typeof REPEATS)[number];

export type TRecurrence = {
  repeat: TRepeat;
  /** Every `interval` days, weeks or months. */
  interval: number;
  /** Weekly only; empty: the weekday of the first date. */
  byDay: TWeekday[];
  /** The series ends after `count` classes or on the local date `until` (YYYY-MM-DD, inclusive). */
  end: 'count' | 'until';
  count: number;
  until?: string;
};

export const NO_RECURRENCE: TRecurrence = { repeat: 'none', interval: 1, byDay: [], end: 'count', count: 10 };

const FREQ_OF: Record<Exclude<TRepeat, 'none'>, string> = {
  daily: 'DAILY',
  weekly: 'WEEKLY',
  monthly: 'MONTHLY',
};

/** The RRULE text of a recurrence (`FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10`); null when it does not repeat. */
export function buildRrule(r: TRecurrence): string | null {
  if (r.repeat === 'none') return null;
  const parts = [`FREQ=${FREQ_OF[r.repeat]}`];
  if (r.interval > 1) parts.push(`INTERVAL=${r.interval}`);
  if (r.repeat === 'weekly' && r.byDay.length > 0) {
    parts.push(`BYDAY=${WEEKDAYS.filter((d) => r.byDay.includes(d)).join(',')}`);
  }
  if (r.end === 'until' && r.until) parts.push(`UNTIL=${r.until.replaceAll('-', '')}`);
  else parts.push(`COUNT=${Math.max(1, r.count)}`);
  return parts.join(';');
}

const UNTIL = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/;

/**
 * The editor's model of a rule, or null when the editor cannot show it (the advanced field keeps it).
 * An empty rule is 'does not repeat'; a rule without COUNT or UNTIL gets the editor's default count.
 */
export function parseRrule(text: string | null | undefined): TRecurrence | null {
  const body = (text ?? '').trim().replace(/^RRULE:/i, '');
  if (!body) return { ...NO_RECURRENCE };
  const parts = new Map<string, string>();
  for (const part of body.split(';')) {
    const [key, value, extra] = part.split('=');
    if (!key || !value || extra !== undefined) return null;
    parts.set(key.trim().toUpperCase(), value.trim().toUpperCase());
  }
  const known = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'COUNT', 'UNTIL', 'WKST']);
  if ([...parts.keys()].some((k) => !known.has(k))) return null;
  const repeat = (Object.keys(FREQ_OF) as Exclude<TRepeat, 'none'>[]).find(
    (r) => FREQ_OF[r] === parts.get('FREQ'),
  );
  if (!repeat) return null;
  const interval = Number(parts.get('INTERVAL') ?? 1);
  if (!Number.isInteger(interval) || interval < 1) return null;
  const byDay = (parts.get('BYDAY')?.split(',') ?? []) as TWeekday[];
  if (byDay.some((d) => !WEEKDAYS.includes(d)) || (byDay.length > 0 && repeat !== 'weekly')) return null;
  const recurrence: TRecurrence = { ...NO_RECURRENCE, repeat, interval, byDay };
  const until = parts.get('UNTIL');
  const count = parts.get('COUNT');
  if (until) {
    const m = UNTIL.exec(until);
    if (!m || count) return null;
    return { ...recurrence, end: 'until', until: `${m[1]}-${m[2]}-${m[3]}` };
  }
  if (count) {
    const n = Number(count);
    if (!Number.isInteger(n) || n < 1) return null;
    return { ...recurrence, count: n };
  }
  return recurrence;
}

/** The RFC 5545 weekday of a local date (YYYY-MM-DD). */
export function weekdayOf(date: string): TWeekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const sundayFirst = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as TWeekday;
}
