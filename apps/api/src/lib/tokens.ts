import { hash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Hex SHA-256, in one call: every signed-in request hashes its token (no Hash object each time). */
export function sha256(value: string): string {
  return hash('sha256', value, 'hex');
}

/** A 6-digit confirmation code, uniformly drawn. */
export function newConfirmationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
