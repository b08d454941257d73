import type { TChallengeListFilter, TChallengeStatus } from '@pulseboard/contract/challenges';
import { and, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, orderFor, pageOffset, totalOf, totalRows } from '../../lib/paging.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { challengeLocations, challengeParticipants, challenges, challengeTeams } from './challenges.table.ts';

// An instant as a timestamptz parameter (text, so both drivers send it alike).
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * Status follows the clock (written once, here): ended when staff ended it or its target was reached
 * (ended_at) or its end has passed; running from its start; upcoming before. `now` is a placeholder
 * value so a whole request reads one instant.
 */
function statusSql(now: Date): SQL<TChallengeStatus> {
  const at = instant(now);
  return sql<TChallengeStatus>`CASE
    WHEN ${challenges.endedAt} IS NOT NULL OR ${challenges.endsAt} <= ${at} THEN 'ended'
    WHEN ${challenges.startsAt} <= ${at} THEN 'running'
    ELSE 'upcoming' END`;
}

function statusFilter(status: TChallengeStatus, now: Date): SQL | undefined {
  const at = instant(now);
  if (status === 'ended') return sql`(${challenges.endedAt} IS NOT NULL OR ${challenges.endsAt} <= ${at})`;
  const open = and(isNull(challenges.endedAt), sql`${challenges.endsAt} > ${at}`);
  return status === 'running'
    ? and(open, sql`${challenges.startsAt} <= ${at}`)
    : and(open, sql`${challenges.startsAt} > ${at}`);
}

const columns = (now: Date) => ({
  id: challenges.id,
  clubId: challenges.clubId,
  name: challenges.name,
  type: challenges.type,
  scope: challenges.scope,
  allowMobile: challenges.allowMobile,
  zones: challenges.zones,
  startsAt: challenges.startsAt,
  endsAt: challenges.endsAt,
  endedAt: challenges.endedAt,
  criterion: challenges.criterion,
  teamScoring: challenges.teamScoring,
  pointsTarget: challenges.pointsTarget,
  shareId: challenges.shareId,
  createdAt: challenges.createdAt,
  status: statusSql(now),
  timezone: clubs.timezone,
  clubName: clubs.name,
  wording: clubs.wording,
  privacy: clubs.privacy,
  locationIds: sql<number[]>`coalesce((SELECT array_agg(l.location_id ORDER BY l.location_id)
    FROM ${challengeLocations} l WHERE l.challenge_id = ${challenges.id}), '{}'::integer[])`,
  participantCount: sql<number>`(SELECT count(*)::int FROM ${challengeParticipants} p
    WHERE p.challenge_id = ${challenges.id})`,
  teamCount: sql<number>`(SELECT count(*)::int FROM ${challengeTeams} t WHERE t.challenge_id = ${challenges.id})`,
});

function selectChallenges(db: DbOrTx, now: Date) {
  return db.select(columns(now)).from(challenges).innerJoin(clubs, eq(clubs.id, challenges.clubId));
}
export type TChallengeRow = Awaited<ReturnType<ReturnType<typeof selectChallenges>['execute']>>[number];

const sortable = {
  name: challenges.name,
  startTime: challenges.startsAt,
  endTime: challenges.endsAt,
  createdAt: challenges.createdAt,
};

export async function pageChallenges(
  db: DbOrTx,
  clubId: number,
  filter: TChallengeListFilter,
  paging: { page: number; pageSize: number },
  now: Date,
) {
  const where = and(
    eq(challenges.clubId, clubId),
    filter.keyword ? ilike(challenges.name, containsPattern(filter.keyword)) : undefined,
    filter.type ? eq(challenges.type, filter.type) : undefined,
    filter.status ? statusFilter(filter.status, now) : undefined,
  );
  const offset = pageOffset(paging.page, paging.pageSize);
  // Newest start first unless the table asks for another order.
  const order = filter.sortField
    ? orderFor(sortable, filter, challenges.id)
    : [desc(challenges.startsAt), desc(challenges.id)];
  const rows = await db
    .select({ ...columns(now), total: totalRows() })
    .from(challenges)
    .innerJoin(clubs, eq(clubs.id, challenges.clubId))
    .where(where)
    .orderBy(...order)
    .limit(paging.pageSize)
    .offset(offset);
  const total = await totalOf(rows, offset, async () => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(challenges).where(where);
    return row?.n ?? 0;
  });
  return { rows, total };
}

