import type { TRegisterBody } from '@pulseboard/contract/auth';
import { AppError } from '../../lib/app-error.ts';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import { newToken } from '../../lib/tokens.ts';
import { clubOfJoinCode } from '../clubs/club-join.service.ts';
import { findUserByEmail, insertUser } from '../users/users.repository.ts';
import { assertNotCommon, hashPassword } from './passwords.ts';
import { insertSession } from './sessions.repository.ts';

/**
 * Creates a member account in the club of the registration link's join code and signs it in. The
 * member starts unverified (verified_at null) until staff verify them (SPEC.md section 4).
 */
export async function register(
  deps: TDeps,
  input: TRegisterBody,
): Promise<{ token: string; userId: number; clubId: number }> {
  assertNotCommon(input.password);
  const { db } = deps;
  const club = await clubOfJoinCode(deps, input.joinCode);
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
        clubId: club.id,
        verifiedAt: null,
        memberRole: 'member',
        memberRoles: ['member'],
      });
      await insertSession(tx, token, id, 'member');
      return id;
    });
    return { token, userId, clubId: club.id };
  } catch (err) {
    // Two registrations racing for one email: the unique index decides.
    if (violatedConstraint(err, PG_UNIQUE_VIOLATION) !== null) {
      throw new AppError('EMAIL_TAKEN', { fields: { email: 'error.emailTaken' } });
    }
    throw err;
  }
}
