import { describe, expect, it } from 'vitest';
import { newConfirmationCode, newToken, sha256 } from './tokens.ts';

describe('tokens', () => {
  it('hashes as SHA-256 in hex (the stored session and reset-code hashes depend on it)', () => {
    // FIPS 180-2's test vector.
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256('ñ')).toBe(sha256('\u00f1'));
  });

  it('makes URL-safe tokens of 256 bits and 6-digit codes', () => {
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(newToken());
    expect(newConfirmationCode()).toMatch(/^\d{6}$/);
  });
});
