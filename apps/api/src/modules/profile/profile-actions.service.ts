import type { TChangePasswordBody, TProfile } from '@pulseboard/contract/profile';
import type { TRole } from '@pulseboard/contract/roles';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { newToken } from '../../lib/tokens.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import { assertNotCommon, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { insertSession, revokeSession, revokeUserSessions } from '../auth/sessions.repository.ts';
import { deleteFile, fileUrl, insertFile } from '../files/files.repository.ts';
import { findUserWithClub, updateUser } from '../users/users.repository.ts';
import { getProfile } from './profile.service.ts';

async function currentUser(deps: TDeps, principal: TPrincipal) {
  const row = await findUserWithClub(deps.db, principal.userId);
  if (!row) throw new AppError('TOKEN_INVALID');
  return row.user;
}

/** Opens a session for another of the user's own roles and closes the current one. */
export async function switchRole(
  deps: TDeps,
  principal: TPrincipal,
  role: TRole,
): Promise<{ token: string }> {
  const user = await currentUser(deps, principal);
  const roles = user.memberRoles.length > 0 ? user.memberRoles : [user.memberRole];
  if (!roles.includes(role)) throw new AppError('FORBIDDEN', { fields: { role: 'validation.roleNotYours' } });
  const token = newToken();
  await deps.db.transaction(async (tx) => {
    await insertSession(tx, token, user.id, role);
    await revokeSession(tx, principal.sessionId);
  });
  return { token };
}

/** Changes the password after checking the current one; the user's other sessions end. */
export async function changePassword(
  deps: TDeps,
  principal: TPrincipal,
  input: TChangePasswordBody,
): Promise<void> {
  const user = await currentUser(deps, principal);
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw fieldError('oldPassword', 'validation.wrongOldPassword');
  }
  assertNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id, principal.sessionId);
  });
}

/** Stores a new avatar image and drops the previous one. */
export async function setAvatar(
  deps: TDeps,
  principal: TPrincipal,
  image: { content: Buffer; mimeType: string },
): Promise<TProfile> {
  const user = await currentUser(deps, principal);
  const previous = user.avatar?.startsWith('/files/') ? user.avatar.slice('/files/'.length) : null;
  await deps.db.transaction(async (tx) => {
    const id = await insertFile(tx, { ...image, uploadedBy: user.id });
    await updateUser(tx, user.id, { avatar: fileUrl(id) });
    if (previous) await deleteFile(tx, previous);
  });
  return getProfile(deps, principal);
}
