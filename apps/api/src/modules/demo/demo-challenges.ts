import { addDays, todayIn } from '@pulseboard/core/date-range';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { newToken } from '../../lib/tokens.ts';
import { challengeParticipants, challenges, challengeTeams } from '../challenges/challenges.table.ts';
import { users } from '../users/users.table.ts';
import { weekChallenges, weekChallengeTemplates } from '../week-challenges/week-challenges.table.ts';

/** Midnight of a club-local date as an instant (the demo club's offset read by the database). */
const localMidnight = (tx: Tx, day: string, timeZone: string) =>
  tx
    .execute(sql`SELECT (${day}::date)::timestamp AT TIME ZONE ${timeZone} AS at`)
    .then((r) => new Date((r as unknown as { rows: { at: string | Date }[] }).rows[0]?.at ?? day));

/**
 * A running team challenge, an ended individual one and a week challenge with one member's run, for a
 * demo club, so the Challenge tab, the boards and the member's /challenge/index show something true
 * (their scores come from the demo workouts' roll-ups). Added once: nothing happens when the club has any.
 */
export async function seedDemoChallenges(
  tx: Tx,
  club: { id: number; timezone: string; memberEmail: string },
) {
  const [existing] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(challenges)
    .where(eq(challenges.clubId, club.id));
  if ((existing?.n ?? 0) > 0) return;
  const members = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clubId, club.id), eq(users.memberRole, 'member')))
    .orderBy(users.id);
  if (members.length === 0) return;
  const today = todayIn(club.timezone);

  const [running] = await tx
    .insert(challenges)
    .values({
      clubId: club.id,
      name: 'Autumn Team Cup',
      type: 'team',
      scope: 'club',
      allowMobile: true,
      zones: [0, 1, 2, 3, 4],
      startsAt: await localMidnight(tx, addDays(today, -13), club.timezone),
      endsAt: await localMidnight(tx, addDays(today, 15), club.timezone),
      criterion: 'points',
      teamScoring: 'average',
      shareId: newToken(),
    })
    .returning({ id: challenges.id });
  const [ended] = await tx
    .insert(challenges)
    .values({
      clubId: club.id,
      name: 'Hot Zone Minutes',
      type: 'individual',
      scope: 'club',
      allowMobile: false,
      zones: [3, 4],
      startsAt: await localMidnight(tx, addDays(today, -27), club.timezone),
      endsAt: await localMidnight(tx, addDays(today, -13), club.timezone),
      criterion: 'minutes',
      shareId: newToken(),
    })
    .returning({ id: challenges.id });
  if (!running || !ended) return;
  const teams = await tx
    .insert(challengeTeams)
    .values([
      { challengeId: running.id, name: 'Red Rockets', color: '#e53935' },
      { challengeId: running.id, name: 'Blue Waves', color: '#1e88e5' },
      { challengeId: running.id, name: 'Green Giants', color: '#43a047' },
    ])
    .returning({ id: challengeTeams.id });
  // Everyone signed up in the days before each challenge began, not when the demo was made.
  const joinedRunning = await localMidnight(tx, addDays(today, -15), club.timezone);
  const joinedEnded = await localMidnight(tx, addDays(today, -29), club.timezone);
  await tx.insert(challengeParticipants).values([
    ...members.map((m, i) => ({
      challengeId: running.id,
      userId: m.id,
      teamId: teams[i % teams.length]?.id ?? null,
      joinedAt: joinedRunning,
    })),
    ...members.map((m) => ({ challengeId: ended.id, userId: m.id, joinedAt: joinedEnded })),
  ]);

  const [template] = await tx
    .insert(weekChallengeTemplates)
    .values({ clubId: club.id, name: 'Eight-week habit', weeks: 8, minWorkoutsPerWeek: 2, penaltyWeeks: 1 })
    .returning({ id: weekChallengeTemplates.id });
  const [runner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, club.memberEmail));
  if (!template || !runner) return;
  // Signed up on the Monday three weeks ago (runs start on the Monday of the sign-up week).
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = addDays(today, -((weekday + 6) % 7) - 21);
  await tx.insert(weekChallenges).values({
    clubId: club.id,
    templateId: template.id,
    userId: runner.id,
    startsOn: monday,
    joinedAt: await localMidnight(tx, monday, club.timezone),
  });
}