export async function findChallenge(db: DbOrTx, clubId: number, id: number, now: Date) {
  const [row] = await selectChallenges(db, now)
    .where(and(eq(challenges.id, id), eq(challenges.clubId, clubId)))
    .limit(1);
  return row;
}

/** The challenge a public link names; undefined for an unknown (or rotated away) share id. */
export async function findChallengeByShareId(db: DbOrTx, shareId: string, now: Date) {
  const [row] = await selectChallenges(db, now).where(eq(challenges.shareId, shareId)).limit(1);
  return row;
}

/** The challenges a user takes part in, running first, then upcoming, then ended, newest start first. */
export async function findUserChallenges(db: DbOrTx, userId: number, limit: number, now: Date) {
  const status = statusSql(now);
  return selectChallenges(db, now)
    .innerJoin(
      challengeParticipants,
      and(eq(challengeParticipants.challengeId, challenges.id), eq(challengeParticipants.userId, userId)),
    )
    .orderBy(
      sql`CASE ${status} WHEN 'running' THEN 0 WHEN 'upcoming' THEN 1 ELSE 2 END`,
      desc(challenges.startsAt),
      desc(challenges.id),
    )
    .limit(limit);
}

export type TChallengeValues = Pick<
  typeof challenges.$inferInsert,
  | 'name'
  | 'type'
  | 'scope'
  | 'allowMobile'
  | 'zones'
  | 'startsAt'
  | 'endsAt'
  | 'criterion'
  | 'teamScoring'
  | 'pointsTarget'
>;

export async function insertChallenge(db: DbOrTx, clubId: number, values: TChallengeValues, shareId: string) {
  const [row] = await db
    .insert(challenges)
    .values({ ...values, clubId, shareId })
    .returning({ id: challenges.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Changes a challenge of the club; false when there is none. */
export async function updateChallenge(
  db: DbOrTx,
  clubId: number,
  id: number,
  values: Partial<TChallengeValues> & { shareId?: string },
) {
  const rows = await db
    .update(challenges)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(challenges.id, id), eq(challenges.clubId, clubId)))
    .returning({ id: challenges.id });
  return rows.length > 0;
}

/** Replaces the challenge's locations (scope 'locations'; an empty list for 'club'). */
export async function setChallengeLocations(db: DbOrTx, challengeId: number, locationIds: readonly number[]) {
  await db.delete(challengeLocations).where(eq(challengeLocations.challengeId, challengeId));
  if (locationIds.length === 0) return;
  await db.insert(challengeLocations).values(locationIds.map((locationId) => ({ challengeId, locationId })));
}

export async function deleteChallenge(db: DbOrTx, clubId: number, id: number) {
  const rows = await db
    .delete(challenges)
    .where(and(eq(challenges.id, id), eq(challenges.clubId, clubId)))
    .returning({ id: challenges.id });
  return rows.length > 0;
}

/**
 * Sets ended_at when it is still unset (ending now, or the target reached): the row lock of the update
 * makes two concurrent enders agree on one instant. False when it had already ended or does not exist.
 */
export async function markEnded(db: DbOrTx, clubId: number, id: number, at: Date) {
  const rows = await db
    .update(challenges)
    .set({ endedAt: at, updatedAt: new Date() })
    .where(and(eq(challenges.id, id), eq(challenges.clubId, clubId), isNull(challenges.endedAt)))
    .returning({ id: challenges.id });
  return rows.length > 0;
}

/** Locks the challenge row until the transaction ends (the target check reads scores, then ends it). */
export async function lockChallenge(db: DbOrTx, id: number) {
  await db.execute(sql`SELECT 1 FROM ${challenges} WHERE ${challenges.id} = ${id} FOR UPDATE`);
}

export async function setShareId(db: DbOrTx, clubId: number, id: number, shareId: string) {
  return updateChallenge(db, clubId, id, { shareId });
}
