import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, orderFor } from '../../lib/paging.ts';
import { memberCountOf } from '../users/users.repository.ts';
import { locations } from './locations.table.ts';

export type TLocationRow = typeof locations.$inferSelect;
export type TLocationValues = Omit<
  typeof locations.$inferInsert,
  'id' | 'clubId' | 'createdAt' | 'updatedAt'
>;

// Spelled out: drizzle leaves columns unqualified inside select fields.
const memberCount = memberCountOf('location_id', sql`"locations"."id"`);

function filter(clubId: number, keyword?: string): SQL | undefined {
  const p = keyword ? containsPattern(keyword) : undefined;
  return and(
    eq(locations.clubId, clubId),
    p
      ? or(ilike(locations.branchName, p), ilike(locations.branchLocation, p), ilike(locations.branchZip, p))
      : undefined,
  );
}

export async function pageLocations(
  db: DbOrTx,
  clubId: number,
  opts: {
    keyword?: string;
    sortField?: 'branchName' | 'status' | 'memberCount';
    sortOrder?: 'ascend' | 'descend';
    offset: number;
    limit: number;
  },
) {
  const where = filter(clubId, opts.keyword);
  const order = orderFor(
    { branchName: locations.branchName, status: locations.status, memberCount },
    opts,
    locations.id,
  );
  const [list, [total]] = await Promise.all([
    db
      .select({ location: locations, memberCount })
      .from(locations)
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(locations).where(where),
  ]);
  return { list, totalRecords: total?.n ?? 0 };
}

/** A location of this club, or nothing: an id of another club is never found. */
export async function findLocation(db: DbOrTx, clubId: number, locationId: number) {
  const [row] = await db
    .select({ location: locations, memberCount })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.clubId, clubId)))
    .limit(1);
  return row;
}

/** Whether the location belongs to the club: the one check every feature uses for a location id. */
export async function isClubLocation(db: DbOrTx, clubId: number, locationId: number) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.clubId, clubId)))
    .limit(1);
  return Boolean(row);
}

/** Every location of the club by id and name (the pods import matches names). */
export function clubLocationNames(db: DbOrTx, clubId: number) {
  return db
    .select({ id: locations.id, branchName: locations.branchName })
    .from(locations)
    .where(eq(locations.clubId, clubId));
}

export async function insertLocation(db: DbOrTx, clubId: number, values: TLocationValues) {
  const [row] = await db
    .insert(locations)
    .values({ ...values, clubId })
    .returning({ id: locations.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateLocation(
  db: DbOrTx,
  clubId: number,
  locationId: number,
  values: Partial<TLocationValues>,
) {
  const rows = await db
    .update(locations)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(locations.id, locationId), eq(locations.clubId, clubId)))
    .returning({ id: locations.id });
  return rows.length > 0;
}

export async function deleteLocation(db: DbOrTx, clubId: number, locationId: number) {
  const rows = await db
    .delete(locations)
    .where(and(eq(locations.id, locationId), eq(locations.clubId, clubId)))
    .returning({ id: locations.id });
  return rows.length > 0;
}
