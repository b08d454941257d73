import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedDemoData } from '../modules/demo/demo-data.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, seeded PGlite data directory (PGlite runs). */
    pgliteTemplate: string;
    /** A migrated, seeded PostgreSQL database to copy (TEST_DATABASE_URL runs). */
    pgTemplate: string;
  }
}

/** Migrates and seeds once per run; every test file then starts from a copy. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `pulseboard_template_${process.pid}_${randomBytes(3).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ url: target.toString(), dataDir: null });
    await database.migrate();
    await seedDemoData(database.db);
    await database.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', '');
    return () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  await seedDemoData(database.db);
  const dump = await database.dumpDataDir();
  await database.close();
  const file = path.join(
    tmpdir(),
    `pulseboard-template-${process.pid}-${randomBytes(3).toString('hex')}.tar.gz`,
  );
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => rmSync(file, { force: true });
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
