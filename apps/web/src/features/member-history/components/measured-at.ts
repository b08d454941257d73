import { instantToWall, wallToInstant } from '@pulseboard/core/wall-clock';
import dayjs, { type Dayjs } from 'dayjs';
import { formatDateIn } from '../../../lib/format.ts';

// A measurement's time is read and typed on the clock of the member's club (the browser's without a
// club), as a workout's start is: staff in another zone see the time the member was weighed at the
// club. A Dayjs here is a wall-clock reading in that zone, never an instant.

/** The zone's clock now, to the minute: a new reading's default time. */
export const wallNow = (timeZone: string, now = new Date()): Dayjs =>
  dayjs(instantToWall(now.toISOString(), timeZone));

/** The instant a picked date and time stand for on the zone's clock. */
export const measuredAtInstant = (wall: Dayjs, timeZone: string): string =>
  wallToInstant(wall.format('YYYY-MM-DDTHH:mm'), timeZone);

/** An instant's day on the zone's clock, short (a chart's axis): 03/14 in English, 14/03 in Spanish. */
export const shortDayIn = (instant: number, timeZone: string): string =>
  formatDateIn(new Date(instant).toISOString(), timeZone).slice(0, 5);
