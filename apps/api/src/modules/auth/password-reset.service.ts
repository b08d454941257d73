import { setTimeout as sleep } from 'node:timers/promises';
import type { TForgotPasswordBody, TResetPasswordBody } from '@pulseboard/contract/auth';
import { translate } from '@pulseboard/contract/messages';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { othersThan, refuseOrTakeBack, refuseWhenFull } from '../../lib/rate-window.ts';
import { newConfirmationCode, sha256 } from '../../lib/tokens.ts';
import { findUserByEmail, updateUser } from '../users/users.repository.ts';
import {
  closeOpenResets,
  countResetAttempts,
  countResetRequests,
  forgetResetAttempt,
  forgetResetRequest,
  insertReset,
  markResetUsed,
  recordResetAttempt,
  recordResetRequest,
  takeResetAttempt,
} from './password-resets.repository.ts';
import { assertNotCommon, hashPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.repository.ts';

export const RESET_CODE_TTL_MS = 15 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;

export const RESET_REQUEST_LIMITS = {
  windowMs: 15 * 60 * 1000,
  /** Requests for one address, registered or not, in the window. */
  perAddress: 3,
  /** Requests from one client (IP), whatever the addresses, in the window. */
  perClient: 10,
  /** Every answer takes at least this long, so its time does not tell whether the address exists. */
  answerFloorMs: 250,
} as const;

/**
 * Reset-password tries from one client (IP), whatever the addresses: each code allows 5 guesses, and
 * this keeps a client from spending the guesses of one address after another.
 */
export const RESET_ATTEMPT_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perClient: 10,
} as const;

/** Logs a failure that happened after the answer was sent. */
export type TLateErrorLog = (err: unknown) => void;

/**
 * Emails a 6-digit code valid 15 minutes. The answer is the same, and comes after the same time,
 * whether or not the email is registered: the limits count the address either way, and the work of
 * a registered one (the code, the mail) is waited for only up to a fixed floor, which every answer
 * waits out; work still running then finishes after the answer.
 */
export async function requestPasswordReset(
  deps: TDeps,
  input: TForgotPasswordBody,
  ip: string,
  logLate: TLateErrorLog,
): Promise<void> {
  const floor = sleep(RESET_REQUEST_LIMITS.answerFloorMs);
  try {
    await throttleResetRequest(deps, input.email, ip);
    let answered = false;
    const sending = sendResetCode(deps, input.email).catch((err: unknown) => {
      if (answered) logLate(err);
      else throw err;
    });
    await Promise.race([sending, floor]);
    answered = true;
  } finally {
    await floor;
  }
}

/**
 * Counts the request first and then the window, this request included: of requests arriving at once,
 * each sees at least the ones recorded before it, so no more than the limit get through. A refused
 * request is taken back and does not count.
 */
async function throttleResetRequest(deps: TDeps, email: string, ip: string) {
  const now = new Date();
  const { windowMs, perAddress, perClient } = RESET_REQUEST_LIMITS;
  const id = await recordResetRequest(deps.db, email, ip);
  const counts = await countResetRequests(deps.db, email, ip, new Date(now.getTime() - windowMs));
  await refuseOrTakeBack(
    () => {
      refuseWhenFull(othersThan(counts.address), perAddress, windowMs, now, 'TOO_MANY_RESET_REQUESTS');
      refuseWhenFull(othersThan(counts.client), perClient, windowMs, now, 'TOO_MANY_RESET_REQUESTS');
    },
    () => forgetResetRequest(deps.db, id),
  );
}

async function sendResetCode(deps: TDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
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
export async function resetPassword(deps: TDeps, input: TResetPasswordBody, ip: string): Promise<void> {
  await throttleResetAttempt(deps, ip);
  const wrongCode = new AppError('RESET_CODE_INVALID', { fields: { code: 'validation.confirmationCode' } });
  // A common password is refused before a try is spent on the code, and before the address is looked
  // up: the answer must not tell a registered address from an unknown one.
  assertNotCommon(input.password);
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw wrongCode;
  const reset = await takeResetAttempt(deps.db, user.id, MAX_CODE_ATTEMPTS);
  if (reset?.codeHash !== sha256(`${user.id}:${input.code}`)) throw wrongCode;
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    // The same right code sent twice at once sets the password once.
    if (!(await markResetUsed(tx, reset.id))) throw wrongCode;
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id);
  });
}

/** Counts the try first, then the client's window, as throttleResetRequest does. */
async function throttleResetAttempt(deps: TDeps, ip: string) {
  const now = new Date();
  const { windowMs, perClient } = RESET_ATTEMPT_LIMITS;
  const id = await recordResetAttempt(deps.db, ip);
  const count = await countResetAttempts(deps.db, ip, new Date(now.getTime() - windowMs));
  await refuseOrTakeBack(
    () => refuseWhenFull(othersThan(count), perClient, windowMs, now, 'TOO_MANY_RESET_ATTEMPTS'),
    () => forgetResetAttempt(deps.db, id),
  );
}
