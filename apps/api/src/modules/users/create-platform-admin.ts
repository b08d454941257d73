import type { Db } from '../../db/client.ts';
import { COMMON_PASSWORDS } from '../auth/common-passwords.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findUserByEmail, insertUser } from './users.repository.ts';

/** Creates an accuro user; refuses a taken email or a common password. */
export async function createPlatformAdmin(
  db: Db,
  input: { email: string; password: string; firstName: string; lastName: string },
): Promise<
  { ok: true; userId: number } | { ok: false; reason: 'error.emailTaken' | 'validation.passwordCommon' }
> {
  if (COMMON_PASSWORDS.has(input.password.toLowerCase()))
    return { ok: false, reason: 'validation.passwordCommon' };
  if (await findUserByEmail(db, input.email)) return { ok: false, reason: 'error.emailTaken' };
  const userId = await insertUser(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    memberRole: 'accuro',
    memberRoles: ['accuro'],
  });
  return { ok: true, userId };
}
