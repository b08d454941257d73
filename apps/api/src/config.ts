import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { createSecureContext } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// A proxy address: an IP, an IP/prefix (CIDR), or one of proxy-addr's names for a whole range.
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Set: live classes fan out through Redis pub/sub, so several API instances serve one class.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The live channels' prefix, for instances of separate deployments (or test runs) sharing one Redis. */
  REDIS_CHANNEL_PREFIX: z.string().min(1).max(100).default('pulseboard:live'),
  MAIL_FROM: z.string().min(3).default('Pulseboard <no-reply@pulseboard.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  DEMO_DATA: z.enum(['auto', 'on', 'off']).default('auto'),
  SECRETS_KEY: z
    .string()
    .refine(
      (v) => Buffer.from(v, 'base64').length === 32,
      'must be 32 random bytes in base64 (openssl rand -base64 32)',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Unset: X-Forwarded-For is ignored and the client is the address the connection comes from.
  TRUST_PROXY: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every(isProxyAddress),
      'must list proxy addresses or CIDR ranges separated by commas (e.g. 10.0.0.1,10.1.0.0/16)',
    )
    .transform((list) => (list.length > 0 ? list : undefined))
    .optional(),
  // Both set: the server speaks TLS itself, HTTP/2 with HTTP/1.1 for older clients and websockets.
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
});

export type TConfig = z.infer<typeof ZConfig> & {
  dataDir: string;
  webDistDir: string;
  /** The certificate chain and private key (PEM) when the server speaks TLS itself. */
  tls?: { cert: Buffer; key: Buffer };
};

/** Reads and checks the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`,
    );
    throw invalidConfig(lines);
  }
  const c = parsed.data;
  return {
    ...c,
    tls: readTls(c.TLS_CERT_FILE, c.TLS_KEY_FILE),
    // Default: data/ at the project root, whichever folder npm runs the server from.
    dataDir: c.DATA_DIR ? path.resolve(c.DATA_DIR) : fileURLToPath(new URL('../../../data', import.meta.url)),
    webDistDir: path.resolve(c.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}

export class ConfigError extends Error {}

/** The one shape of a refused configuration: a heading, then a line per variable and its problem. */
function invalidConfig(lines: string[]): ConfigError {
  return new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** The certificate and key files, both or neither; a missing or unreadable one stops start-up. */
function readTls(certFile: string | undefined, keyFile: string | undefined): TConfig['tls'] {
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) {
    const [missing, set] = certFile ? ['TLS_KEY_FILE', 'TLS_CERT_FILE'] : ['TLS_CERT_FILE', 'TLS_KEY_FILE'];
    throw invalidConfig([`  ${missing}: must be set too when ${set} is set`]);
  }
  const read = (name: string, file: string) => {
    try {
      return readFileSync(file);
    } catch (err) {
      const reason = (err as NodeJS.ErrnoException).code ?? 'unreadable';
      throw invalidConfig([`  ${name}: cannot read ${JSON.stringify(file)} (${reason})`]);
    }
  };
  const tls = { cert: read('TLS_CERT_FILE', certFile), key: read('TLS_KEY_FILE', keyFile) };
  try {
    createSecureContext(tls);
  } catch (err) {
    const problem = `not a PEM certificate and its private key (${(err as Error).message})`;
    throw invalidConfig([`  TLS_CERT_FILE, TLS_KEY_FILE: ${problem}`]);
  }
  return tls;
}
