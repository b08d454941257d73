import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TThrowawayCert {
  certFile: string;
  keyFile: string;
  cert: Buffer;
  /** Deletes the folder with the key. */
  remove(): void;
}

/**
 * A throwaway self-signed certificate for 127.0.0.1 and localhost, for a server only (not a CA), valid
 * two days, made by the openssl command (it comes with Debian and with git) in a fresh temporary folder.
 */
export function makeSelfSignedCert(): TThrowawayCert {
  const dir = mkdtempSync(path.join(tmpdir(), 'pulseboard-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-addext',
      'basicConstraints=critical,CA:FALSE',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0)
    throw new Error(`openssl could not make a certificate: ${made.error ?? made.stderr}`);
  return {
    certFile,
    keyFile,
    cert: readFileSync(certFile),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
