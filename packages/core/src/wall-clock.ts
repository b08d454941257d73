// Wall clocks of IANA zones: a challenge or a class is planned on a club's (or its own) wall clock, whatever
// the viewer's own zone; forms show and take times in that zone and send instants. Intl knows every zone's offsets
// (daylight saving included), so no time-zone library is needed.

const DAY_MS = 86_400_000;
const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a time zone, as numbers. */
function wallParts(instant: number, timeZone: string) {
  const parts = partsFormatter(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallParts(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ISO 8601, UTC) when the zone's clock shows `wall` ('YYYY-MM-DDTHH:mm'). A time the
 * spring change skips is read with the offset before the change (02:30 becomes 03:30); a time the
 * autumn change repeats is its first occurrence.
 */
export function wallToInstant(wall: string, timeZone: string): string {
  const match = WALL.exec(wall);
  if (!match) throw new Error(`Not a wall-clock time: ${wall}`);
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, sec = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, sec);
  // A zone changes its offset at most once around a given day: the offsets a day before and a day after
  // are the only candidates.
  const offsets = [offsetAt(asUtc - DAY_MS, timeZone), offsetAt(asUtc + DAY_MS, timeZone)];
  const shown = offsets
    .map((offset) => asUtc - offset)
    .filter((instant) => wallOf(instant, timeZone, wall.length > 16) === wall)
    .sort((a, b) => a - b);
  return new Date(shown[0] ?? asUtc - (offsets[0] as number)).toISOString();
}

function wallOf(instant: number, timeZone: string, seconds: boolean): string {
  const w = wallParts(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  const minutes = `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}`;
  return seconds ? `${minutes}:${two(w.second)}` : minutes;
}

/** The zone's wall clock ('YYYY-MM-DDTHH:mm') at an instant. */
export function instantToWall(iso: string, timeZone: string): string {
  return wallOf(Date.parse(iso), timeZone, false);
}
