import { addDays } from '@pulseboard/core/date-range';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { call } from '../../test-support/test-app.ts';
import type { TTestFileApp } from '../../test-support/use-test-app.ts';

// Helpers of the week challenge tests: members, templates and runs made through the API, and the
// roll-ups and dates a test needs written straight into the database.

let made = 0;

/** A new member of the club (through the Members tab's add), so no demo member's rows are touched. */
export async function newMember(t: TTestFileApp, clubId = 1): Promise<number> {
  made += 1;
  const tag = `${process.pid}${Date.now().toString(36)}${made}`;
  const res = await call(t.app, 'PUT', `/dashboard/clients/${clubId}/members`, {
    token: clubId === 1 ? t.tokens.club : t.tokens.club2,
    body: {
      email: `wc.${tag}@example.com`,
      firstName: 'Wendy',
      lastName: `Weekly${tag}`,
      gender: 'female',
      birthDate: '1990-01-01',
      locationId: clubId === 1 ? 1 : 3,
      role: 'member',
    },
  });
  if (res.status !== 200) throw new Error(`adding a member failed: ${JSON.stringify(res.body)}`);
  return res.body.data.userId as number;
}

export async function newTemplate(
  t: TTestFileApp,
  figures: { weeks: number; minWorkoutsPerWeek: number; penaltyWeeks: number },
  clubId = 1,
): Promise<number> {
  made += 1;
  const res = await call(t.app, 'PUT', `/dashboard/clients/${clubId}/week-challenge-templates`, {
    token: clubId === 1 ? t.tokens.club : t.tokens.club2,
    body: { name: `Template ${made} ${Date.now()}`, ...figures },
  });
  if (res.status !== 200) throw new Error(`creating a template failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id as number;
}

export async function signUpAs(t: TTestFileApp, memberId: number, templateId: number, clubId = 1) {
  return call(t.app, 'POST', `/dashboard/clients/${clubId}/week-challenges/actions/sign-up`, {
    token: clubId === 1 ? t.tokens.club : t.tokens.club2,
    body: { memberId, templateId },
  });
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Monday of this week in the club's time zone (YYYY-MM-DD), as the API computes it. */
export async function thisMonday(db: Db, clubId = 1): Promise<string> {
  const res = await db.execute(
    sql`SELECT date_trunc('week', now() AT TIME ZONE timezone)::date::text AS d FROM clubs WHERE id = ${clubId}`,
  );
  return rowsOf<{ d: string }>(res)[0]?.d ?? '';
}

/** Moves a run's week 1 back by whole weeks (a run signed up that many weeks ago). */
export async function startWeeksAgo(db: Db, runId: number, weeks: number): Promise<string> {
  const startsOn = addDays(await thisMonday(db), -7 * weeks);
  await db.execute(sql`UPDATE week_challenges SET starts_on = ${startsOn}::date,
    joined_at = ${startsOn}::date + interval '9 hours' WHERE id = ${runId}`);
  return startsOn;
}

/** Adds workouts to a member's roll-up of one day (as ingestion's addToDaily would). */
export async function addWorkouts(
  db: Db,
  row: { userId: number; day: string; workouts: number; clubId?: number; source?: string },
) {
  await db.execute(sql`
    INSERT INTO workout_daily (club_id, user_id, location_key, source, day, workouts)
    VALUES (${row.clubId ?? 1}, ${row.userId}, 0, ${row.source ?? 'station'}, ${row.day}::date, ${row.workouts})
    ON CONFLICT (club_id, user_id, day, location_key, source)
    DO UPDATE SET workouts = workout_daily.workouts + EXCLUDED.workouts`);
}

export async function addCheckinRow(db: Db, runId: number, day: string) {
  await db.execute(
    sql`INSERT INTO week_challenge_checkins (week_challenge_id, day) VALUES (${runId}, ${day}::date)`,
  );
}
