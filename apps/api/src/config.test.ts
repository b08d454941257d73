import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { makeSelfSignedCert } from './test-support/tls-cert.ts';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', LOG_LEVEL: 'info', NODE_ENV: 'development' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
    // Without Redis, live classes fan out in process.
    expect(c.REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(c.dataDir).toBe(fileURLToPath(new URL('../../../data', import.meta.url)));
    expect(loadConfig({ DATA_DIR: 'x/y' }).dataDir).toBe(path.resolve('x/y'));
  });

  it('trusts no proxy unless TRUST_PROXY lists them', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: ' ' }).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must start with postgres:\/\//],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL: must start with redis:\/\//],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ TRUST_PROXY: 'proxy.example.com' }, /TRUST_PROXY: must list proxy addresses/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.1, ::1/200' }, /TRUST_PROXY/],
  ])('names the variable in error for %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads a certificate and its key for TLS, both or neither, and checks they are PEM and match', () => {
    expect(loadConfig({}).tls).toBeUndefined();
    const one = makeSelfSignedCert();
    const other = makeSelfSignedCert();
    const tls = loadConfig({ TLS_CERT_FILE: one.certFile, TLS_KEY_FILE: one.keyFile }).tls;
    expect(tls?.cert.toString()).toContain('BEGIN CERTIFICATE');
    expect(() => loadConfig({ TLS_CERT_FILE: one.certFile })).toThrow(/TLS_KEY_FILE: must be set too/);
    expect(() => loadConfig({ TLS_KEY_FILE: one.keyFile })).toThrow(/TLS_CERT_FILE: must be set too/);
    expect(() => loadConfig({ TLS_CERT_FILE: '/nowhere/cert.pem', TLS_KEY_FILE: one.keyFile })).toThrow(
      /TLS_CERT_FILE: cannot read "\/nowhere\/cert.pem" \(ENOENT\)/,
    );
    expect(() => loadConfig({ TLS_CERT_FILE: one.certFile, TLS_KEY_FILE: one.certFile })).toThrow(
      /TLS_CERT_FILE, TLS_KEY_FILE: not a PEM certificate and its private key/,
    );
    expect(() => loadConfig({ TLS_CERT_FILE: one.certFile, TLS_KEY_FILE: other.keyFile })).toThrow(
      /TLS_CERT_FILE, TLS_KEY_FILE: not a PEM certificate and its private key/,
    );
    one.remove();
    other.remove();
  });
});
