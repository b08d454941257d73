import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../lib/app-error.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

// argon2id at the OWASP minimum: 19 MiB, 2 iterations, 1 lane (argon2id is the library's default algorithm).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified when the email is unknown, so a wrong email takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
export async function burnVerify(password: string): Promise<void> {
  dummyHash ??= hashPassword('pulseboard-no-such-user');
  await verifyPassword(await dummyHash, password);
}

/** Refuses the most common passwords, compared case-insensitively. */
export function assertNotCommon(password: string, field = 'password'): void {
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw new AppError('VALIDATION_FAILED', { fields: { [field]: 'validation.passwordCommon' } });
  }
}
