import type { TBalanceMethod } from '@pulseboard/contract/challenges';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { locations } from '../locations/locations.table.ts';
import { users } from '../users/users.table.ts';
import { challengeLocations, challengeParticipants, challenges, challengeTeams } from './challenges.table.ts';

/** The participants with their names and email, by name. */
export function listParticipants(db: DbOrTx, challengeId: number) {
  return db
    .select({
      userId: challengeParticipants.userId,
      teamId: challengeParticipants.teamId,
      joinedAt: challengeParticipants.joinedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      nickName: users.nickName,
      email: users.email,
    })
    .from(challengeParticipants)
    .innerJoin(users, eq(users.id, challengeParticipants.userId))
    .where(eq(challengeParticipants.challengeId, challengeId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** The teams in the order they were added, with how many participants each has. */
export function listTeams(db: DbOrTx, challengeId: number) {
  return db
    .select({
      id: challengeTeams.id,
      name: challengeTeams.name,
      color: challengeTeams.color,
      memberCount: count(challengeParticipants.userId),
    })
    .from(challengeTeams)
    .leftJoin(challengeParticipants, eq(challengeParticipants.teamId, challengeTeams.id))
    .where(eq(challengeTeams.challengeId, challengeId))
    .groupBy(challengeTeams.id)
    .orderBy(asc(challengeTeams.id));
}

export function listChallengeLocations(db: DbOrTx, challengeId: number) {
  return db
    .select({ id: locations.id, name: locations.branchName })
    .from(challengeLocations)
    .innerJoin(locations, eq(locations.id, challengeLocations.locationId))
    .where(eq(challengeLocations.challengeId, challengeId))
    .orderBy(asc(locations.branchName), asc(locations.id));
}

/**
 * Enrols the members. With `teamId` given (a team, or null for none) every named member is placed so,
 * those already taking part included; without it, those already taking part stay as they are.
 */
export async function addParticipants(
  db: DbOrTx,
  challengeId: number,
  userIds: readonly number[],
  teamId: number | null | undefined,
) {
  const insert = db
    .insert(challengeParticipants)
    .values(userIds.map((userId) => ({ challengeId, userId, teamId: teamId ?? null })));
  await (teamId === undefined
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({
        target: [challengeParticipants.challengeId, challengeParticipants.userId],
        set: { teamId: sql`excluded.team_id` },
      }));
}

export async function removeParticipants(db: DbOrTx, challengeId: number, userIds: readonly number[]) {
  await db
    .delete(challengeParticipants)
    .where(
      and(
        eq(challengeParticipants.challengeId, challengeId),
        inArray(challengeParticipants.userId, [...userIds]),
      ),
    );
}

/** Adds a team; the unique index on (challenge, name) refuses a second team of the same name. */
export async function insertTeam(db: DbOrTx, challengeId: number, team: { name: string; color: string }) {
  await db.insert(challengeTeams).values({ challengeId, ...team });
}

/** Deletes a team of the challenge (its members stay, without a team); false when there is none. */
export async function deleteTeam(db: DbOrTx, challengeId: number, teamId: number) {
  const rows = await db
    .delete(challengeTeams)
    .where(and(eq(challengeTeams.id, teamId), eq(challengeTeams.challengeId, challengeId)))
    .returning({ id: challengeTeams.id });
  return rows.length > 0;
}

export async function teamExists(db: DbOrTx, challengeId: number, teamId: number) {
  const [row] = await db
    .select({ id: challengeTeams.id })
    .from(challengeTeams)
    .where(and(eq(challengeTeams.id, teamId), eq(challengeTeams.challengeId, challengeId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Spreads every participant over the challenge's teams (oldest team first) in one statement:
 * - even: by name, round robin (1, 2, 3, 1, 2, 3...);
 * - lastMonthPoints / allTimePoints: by the points of their workouts in this club (roll-ups; the last 30
 *   club-local days, or all), best first, in a snake draft (1, 2, 3, 3, 2, 1, 1...), so each round's
 *   stronger pick goes to the team that picked last and the teams' totals stay close.
 */
export async function balanceTeams(db: DbOrTx, challengeId: number, method: TBalanceMethod) {
  const points =
    method === 'even'
      ? sql`0`
      : sql`coalesce((SELECT sum(d.points) FROM workout_daily d
          WHERE d.club_id = c.club_id AND d.user_id = p.user_id
          ${method === 'lastMonthPoints' ? sql`AND d.day > (now() AT TIME ZONE cl.timezone)::date - 30` : sql``}), 0)`;
  const snake = method !== 'even';
  await db.execute(sql`
    WITH teams AS (
      SELECT t.id, (row_number() OVER (ORDER BY t.id) - 1)::int AS idx, (count(*) OVER ())::int AS n
      FROM ${challengeTeams} t WHERE t.challenge_id = ${challengeId}
    ),
    ranked AS (
      SELECT p.user_id, (row_number() OVER (
          ORDER BY ${points} DESC, u.first_name, u.last_name, u.id) - 1)::int AS i
      FROM ${challengeParticipants} p
      JOIN ${challenges} c ON c.id = p.challenge_id
      JOIN clubs cl ON cl.id = c.club_id
      JOIN ${users} u ON u.id = p.user_id
      WHERE p.challenge_id = ${challengeId}
    ),
    placed AS (
      SELECT r.user_id,
        CASE WHEN ${sql.raw(snake ? 'true' : 'false')} AND (r.i / k.n) % 2 = 1 THEN k.n - 1 - r.i % k.n ELSE r.i % k.n END AS idx
      FROM ranked r CROSS JOIN (SELECT count(*)::int AS n FROM teams) k
      WHERE k.n > 0
    )
    UPDATE ${challengeParticipants} p SET team_id = t.id
    FROM placed pl JOIN teams t ON t.idx = pl.idx
    WHERE p.challenge_id = ${challengeId} AND p.user_id = pl.user_id`);
}

/** Deletes every team of the challenge (it became an individual challenge); participants stay. */
export async function deleteAllTeams(db: DbOrTx, challengeId: number) {
  await db.delete(challengeTeams).where(eq(challengeTeams.challengeId, challengeId));
}
