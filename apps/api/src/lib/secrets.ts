import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Encrypts integration secrets at rest (AES-256-GCM); values are never returned by the API. */
export interface Secrets {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

export function createSecrets(key: Buffer): Secrets {
  if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes (base64)');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64'),
        cipher.getAuthTag().toString('base64'),
        body.toString('base64'),
      ].join(':');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key: SECRETS_KEY when set (every instance of a multi-server set-up must share it), else a key
 * file created once in the data directory.
 */
export function loadSecretsKey(opts: { envKey?: string; dataDir: string }): Buffer {
  if (opts.envKey) return Buffer.from(opts.envKey, 'base64');
  const file = path.join(opts.dataDir, 'secrets.key');
  if (!existsSync(file)) {
    mkdirSync(opts.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}
