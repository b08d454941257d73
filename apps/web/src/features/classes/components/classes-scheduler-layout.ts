import { addDays } from '@pulseboard/core/date-range';
import { instantToWall, wallToInstant } from '@pulseboard/core/wall-clock';
import { weekOf } from '../utils/class-dates.ts';

/** What the calendar needs of a class to place it: its instants and its own time zone. */
export type TTimedClass = { id: number; startsAt: string; endsAt: string; timeZone: string };

/** A class's piece on one day of the grid, in minutes after that day's midnight (club's zone). */
export type TPlacedClass<C extends TTimedClass> = {
  item: C;
  start: number;
  end: number;
  /** Its column among the classes it overlaps, and how many columns that group needs. */
  column: number;
  columns: number;
  /** The class began the day before (it crosses midnight) or goes on into the next day. */
  fromPreviousDay: boolean;
  intoNextDay: boolean;
};

export const DAY_MINUTES = 24 * 60;

/** The local date and minutes after midnight of an instant in an IANA time zone. */
export function zonedParts(instant: string | Date, timeZone: string): { date: string; minutes: number } {
  const wall = instantToWall(new Date(instant).toISOString(), timeZone);
  return { date: wall.slice(0, 10), minutes: timeToMinutes(wall.slice(11, 16)) };
}

/** The instant of a local date and time (HH:mm) in a time zone (a time the zone skips moves forward). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  return new Date(wallToInstant(`${date}T${time}`, timeZone));
}

export function minutesToTime(minutes: number): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export function timeToMinutes(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

/** The Monday on or before a date (weeks start on Monday, as in the club's own calendar). */
export function weekStart(date: string): string {
  return weekOf(date).from;
}

/** The days a view shows: the week of `date` from Monday, or `date` alone. */
export function viewDays(date: string, view: 'week' | 'day'): string[] {
  if (view === 'day') return [date];
  const monday = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Gives each piece a column so overlapping classes sit side by side; a group of overlaps shares a width. */
function assignColumns<C extends TTimedClass>(pieces: TPlacedClass<C>[]): void {
  pieces.sort((a, b) => a.start - b.start || b.end - a.end || a.item.id - b.item.id);
  let group: TPlacedClass<C>[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    const columns = Math.max(0, ...group.map((p) => p.column + 1));
    for (const piece of group) piece.columns = columns;
    group = [];
  };
  for (const piece of pieces) {
    if (piece.start >= groupEnd) closeGroup();
    const taken = new Set(group.filter((p) => p.end > piece.start).map((p) => p.column));
    let column = 0;
    while (taken.has(column)) column++;
    piece.column = column;
    group.push(piece);
    groupEnd = Math.max(groupEnd, piece.end);
  }
  closeGroup();
}

/**
 * Places classes on the days shown, in the club's time zone: a class crossing midnight there is cut
 * into one piece per day, and classes that overlap share their day's width.
 */
export function placeClasses<C extends TTimedClass>(
  items: readonly C[],
  days: readonly string[],
  timeZone: string,
): Map<string, TPlacedClass<C>[]> {
  const byDay = new Map<string, TPlacedClass<C>[]>(days.map((day) => [day, []]));
  for (const item of items) {
    const from = zonedParts(item.startsAt, timeZone);
    const to = zonedParts(item.endsAt, timeZone);
    for (let day = from.date; day <= to.date; day = addDays(day, 1)) {
      const start = day === from.date ? from.minutes : 0;
      const end = day === to.date ? to.minutes : DAY_MINUTES;
      // A class ending exactly at midnight has no piece on the next day.
      if (end <= start && !(start === end && from.date === to.date)) continue;
      byDay.get(day)?.push({
        item,
        start,
        end: Math.max(end, start + 1),
        column: 0,
        columns: 1,
        fromPreviousDay: day !== from.date,
        intoNextDay: day !== to.date && !(to.minutes === 0 && addDays(day, 1) === to.date),
      });
    }
  }
  for (const pieces of byDay.values()) assignColumns(pieces);
  return byDay;
}

/**
 * The new date and times of a class moved to start at `date` `time` of the club's zone, in the class's
 * own zone (what the API plans in), keeping its length; null when it would end on another day there.
 */
export function movedTimes(
  item: TTimedClass,
  date: string,
  time: string,
  clubTimeZone: string,
): { date: string; startTime: string; endTime: string } | null {
  const length = Date.parse(item.endsAt) - Date.parse(item.startsAt);
  const start = zonedInstant(date, time, clubTimeZone);
  const from = zonedParts(start, item.timeZone);
  const to = zonedParts(new Date(start.getTime() + length), item.timeZone);
  if (to.date !== from.date || to.minutes <= from.minutes) return null;
  return { date: from.date, startTime: minutesToTime(from.minutes), endTime: minutesToTime(to.minutes) };
}

/** The minute of the day under a point `offset` pixels into a day column, snapped down to `snap` minutes. */
export function minuteAt(offset: number, hourHeight: number, snap: number): number {
  const minute = Math.floor((offset / hourHeight) * 60);
  return Math.min(DAY_MINUTES - snap, Math.max(0, Math.floor(minute / snap) * snap));
}
