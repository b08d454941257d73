import type { TRegisterBody } from '@pulseboard/contract/auth';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import { newToken } from '../../lib/tokens.ts';
import { clubExists } from '../clubs/clubs.repository.ts';
import { findUserByEmail, insertUser } from '../users/users.repository.ts';
import { assertNotCommon, hashPassword } from './passwords.ts';
import { insertSession } from './sessions.repository.ts';

/** Creates a member account (optionally in a club) and signs it in. */
export async function register(
  deps: TDeps,
  input: TRegisterBody,
): Promise<{ token: string; userId: number }> {
  assertNotCommon(input.password);
  const { db } = deps;
  if (input.clientId !== undefined && !(await clubExists(db, input.clientId))) {
    throw fieldError('clientId', 'validation.clubId');
  }
  if (await findUserByEmail(db, input.email))
    throw new AppError('EMAIL_TAKEN', { fields: { email: 'error.emailTaken' } });
  const passwordHash = await hashPassword(input.password);
  const token = newToken();
  try {
    const userId = await db.transaction(async (tx) => {
      const id = await insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        nickName: input.nickName || null,
        gender: input.gender,
        birthDate: input.birthDate,
        clubId: input.clientId ?? null,
        memberRole: 'member',
        memberRoles: ['member'],
      });
      await insertSession(tx, token, id, 'member');
      return id;
    });
    return { token, userId };
  } catch (err) {
    // Two registrations racing for one email: the unique index decides.
    if (violatedConstraint(err, PG_UNIQUE_VIOLATION) !== null) {
      throw new AppError('EMAIL_TAKEN', { fields: { email: 'error.emailTaken' } });
    }
    throw err;
  }
}
