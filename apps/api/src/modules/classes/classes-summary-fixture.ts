import { and, eq } from 'drizzle-orm';
import type { TTestFileApp } from '../../test-support/use-test-app.ts';
import { trainers } from '../trainers/trainers.table.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { workouts } from '../workouts/workouts.table.ts';
import { classes, classParticipants } from './classes.table.ts';
import { makeMembers, makeStaffing } from './classes-test-setup.ts';

/** The trainer of club 1 linked to coach@example.com (the demo data makes it). */
export async function coachTrainerId(t: TTestFileApp) {
  const coach = await findUserByEmail(t.deps.db, 'coach@example.com');
  const [row] = await t.deps.db
    .select({ id: trainers.id })
    .from(trainers)
    .where(and(eq(trainers.clubId, 1), eq(trainers.userId, coach?.id ?? 0)));
  if (!row) throw new Error('the demo data links no trainer to the coach');
  return row.id;
}

/**
 * A class of club 1 on 2020-01-06 10:00-10:45 UTC with hand-chosen figures: two workouts (m0, m1),
 * a booked member without a workout (m2, absent since the class ended), one marked absent (m3), one
 * cancelled (m4) and one waitlisted (m5), neither shown. `trainerId` decides whose class it is.
 */
export async function makeSummaryClass(t: TTestFileApp, tag: string, trainerId?: number) {
  const staffing = await makeStaffing(t);
  const m = await makeMembers(t, 6, tag);
  const [cls] = await t.deps.db
    .insert(classes)
    .values({
      clubId: 1,
      locationId: 1,
      name: `Spin ${tag}`,
      timeZone: 'America/New_York',
      localDate: '2020-01-06',
      startsAt: new Date('2020-01-06T10:00:00Z'),
      endsAt: new Date('2020-01-06T10:45:00Z'),
      trainerId: trainerId ?? staffing.trainerId,
      studioId: staffing.studioId,
    })
    .returning({ id: classes.id });
  if (!cls) throw new Error('no class');
  const seat = (i: number, status: 'booked' | 'absent' | 'cancelled' | 'waitlisted') => ({
    classId: cls.id,
    userId: m[i] as number,
    status,
  });
  await t.deps.db
    .insert(classParticipants)
    .values([
      seat(0, 'booked'),
      seat(1, 'booked'),
      seat(2, 'booked'),
      seat(3, 'absent'),
      seat(4, 'cancelled'),
      seat(5, 'waitlisted'),
    ]);
  const workout = (i: number, figures: Partial<typeof workouts.$inferInsert>) => ({
    userId: m[i] as number,
    clubId: 1,
    classId: cls.id,
    startTime: new Date('2020-01-06T10:00:00Z'),
    durationSeconds: 1800,
    ...figures,
  });
  const [w0, w1] = await t.deps.db
    .insert(workouts)
    .values([
      workout(0, { zoneSeconds: [600, 600, 300, 300, 0], calories: 300, points: 40, avgHr: 130, maxHr: 170 }),
      workout(1, { zoneSeconds: [0, 300, 900, 600, 0], calories: 451, points: 73, avgHr: 145, maxHr: 181 }),
    ])
    .returning({ id: workouts.id });
  return { classId: cls.id, members: m, workoutIds: [w0?.id, w1?.id], studioId: staffing.studioId };
}
