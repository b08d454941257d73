import type { TForgotPasswordBody, TResetPasswordBody } from '@pulseboard/contract/auth';
import { translate } from '@pulseboard/contract/messages';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { newConfirmationCode, sha256 } from '../../lib/tokens.ts';
import { findUserByEmail, updateUser } from '../users/users.repository.ts';
import {
  closeOpenResets,
  countResetAttempt,
  findOpenReset,
  insertReset,
  markResetUsed,
} from './password-resets.repository.ts';
import { assertNotCommon, hashPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.repository.ts';

export const RESET_CODE_TTL_MS = 15 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;

/** Emails a 6-digit code valid 15 minutes; answers the same whether or not the email is registered. */
export async function requestPasswordReset(deps: TDeps, input: TForgotPasswordBody): Promise<void> {
  const user = await findUserByEmail(deps.db, input.email);
  if (user?.status !== 'enabled') return;
  const code = newConfirmationCode();
  await deps.db.transaction(async (tx) => {
    await closeOpenResets(tx, user.id);
    await insertReset(tx, {
      userId: user.id,
      codeHash: sha256(`${user.id}:${code}`),
      expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
    });
  });
  const lang = user.language ?? 'en';
  await deps.mailer.send({
    to: user.email,
    subject: translate('mail.resetSubject', lang),
    text: translate('mail.resetBody', lang, { code }),
  });
}

/** Sets a new password with a valid code, then ends every session of that user. */
export async function resetPassword(deps: TDeps, input: TResetPasswordBody): Promise<void> {
  const wrongCode = new AppError('RESET_CODE_INVALID', { fields: { code: 'validation.confirmationCode' } });
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw wrongCode;
  const reset = await findOpenReset(deps.db, user.id);
  if (!reset || reset.attempts >= MAX_CODE_ATTEMPTS) throw wrongCode;
  if (reset.codeHash !== sha256(`${user.id}:${input.code}`)) {
    await countResetAttempt(deps.db, reset.id);
    throw wrongCode;
  }
  assertNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await markResetUsed(tx, reset.id);
    await revokeUserSessions(tx, user.id);
  });
}
