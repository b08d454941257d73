import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';

// The import goes in slices of at most this many rows (members-import.service.ts); each look-up and
// insert below is one statement for one slice, each column as one array parameter.
export const IMPORT_SLICE = 5000;

/** The club (null: none) of every account among these emails, by email. */
export async function clubsOfEmails(db: DbOrTx, emails: readonly string[]) {
  if (emails.length === 0) return new Map<string, number | null>();
  const rows = await db
    .select({ email: users.email, clubId: users.clubId })
    .from(users)
    .where(sql`${users.email} = ANY(${sql.param(emails)}::text[])`);
  return new Map(rows.map((r) => [r.email, r.clubId]));
}

/** Which of these device ids a current member of the club already wears. */
export async function takenDeviceIds(db: DbOrTx, clubId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: users.deviceIdNum })
    .from(users)
    .where(
      and(
        eq(users.clubId, clubId),
        sql`${users.deviceIdNum} = ANY(${sql.param(ids)}::int8[])`,
        isNull(users.erasedAt),
      ),
    );
  return new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])));
}

export type TImportedMember = Pick<
  typeof users.$inferInsert,
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'nickName'
  | 'gender'
  | 'birthDate'
  | 'weight'
  | 'deviceId'
  | 'locationId'
> & { deviceIdNum: number | null };

// No password can match this hash (verifyPassword answers false): an imported member sets their own
// password through "forgot password".
const NO_PASSWORD = '!imported';

/**
 * Inserts one slice of members into the club as verified members (staff added them); an email that
 * appeared meanwhile is left alone. Returns how many rows were created. One array per column through
 * unnest: a slice of 5,000 rows is ten parameters, not 50,000.
 */
export async function insertImportedMembers(db: DbOrTx, clubId: number, members: readonly TImportedMember[]) {
  if (members.length === 0) return 0;
  const column = <K extends keyof TImportedMember>(key: K) => sql.param(members.map((m) => m[key] ?? null));
  const res = await db.execute(sql`
    INSERT INTO users (email, password_hash, first_name, last_name, nick_name, gender, birth_date, weight,
      device_id, device_id_num, location_id, club_id, member_role, member_roles, verified_at)
    SELECT r.email, ${NO_PASSWORD}, r.first_name, r.last_name, r.nick_name, r.gender, r.birth_date::date,
      r.weight, r.device_id, r.device_id_num, r.location_id, ${clubId}, 'member', '{member}'::text[], now()
    FROM unnest(${column('email')}::text[], ${column('firstName')}::text[], ${column('lastName')}::text[],
      ${column('nickName')}::text[], ${column('gender')}::text[], ${column('birthDate')}::text[],
      ${column('weight')}::float8[], ${column('deviceId')}::text[], ${column('deviceIdNum')}::int8[],
      ${column('locationId')}::int4[])
      AS r(email, first_name, last_name, nick_name, gender, birth_date, weight, device_id, device_id_num, location_id)
    ON CONFLICT (email) DO NOTHING
    RETURNING id`);
  // pg and PGlite both answer { rows }.
  return (res as unknown as { rows: unknown[] }).rows.length;
}

/**
 * One member import at a time, whatever the club, until the transaction ends: emails are unique across
 * clubs, and two imports writing the same emails in different orders would each wait for the other's
 * rows (a deadlock, which PostgreSQL ends by failing one of them). The other import waits instead.
 */
export async function awaitOtherImports(tx: DbOrTx) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(727002)`);
}

/**
 * Lets this transaction's new rows wait in the trigram index's pending list instead of merging it into
 * the index every 4 MB (PostgreSQL's default): a bulk insert then writes its search entries in one
 * merge afterwards (mergeSearchIndex), about 0.4 s of a 50,000-row import's 3 s. Until the merge, a
 * search also reads the pending list.
 */
export async function deferSearchIndexMerge(tx: DbOrTx) {
  await tx.execute(sql`SET LOCAL gin_pending_list_limit = '64MB'`);
}

/**
 * Merges the trigram index's pending list into the index (a no-op when it is empty). PostgreSQL lets
 * only the index's owner do it: the server runs the migrations as its own user (server.ts), so it owns
 * the index; under another role the merge fails, is logged, and the next insert merges instead.
 */
export async function mergeSearchIndex(db: DbOrTx) {
  await db.execute(sql`SELECT gin_clean_pending_list('users_search_trgm_idx'::regclass)`);
}

/**
 * Statistics and the visibility map of users after a bulk insert, on a database without autovacuum
 * (PGlite): without them the member list's planner walks the whole club for a keyword and every page
 * offset reads table rows; it also moves the trigram index's pending entries into the index proper.
 */
export async function tidyUsersAfterBulkInsert(db: DbOrTx) {
  await db.execute(sql`VACUUM (ANALYZE) users`);
}
