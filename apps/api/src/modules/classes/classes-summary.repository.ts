import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { locations } from '../locations/locations.table.ts';
import { studios } from '../studios/studios.table.ts';
import { trainers } from '../trainers/trainers.table.ts';
import { users } from '../users/users.table.ts';
import { workouts } from '../workouts/workouts.table.ts';
import { holdsSeat } from './class-seats.ts';
import { classes, classParticipants } from './classes.table.ts';

/**
 * What a summary's header and a My Sessions row show of a class: its times and the names of its
 * trainer, studio and location (the query left-joins those three tables on the class).
 */
export const classHeaderColumns = {
  clubId: classes.clubId,
  locationId: classes.locationId,
  name: classes.name,
  timeZone: classes.timeZone,
  startsAt: classes.startsAt,
  endsAt: classes.endsAt,
  stoppedAt: classes.stoppedAt,
  cancelled: classes.cancelled,
  trainerFirstName: trainers.firstName,
  trainerLastName: trainers.lastName,
  studioName: studios.name,
  locationName: locations.branchName,
};

/** A class of the club with its trainer's, studio's and location's names and the club's zones and wording. */
export async function findSummaryClass(db: DbOrTx, clubId: number, classId: number) {
  const [row] = await db
    .select({
      id: classes.id,
      ...classHeaderColumns,
      zoneSettings: clubs.zoneSettings,
      wording: clubs.wording,
    })
    .from(classes)
    .innerJoin(clubs, eq(clubs.id, classes.clubId))
    .leftJoin(trainers, eq(trainers.id, classes.trainerId))
    .leftJoin(studios, eq(studios.id, classes.studioId))
    .leftJoin(locations, eq(locations.id, classes.locationId))
    .where(and(eq(classes.id, classId), eq(classes.clubId, clubId)));
  return row;
}

const nameColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  nickName: users.nickName,
  email: users.email,
};

/** The workouts that carry the class, with their members' names, in start order. */
export function findClassWorkouts(db: DbOrTx, classId: number) {
  return db
    .select({
      ...nameColumns,
      id: workouts.id,
      durationSeconds: workouts.durationSeconds,
      zoneSeconds: workouts.zoneSeconds,
      calories: workouts.calories,
      points: workouts.points,
      avgHr: workouts.avgHr,
      maxHr: workouts.maxHr,
      scoring: workouts.scoring,
    })
    .from(workouts)
    .innerJoin(users, eq(users.id, workouts.userId))
    .where(eq(workouts.classId, classId))
    .orderBy(asc(workouts.startTime), asc(workouts.id));
}

/** Who had a seat in the class (booked or marked absent), with their names. */
export function findClassRoster(db: DbOrTx, classId: number) {
  return db
    .select({ ...nameColumns, status: classParticipants.status })
    .from(classParticipants)
    .innerJoin(users, eq(users.id, classParticipants.userId))
    .where(and(eq(classParticipants.classId, classId), holdsSeat()))
    .orderBy(asc(classParticipants.bookedAt), asc(classParticipants.id));
}

/** Whether the user has a workout that carries the class (took part in it). */
export async function tookPart(db: DbOrTx, classId: number, userId: number) {
  const [row] = await db
    .select({ id: workouts.id })
    .from(workouts)
    .where(and(eq(workouts.classId, classId), eq(workouts.userId, userId)))
    .limit(1);
  return row !== undefined;
}
