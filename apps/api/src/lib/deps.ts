import type { TConfig } from '../config.ts';
import type { Db, TDatabase } from '../db/client.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import type { Secrets } from './secrets.ts';

/** What services need from the outside world, built once in server.ts (or a test) and passed in. */
export interface TDeps {
  config: TConfig;
  database: TDatabase;
  db: Db;
  mailer: Mailer;
  secrets: Secrets;
  state: { migrated: boolean; shuttingDown: boolean };
}
