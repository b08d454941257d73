// Test data of the challenges tests: a valid form, the club's demo members, roll-up rows written with the
// ingestion's own addToDaily, and fresh members without any workout.
import { and, eq } from 'drizzle-orm';
import { call } from '../../test-support/test-app.ts';
import type { TTestFileApp } from '../../test-support/use-test-app.ts';
import { users } from '../users/users.table.ts';
import { addToDaily } from '../workouts/workouts.repository.ts';

export const base = (club = 1) => `/dashboard/clients/${club}/challenges`;

/** A valid form; override what a test needs. 2020 holds no demo workouts, so every score is the test's. */
export const challengeBody = (over: Record<string, unknown> = {}) => ({
  name: 'Spring Burn',
  type: 'individual',
  zones: [0, 1, 2, 3, 4],
  scope: 'club',
  allowMobile: true,
  startTime: '2020-03-02T00:00:00-05:00',
  endTime: '2020-03-08T23:59:59-04:00',
  criterion: 'points',
  ...over,
});

export async function createChallenge(t: TTestFileApp, over: Record<string, unknown> = {}) {
  const res = await call(t.app, 'PUT', base(), { token: t.tokens.club, body: challengeBody(over) });
  if (res.status !== 200) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; shareId: string; teams: { id: number; name: string }[] };
}

export function action(t: TTestFileApp, id: number, name: string, body?: unknown, token = t.tokens.club) {
  return call(t.app, 'POST', `${base()}/${id}/actions/${name}`, { token, body });
}

/** Ids of club 1's demo members (role member), by name. */
export async function demoMembers(t: TTestFileApp): Promise<number[]> {
  const rows = await t.deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clubId, 1), eq(users.memberRole, 'member')))
    .orderBy(users.firstName, users.lastName, users.id);
  return rows.map((r) => r.id);
}

type TDay = {
  day: string;
  source?: string;
  locationKey?: number;
  zoneSeconds?: number[];
  zonePointSeconds?: number[];
  zoneCalories?: number[];
  points?: number;
  calories?: number;
};

/** One workout in a member's roll-up of the day (club 1), as ingestion adds it. */
export async function addDay(t: TTestFileApp, userId: number, d: TDay) {
  const zero = [0, 0, 0, 0, 0];
  await t.deps.db.transaction((tx) =>
    addToDaily(
      tx,
      { clubId: 1, userId, locationKey: d.locationKey ?? 1, source: d.source ?? 'station', day: d.day },
      {
        seconds: (d.zoneSeconds ?? zero).reduce((a, b) => a + b, 0),
        zoneSeconds: d.zoneSeconds ?? zero,
        zonePointSeconds: d.zonePointSeconds ?? zero,
        zoneCalories: d.zoneCalories ?? zero,
        calories: d.calories ?? 0,
        points: d.points ?? 0,
        pai: 0,
      },
    ),
  );
}

let seq = 0;
/** A new member of club 1 with no workout at all (the demo members have recent ones). */
export async function freshMember(t: TTestFileApp, firstName = 'Fresh'): Promise<number> {
  seq += 1;
  const res = await call(t.app, 'PUT', '/dashboard/clients/1/members', {
    token: t.tokens.club,
    body: {
      email: `challenge.${process.pid}.${seq}@example.com`,
      firstName,
      lastName: `Member${seq}`,
      gender: 'female',
      birthDate: '1990-01-01',
      locationId: 1,
      role: 'member',
    },
  });
  if (res.status !== 200) throw new Error(`member create failed: ${JSON.stringify(res.body)}`);
  return res.body.data.userId;
}
