import type { TRole } from '@pulseboard/contract/roles';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sha256 } from '../../lib/tokens.ts';
import { users } from '../users/users.table.ts';
import { sessions } from './auth.table.ts';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

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

export async function findActiveSession(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      role: sessions.role,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      clubId: users.clubId,
      userStatus: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sha256(token)))
    .limit(1);
  return row;
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
