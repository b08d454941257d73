import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, orderFor } from '../../lib/paging.ts';
import { classes } from '../classes/classes.table.ts';
import { locations } from '../locations/locations.table.ts';
import { memberCountOf } from '../users/users.repository.ts';
import { clubStars, clubs } from './clubs.table.ts';

export type TClubRow = typeof clubs.$inferSelect;
export type TClubValues = Omit<typeof clubs.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

// Correlated subqueries spelled out: inside select fields drizzle leaves columns unqualified,
// which would bind them to the subquery's own table.
const memberCount = memberCountOf('club_id', sql`"clubs"."id"`);
const locationCount = sql<number>`(SELECT count(*)::int FROM locations l WHERE l.club_id = "clubs"."id")`;
const starredBy = (userId: number) =>
  sql<boolean>`EXISTS (SELECT 1 FROM club_stars s WHERE s.club_id = "clubs"."id" AND s.user_id = ${userId})`;

function keywordFilter(keyword?: string): SQL | undefined {
  if (!keyword) return undefined;
  const p = containsPattern(keyword);
  return or(ilike(clubs.name, p), ilike(clubs.code, p), ilike(clubs.subdomain, p));
}

/** A page of clubs, the caller's starred ones first. */
export async function pageClubs(
  db: DbOrTx,
  opts: {
    userId: number;
    keyword?: string;
    sortField?: 'clubName' | 'clubCode' | 'memberCount' | 'createdAt';
    sortOrder?: 'ascend' | 'descend';
    offset: number;
    limit: number;
  },
) {
  const where = keywordFilter(opts.keyword);
  const starred = starredBy(opts.userId);
  const order = orderFor(
    { clubName: clubs.name, clubCode: clubs.code, memberCount, createdAt: clubs.createdAt },
    opts,
    clubs.id,
  );
  const [list, [total]] = await Promise.all([
    db
      .select({ club: clubs, memberCount, locationCount, starred })
      .from(clubs)
      .where(where)
      .orderBy(desc(starred), ...order)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(clubs).where(where),
  ]);
  return { list, totalRecords: total?.n ?? 0 };
}

export function searchClubs(db: DbOrTx, keyword: string, limit: number) {
  return db
    .select({ clubId: clubs.id, clubName: clubs.name, clubCode: clubs.code })
    .from(clubs)
    .where(keywordFilter(keyword))
    .orderBy(clubs.name)
    .limit(limit);
}

export async function findClub(db: DbOrTx, clubId: number, userId: number) {
  const [row] = await db
    .select({ club: clubs, memberCount, locationCount, starred: starredBy(userId) })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  return row;
}

/** Classes, workouts and emails of the current calendar month in the club's time zone. */
export async function monthlyCounts(db: DbOrTx, clubId: number, timezone: string) {
  const monthStart = sql`date_trunc('month', now() AT TIME ZONE ${timezone}) AT TIME ZONE ${timezone}`;
  const [row] = await db
    .select({
      sessions: sql<number>`(SELECT count(*)::int FROM classes c WHERE c.club_id = ${clubId} AND c.starts_at >= ${monthStart})`,
      workouts: sql<number>`(SELECT count(*)::int FROM workouts w WHERE w.club_id = ${clubId} AND w.start_time >= ${monthStart})`,
      emails: sql<number>`(SELECT count(*)::int FROM mail_outbox m WHERE m.created_at >= ${monthStart} AND m."to" IN (SELECT u.email FROM users u WHERE u.club_id = ${clubId}))`,
    })
    .from(sql`(SELECT 1) AS one`);
  return row ?? { sessions: 0, workouts: 0, emails: 0 };
}

export async function findClubConflict(
  db: DbOrTx,
  values: { code: string; subdomain?: string | null },
  exceptId?: number,
) {
  const [row] = await db
    .select({ code: clubs.code, subdomain: clubs.subdomain })
    .from(clubs)
    .where(
      and(
        or(eq(clubs.code, values.code), values.subdomain ? eq(clubs.subdomain, values.subdomain) : undefined),
        exceptId ? sql`${clubs.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function insertClub(db: DbOrTx, values: TClubValues) {
  const [row] = await db.insert(clubs).values(values).returning({ id: clubs.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateClub(db: DbOrTx, clubId: number, values: Partial<TClubValues>) {
  await db
    .update(clubs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clubs.id, clubId));
}

export async function setStar(db: DbOrTx, userId: number, clubId: number, starred: boolean) {
  if (starred) await db.insert(clubStars).values({ userId, clubId }).onConflictDoNothing();
  else await db.delete(clubStars).where(and(eq(clubStars.userId, userId), eq(clubStars.clubId, clubId)));
}

/** Removes an empty club and what belongs only to it. */
export async function deleteEmptyClub(db: DbOrTx, clubId: number) {
  await db.delete(classes).where(eq(classes.clubId, clubId));
  await db.delete(locations).where(eq(locations.clubId, clubId));
  await db.delete(clubs).where(eq(clubs.id, clubId));
}
