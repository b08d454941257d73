import { type AnyColumn, inArray, sql } from 'drizzle-orm';
import { classParticipants } from './classes.table.ts';

/**
 * A seat of a class: a booking, still held when its member is marked absent (the seat was theirs, and
 * no one else could have it). The class list, the capacity check on booking, a class's summary and the
 * sessions page count seats this one way.
 */
export const SEAT_STATUSES = ['booked', 'absent'] as const;

/** Whether a participant row holds a seat. */
export const holdsSeat = () => inArray(classParticipants.status, [...SEAT_STATUSES]);

/** The seats taken in the class whose id is `classId` (a column of the outer query), as a subquery. */
export const seatsTaken = (classId: AnyColumn) =>
  sql<number>`(SELECT count(*)::int FROM ${classParticipants} WHERE ${classParticipants.classId} = ${classId} AND ${holdsSeat()})`;
