import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { TRole } from '@pulseboard/contract/roles';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type TBuildOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type TDatabase } from '../db/client.ts';
import type { TDeps } from '../lib/deps.ts';
import { createSecrets } from '../lib/secrets.ts';
import { newToken } from '../lib/tokens.ts';
import { insertSession } from '../modules/auth/sessions.repository.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from '../modules/demo/demo-data.ts';
import { createMailer } from '../modules/mail/mailer.ts';
import { findUserByEmail } from '../modules/users/users.repository.ts';
// Brings in the ProvidedContext keys for every program that compiles this file (the bench too).
import type {} from './global-setup.ts';

export interface TTestApp {
  app: FastifyInstance;
  deps: TDeps;
  /** A fresh session token for a demo login, made directly in the database. */
  tokenFor(email: string, role?: TRole): Promise<string>;
  close(): Promise<void>;
}

export interface TTestAppOptions extends TBuildOptions {
  /** Configuration variables beyond the test defaults (TLS_CERT_FILE, ...). */
  env?: NodeJS.ProcessEnv;
}

/**
 * A real server on a real database with the real migrations and the demo data: embedded PGlite in
 * memory, or a throwaway database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestApp(opts: TTestAppOptions = {}): Promise<TTestApp> {
  const { env, ...buildOptions } = opts;
  const { database, throwaway } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: process.env.WEB_DIST_DIR,
    ...env,
  });
  const deps: TDeps = {
    config,
    database,
    db: database.db,
    state: { migrated: true, shuttingDown: false },
    secrets: createSecrets(randomBytes(32)),
    mailer: undefined as never,
  };
  // TEST_LOG_LEVEL=error shows the server log of a failing test.
  const logger = process.env.TEST_LOG_LEVEL ? { level: process.env.TEST_LOG_LEVEL } : false;
  const app = await buildApp(deps, { logger, ...buildOptions });
  deps.mailer = createMailer({ db: database.db, from: config.MAIL_FROM, log: app.log });
  return {
    app,
    deps,
    async tokenFor(email, role) {
      const user = await findUserByEmail(database.db, email);
      if (!user) throw new Error(`no user ${email}`);
      const token = newToken();
      await insertSession(database.db, token, user.id, role ?? user.memberRole);
      return token;
    },
    async close() {
      await app.close();
      await database.close();
      await throwaway?.drop();
    },
  };
}

// Outside Vitest (the benchmark) nothing is provided and each database is prepared from scratch.
function provided(key: 'pgTemplate' | 'pgliteTemplate'): string {
  try {
    return inject(key);
  } catch {
    return '';
  }
}

/** A copy of the run's migrated and seeded template (see global-setup.ts), or a fresh one without it. */
async function openTestDatabase(): Promise<{
  database: TDatabase;
  throwaway: { drop(): Promise<void> } | null;
}> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const throwaway = await createThrowawayDatabase(baseUrl, provided('pgTemplate') || undefined);
    const database = await openDatabase({ url: throwaway.url, dataDir: null });
    if (!throwaway.fromTemplate) await prepare(database);
    return { database, throwaway };
  }
  const template = provided('pgliteTemplate');
  const loadDataDir = template ? new Blob([new Uint8Array(readFileSync(template))]) : undefined;
  const database = await openDatabase({ dataDir: null, loadDataDir });
  if (!loadDataDir) await prepare(database);
  return { database, throwaway: null };
}

async function prepare(database: TDatabase) {
  await database.migrate();
  await seedDemoData(database.db);
}

async function createThrowawayDatabase(baseUrl: string, template?: string) {
  const name = `pulseboard_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    fromTemplate: Boolean(template),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export { DEMO_LOGINS, DEMO_PASSWORD };

/**
 * The driver client under the read lane's handle (db/read-lane.ts; on PGlite the one handle), whose
 * `query` a test spies on to see which statements went there.
 */
export function readLaneClient(deps: TDeps): { query(...args: unknown[]): unknown } {
  return (deps.database.reads as unknown as { $client: { query(...args: unknown[]): unknown } }).$client;
}

/** Shorthand for a JSON request through app.inject. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  opts: {
    token?: string;
    body?: unknown;
    lang?: string;
    headers?: Record<string, string>;
    /** The client's address (the default is 127.0.0.1). */
    ip?: string;
  } = {},
) {
  const res = await app.inject({
    method,
    url,
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
    headers: {
      ...(opts.token ? { 'x-authorization': opts.token } : {}),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
      ...opts.headers,
    },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers, raw: res };
}
