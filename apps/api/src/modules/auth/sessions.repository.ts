import type { TRole } from '@pulseboard/contract/roles';
import DataLoader from 'dataloader';
import { and, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import { sha256 } from '../../lib/tokens.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { users } from '../users/users.table.ts';
import { sessions } from './auth.table.ts';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** At most this many sessions are read in one statement. */
const SESSION_BATCH_MAX = 100;

export async function insertSession(
  db: DbOrTx,
  token: string,
  userId: number,
  role: TRole,
  now = new Date(),
) {
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    role,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
}

// The caller's own row comes with the session (one round trip); the password hash stays behind.
const { passwordHash: _passwordHash, ...callerColumns } = getTableColumns(users);

// Every signed-in request runs this, so it is prepared (see db/prepared.ts). The hashes come as one
// JSON array, not a PostgreSQL array: PostgreSQL sizes `= any(array)` by the array it is given, so a
// plan for one hash always looked cheaper than the shared plan and the statement was planned afresh on
// every execution (0.16 ms of planning for 0.03 ms of work). A JSON array's length is unknown to the
// planner whatever it holds, so after its first few executions the statement keeps one plan.
const sessionsByTokenHashes = preparedPerHandle((db) =>
  db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userId: sessions.userId,
      role: sessions.role,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      clubId: users.clubId,
      userStatus: users.status,
      user: callerColumns,
      clubName: clubs.name,
      clubWording: clubs.wording,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(clubs, eq(clubs.id, users.clubId))
    .where(
      sql`${sessions.tokenHash} in (select jsonb_array_elements_text(${sql.placeholder('tokenHashes')}::jsonb))`,
    )
    .prepare('sessions_by_token_hashes'),
);

type TActiveSession = Awaited<ReturnType<ReturnType<typeof sessionsByTokenHashes>['execute']>>[number];

/**
 * Every signed-in request reads its session, so the reads asked for in one turn of the event loop (the
 * requests that arrived together) go to the database as one statement: a busy server sends one query
 * for ten requests instead of ten. Nothing is cached: each read is made after its request arrived, so
 * a revoked session or a disabled account is refused by the very next request on every instance.
 */
const sessionReaders = new WeakMap<DbOrTx, DataLoader<string, TActiveSession | undefined>>();

function sessionReader(db: DbOrTx) {
  let reader = sessionReaders.get(db);
  if (!reader) {
    reader = new DataLoader(
      async (tokenHashes: readonly string[]) => {
        const rows = await sessionsByTokenHashes(db).execute({ tokenHashes: JSON.stringify(tokenHashes) });
        const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
        return tokenHashes.map((hash) => byHash.get(hash));
      },
      // No cache between requests; one batch per turn of the event loop, after the requests read in it.
      { cache: false, batchScheduleFn: (run) => setImmediate(run), maxBatchSize: SESSION_BATCH_MAX },
    );
    sessionReaders.set(db, reader);
  }
  return reader;
}

/**
 * The session of a token with its user's row (no password hash) and club name, read fresh on every
 * call: a revoked session or a disabled account is seen by the very next request on every instance.
 */
export async function findActiveSession(db: DbOrTx, token: string) {
  return sessionReader(db).load(sha256(token));
}

export async function revokeSession(db: DbOrTx, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/**
 * Ends every open session of a user (password reset, account disabled), but the one named in
 * `exceptSessionId` (a password change keeps the session that made it).
 */
export async function revokeUserSessions(db: DbOrTx, userId: number, exceptSessionId?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    );
}
