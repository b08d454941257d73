import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecrets, loadSecretsKey } from './secrets.ts';

describe('secrets', () => {
  const secrets = createSecrets(randomBytes(32));

  it('round-trips and never stores the plain text', () => {
    const sealed = secrets.encrypt('momence-client-secret');
    expect(sealed).not.toContain('momence');
    expect(secrets.decrypt(sealed)).toBe('momence-client-secret');
    expect(secrets.encrypt('same')).not.toBe(secrets.encrypt('same'));
  });

  it('refuses tampered values and other keys', () => {
    const sealed = secrets.encrypt('abc');
    const parts = sealed.split(':');
    parts[3] = Buffer.from('xyz').toString('base64');
    expect(() => secrets.decrypt(parts.join(':'))).toThrow();
    expect(() => createSecrets(randomBytes(32)).decrypt(sealed)).toThrow();
  });

  it('keeps a key file in the data directory when SECRETS_KEY is not set', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pulseboard-secrets-'));
    const first = loadSecretsKey({ dataDir });
    expect(first).toHaveLength(32);
    expect(loadSecretsKey({ dataDir }).equals(first)).toBe(true);
    const env = randomBytes(32).toString('base64');
    expect(loadSecretsKey({ envKey: env, dataDir }).toString('base64')).toBe(env);
  });
});
