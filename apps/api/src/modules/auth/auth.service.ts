import type { TLoginBody } from '@pulseboard/contract/auth';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { newToken } from '../../lib/tokens.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { clearClientFailures, forgetLoginAttempt } from './login-failures.repository.ts';
import { throttleLogin } from './login-throttle.ts';
import { burnVerify, verifyPassword } from './passwords.ts';
import { insertSession, revokeSession } from './sessions.repository.ts';

/**
 * Checks the credentials and opens a session; one generic answer for a wrong email or password. `ip` is
 * the client's address, which the sign-in limits are kept by (login-throttle.ts).
 */
export async function login(deps: TDeps, input: TLoginBody, ip: string): Promise<{ token: string }> {
  const { db } = deps;
  // The try is recorded as a failure before the password is checked (login-throttle.ts).
  const attempt = await throttleLogin(db, input.email, ip);
  const user = await findUserByEmail(db, input.email);
  let valid = false;
  if (user) valid = await verifyPassword(user.passwordHash, input.password);
  else await burnVerify(input.password);
  if (!user || !valid) throw new AppError('BAD_CREDENTIALS');
  if (user.status !== 'enabled') {
    // The right password: not a guess.
    await forgetLoginAttempt(db, attempt);
    throw new AppError('ACCOUNT_DISABLED');
  }
  const token = newToken();
  await db.transaction(async (tx) => {
    await insertSession(tx, token, user.id, user.memberRole);
    // A right password is no failure at all (the client-wide limit counts forgiven failures too).
    await forgetLoginAttempt(tx, attempt);
    await clearClientFailures(tx, input.email, ip);
  });
  return { token };
}

export async function logout(deps: TDeps, sessionId: number): Promise<void> {
  await revokeSession(deps.db, sessionId);
}
