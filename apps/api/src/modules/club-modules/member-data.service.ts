import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { deleteFile } from '../files/files.repository.ts';
import {
  closeUserAssignment,
  listUserAssignments,
} from '../loaner-pods/loaner-pods-assignments.repository.ts';
import { deleteUserHistory, listUserHistory } from '../member-history/member-history.repository.ts';
import { unlinkTrainerUser } from '../trainers/trainers.repository.ts';
import { findUserOfClub, updateUser } from '../users/users.repository.ts';
import { listUserWorkouts } from '../workouts/workouts.repository.ts';
import { eraseWorkoutHealthData } from '../workouts/workouts-me.repository.ts';

async function memberOfClub(deps: TDeps, clubId: number, memberId: number) {
  const user = await findUserOfClub(deps.db, clubId, memberId);
  if (!user) throw new AppError('NOT_FOUND', { fields: { memberId: 'clubModules.notAMember' } });
  return user;
}

/** Everything personal the club holds about one member, as JSON (right of access). */
export async function exportMemberData(deps: TDeps, clubId: number, memberId: number) {
  const { passwordHash: _never, ...profile } = await memberOfClub(deps, clubId, memberId);
  const [workoutRows, podRows, history] = await Promise.all([
    listUserWorkouts(deps.db, memberId),
    listUserAssignments(deps.db, memberId),
    listUserHistory(deps.db, memberId),
  ]);
  const plain = (row: object) => JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
  return {
    exportedAt: new Date().toISOString(),
    profile: plain(profile),
    // The curve as beats per minute (null where a sample is missing), not the stored bytes.
    workouts: workoutRows.map(({ samples, ...w }) =>
      plain({ ...w, samples: samples ? Array.from(samples, (bpm) => (bpm === 0 ? null : bpm)) : null }),
    ),
    podAssignments: podRows.map(plain),
    bodyMetrics: history.metrics.map(plain),
    bloodPressure: history.bloodPressure.map(plain),
  };
}

/**
 * Erases a member's personal data (right to erasure): the profile, body metrics, blood pressure,
 * heart-rate curves and max HR history. The workouts' summaries stay (anonymous), so the club's totals
 * and leaderboards' history stay right; the account can no longer sign in.
 */
export async function eraseMember(deps: TDeps, clubId: number, memberId: number): Promise<void> {
  const user = await memberOfClub(deps, clubId, memberId);
  if (user.memberRole !== 'member')
    throw new AppError('FORBIDDEN', { fields: { memberId: 'clubModules.notAMember' } });
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const avatar = user.avatar?.startsWith('/files/') ? user.avatar.slice('/files/'.length) : null;
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, {
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
      restingHr: null,
      avatar: null,
      deviceId: null,
      deviceIdNum: null,
      journeyLevel: null,
      xgtPhase: null,
      deviceType: null,
      bluetoothName: null,
      status: 'disabled',
      erasedAt: new Date(),
    });
    await closeUserAssignment(tx, user.id);
    await unlinkTrainerUser(tx, user.id);
    await revokeUserSessions(tx, user.id);
    await deleteUserHistory(tx, user.id);
    await eraseWorkoutHealthData(tx, user.id);
    if (avatar) await deleteFile(tx, avatar);
  });
}
