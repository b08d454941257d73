import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TServer {
  url: string;
  /** The PostgreSQL database the server runs on (PostgreSQL runs only). */
  databaseUrl?: string;
  /** The server's process id (its CPU time is read from /proc). */
  pid?: number;
  stop(): Promise<void>;
}

/**
 * Runs a script with the project's Node and waits until its output matches `ready`. Its output goes
 * to a file, as a service's log would, so the bench's own event loop never throttles the server's
 * log writes through a full pipe.
 */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  extraArgs: string[] = [],
): Promise<ChildProcess> {
  const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'pulseboard-bench-log-')), 'out.log');
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...extraArgs, script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const started = Date.now();
  while (!ready.test(readFileSync(logFile, 'utf8'))) {
    if (child.exitCode !== null || Date.now() - started > 120_000) {
      throw new Error(`${script} did not start:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.once('exit', () => rmSync(path.dirname(logFile), { recursive: true, force: true }));
  return child;
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export type TDbKind = 'pglite' | 'postgres';

/**
 * The production server (`npm start` without the build step) with demo data, on PGlite in a fresh
 * folder or on a throwaway PostgreSQL database that is dropped on stop; or, given `databaseUrl`, on
 * that PostgreSQL database, which stays (a data set kept between runs).
 */
export async function startApiServer(
  kind: TDbKind,
  port: number,
  extraArgs: string[] = [],
  databaseUrl?: string,
  extraEnv: Record<string, string> = {},
): Promise<TServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pulseboard-bench-'));
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'on',
    ...extraEnv,
  };
  const dbName = `pulseboard_bench_${process.pid}_${port}`;
  const throwaway = kind === 'postgres' && !databaseUrl;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (throwaway) {
    await adminQuery(`DROP DATABASE IF EXISTS ${dbName}`);
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  const child = await startProcess('apps/api/src/server.ts', env, /Pulseboard is running at/, extraArgs);
  return {
    url: `${env.TLS_CERT_FILE ? 'https' : 'http'}://127.0.0.1:${port}`,
    databaseUrl: env.DATABASE_URL,
    pid: child.pid,
    async stop() {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
      if (throwaway) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    },
  };
}

/** Runs one statement on the server's maintenance database (CREATE or DROP DATABASE). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL server of the bench answers. */
export async function postgresReachable(): Promise<boolean> {
  try {
    await adminQuery('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

/** Signs in through the API and returns the session token. */
export async function login(baseUrl: string, email: string, password = 'demo1234'): Promise<string> {
  const res = await fetch(`${baseUrl}/dashboard/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!res.ok || !body.data?.token) throw new Error(`login of ${email} failed: ${res.status}`);
  return body.data.token;
}
