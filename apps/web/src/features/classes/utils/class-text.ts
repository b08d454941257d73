import type { TClass } from '@pulseboard/contract/classes';
import dayjs from 'dayjs';
import { formatDate } from '../../../lib/format.ts';
import { BROWSER_ZONE } from '../../../lib/time-zone.ts';

/** 'Mon 11/23/2026': the weekday matters when planning a week. */
export const classDate = (cls: Pick<TClass, 'date'>) =>
  `${dayjs(cls.date).format('ddd')} ${formatDate(cls.date)}`;

/** '07:00–08:00' on the class's own clock. */
export const classTimes = (cls: Pick<TClass, 'startTime' | 'endTime'>) => `${cls.startTime}–${cls.endTime}`;

/** The class's zone when the viewer's clock is another one (else nothing to say). */
export const otherZone = (cls: Pick<TClass, 'timeZone'>, viewer = BROWSER_ZONE) =>
  cls.timeZone === viewer ? undefined : cls.timeZone;

/** The start and end on the viewer's clock ('07:00–08:00'), for a class in another zone. */
export function viewerTimes(cls: Pick<TClass, 'startsAt' | 'endsAt'>, viewer = BROWSER_ZONE) {
  const f = new Intl.DateTimeFormat('en-GB', { timeZone: viewer, hour: '2-digit', minute: '2-digit' });
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: viewer, dateStyle: 'short' });
  return {
    date: day.format(new Date(cls.startsAt)),
    times: `${f.format(new Date(cls.startsAt))}–${f.format(new Date(cls.endsAt))}`,
  };
}

/** Seats taken of the maximum, or the count alone when there is no limit. */
export const seats = (cls: Pick<TClass, 'booked' | 'maxParticipants'>) =>
  cls.maxParticipants === null ? String(cls.booked) : `${cls.booked}/${cls.maxParticipants}`;
