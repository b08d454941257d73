import { todayIn } from '@pulseboard/core/date-range';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { classParticipants } from '../classes/classes.table.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { studios } from '../studios/studios.table.ts';
import { trainers } from '../trainers/trainers.table.ts';

/**
 * The trainer and studio of a demo club's classes, and the club's time zone. Only a club with a coach
 * gets them: a trainer linked to the coach's login (so My Sessions lists the demo classes for
 * coach@example.com) and one studio; another club's classes keep neither.
 */
export async function demoClassStaffing(tx: Tx, clubId: number) {
  const [club] = await tx.select({ timezone: clubs.timezone }).from(clubs).where(eq(clubs.id, clubId));
  const coachResult = await tx.execute(
    sql`SELECT id, first_name, last_name FROM users WHERE club_id = ${clubId} AND member_role = 'coach' ORDER BY id LIMIT 1`,
  );
  const coach = (coachResult as unknown as { rows: { id: number; first_name: string; last_name: string }[] })
    .rows[0];
  const timeZone = club?.timezone ?? 'UTC';
  if (!coach) return { trainerId: null, studioId: null, timeZone };
  const [linked] = await tx
    .select({ id: trainers.id })
    .from(trainers)
    .where(and(eq(trainers.clubId, clubId), eq(trainers.userId, coach.id)));
  const [trainer] = linked
    ? [linked]
    : await tx
        .insert(trainers)
        .values({
          clubId,
          userId: coach.id,
          firstName: coach.first_name,
          lastName: coach.last_name,
        })
        .returning({ id: trainers.id });
  const [studio] = await tx
    .insert(studios)
    .values({ clubId, name: 'Studio A', color: '#e53935' })
    .returning({ id: studios.id });
  return { trainerId: trainer?.id ?? null, studioId: studio?.id ?? null, timeZone };
}

/** A past demo class's planning fields: its trainer, studio, local date and start/stop as run. */
export function demoClassFields(
  staffing: Awaited<ReturnType<typeof demoClassStaffing>>,
  startsAt: Date,
  endsAt: Date,
) {
  return {
    trainerId: staffing.trainerId,
    studioId: staffing.studioId,
    timeZone: staffing.timeZone,
    localDate: todayIn(staffing.timeZone, startsAt),
    startedAt: startsAt,
    stoppedAt: endsAt,
  };
}

/** The class's seats: the attendees booked, and a few members who booked and did not come, absent. */
export async function seatDemoClass(tx: Tx, classId: number, attendeeIds: number[], absentIds: number[]) {
  const rows = [
    ...attendeeIds.map((userId) => ({ classId, userId, status: 'booked' as const })),
    ...absentIds.map((userId) => ({ classId, userId, status: 'absent' as const })),
  ];
  if (rows.length > 0) await tx.insert(classParticipants).values(rows).onConflictDoNothing();
}
