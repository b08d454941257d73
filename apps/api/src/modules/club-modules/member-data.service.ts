import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { deleteFile } from '../files/files.repository.ts';
import { podAssignments } from '../loaner-pods/loaner-pods.table.ts';
import { trainers } from '../trainers/trainers.table.ts';
import { users } from '../users/users.table.ts';
import { workouts } from '../workouts/workouts.table.ts';

async function memberOfClub(deps: TDeps, clubId: number, memberId: number) {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.clubId, clubId)))
    .limit(1);
  if (!user) throw new AppError('NOT_FOUND', { fields: { memberId: 'privacy.notAMember' } });
  return user;
}

/** Everything personal the club holds about one member, as JSON (right of access). */
export async function exportMemberData(deps: TDeps, clubId: number, memberId: number) {
  const { passwordHash: _never, ...profile } = await memberOfClub(deps, clubId, memberId);
  const [workoutRows, podRows] = await Promise.all([
    deps.db.select().from(workouts).where(eq(workouts.userId, memberId)).orderBy(workouts.startTime),
    deps.db
      .select()
      .from(podAssignments)
      .where(eq(podAssignments.userId, memberId))
      .orderBy(podAssignments.assignedAt),
  ]);
  const plain = (row: object) => JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
  return {
    exportedAt: new Date().toISOString(),
    profile: plain(profile),
    workouts: workoutRows.map(plain),
    podAssignments: podRows.map(plain),
  };
}

/**
 * Erases a member's personal data (right to erasure) while keeping their workouts, so the club's
 * totals and leaderboards' history stay right; the account can no longer sign in.
 */
export async function eraseMember(deps: TDeps, clubId: number, memberId: number): Promise<void> {
  const user = await memberOfClub(deps, clubId, memberId);
  if (user.memberRole !== 'member')
    throw new AppError('FORBIDDEN', { fields: { memberId: 'privacy.notAMember' } });
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const avatar = user.avatar?.startsWith('/files/') ? user.avatar.slice('/files/'.length) : null;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: `erased-${user.id}@erased.invalid`,
        passwordHash,
        firstName: 'Erased',
        lastName: 'Member',
        nickName: null,
        birthDate: null,
        gender: null,
        weight: null,
        bodyFat: null,
        maxHr: null,
        avatar: null,
        deviceId: null,
        deviceType: null,
        bluetoothName: null,
        status: 'disabled',
        erasedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await tx
      .update(podAssignments)
      .set({ returnedAt: new Date() })
      .where(and(eq(podAssignments.userId, user.id), isNull(podAssignments.returnedAt)));
    await tx.update(trainers).set({ userId: null }).where(eq(trainers.userId, user.id));
    await revokeUserSessions(tx, user.id);
    if (avatar) await deleteFile(tx, avatar);
  });
}
