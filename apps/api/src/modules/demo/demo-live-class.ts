// A class of today for the demo club, with 20 members booked, so that `npm run simulate:class` has a
// class to stream into and the Live tab something to show without hardware (README: Live classes).
import { todayIn } from '@pulseboard/core/date-range';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { classes, classParticipants } from '../classes/classes.table.ts';
import { locations } from '../locations/locations.table.ts';
import { studios } from '../studios/studios.table.ts';
import { trainers } from '../trainers/trainers.table.ts';
import { users } from '../users/users.table.ts';

export const DEMO_LIVE_CLASS_NAME = 'Live demo: HIIT';
const BOOKED = 20;

/** Adds the class (from the current hour, one hour long) unless the club has one by that name. */
export async function seedDemoLiveClass(tx: Tx, club: { id: number; timezone: string }, now = new Date()) {
  const [existing] = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.clubId, club.id), eq(classes.name, DEMO_LIVE_CLASS_NAME)));
  if (existing) return;
  // Led by the coach's trainer in the demo studio (made with the past classes), so the coach sees it.
  const [trainer] = await tx
    .select({ id: trainers.id })
    .from(trainers)
    .innerJoin(users, eq(users.id, trainers.userId))
    .where(and(eq(trainers.clubId, club.id), eq(users.memberRole, 'coach')))
    .limit(1);
  const [studio] = await tx
    .select({ id: studios.id })
    .from(studios)
    .where(eq(studios.clubId, club.id))
    .limit(1);
  // At the club's first location, as its other demo classes are.
  const [location] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.clubId, club.id))
    .orderBy(locations.id)
    .limit(1);
  const startsAt = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const [row] = await tx
    .insert(classes)
    .values({
      clubId: club.id,
      name: DEMO_LIVE_CLASS_NAME,
      timeZone: club.timezone,
      localDate: todayIn(club.timezone, startsAt),
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      description: 'Warm-up, intervals and cool-down: stream it with npm run simulate:class.',
      maxParticipants: 30,
      trainerId: trainer?.id ?? null,
      studioId: studio?.id ?? null,
      locationId: location?.id ?? null,
    })
    .returning({ id: classes.id });
  const emails = Array.from(
    { length: BOOKED },
    (_, i) => `member${String(i + 1).padStart(2, '0')}.club${club.id}@example.com`,
  );
  const members = await tx.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  if (!row || members.length === 0) return;
  await tx
    .insert(classParticipants)
    .values(members.map((m) => ({ classId: row.id, userId: m.id, status: 'booked' as const })));
}
