import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDirLock } from './dir-lock.ts';
import { ReadLane } from './read-lane.ts';
import * as schema from './schema.ts';

type TSchema = typeof schema;
/** The database handle every repository takes: the same type on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
export type Tx = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
/** A handle that may be the database or a transaction in progress. */
export type DbOrTx = Db | Tx;

export interface TDatabase {
  db: Db;
  /**
   * The read lane (db/read-lane.ts): one pipelined connection for the short single-statement reads of
   * nearly every request. Never a transaction; read it at each use (a lost connection's replacement is
   * a new handle). On PGlite, the same handle as `db`.
   */
  readonly reads: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the migrations; safe to call from several processes at once on a server. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tar (tests clone a template from it). */
  dumpDataDir(): Promise<Blob>;
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir` (memory when null),
 * optionally starting from a dumped data directory.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string | null;
  loadDataDir?: Blob;
}): Promise<TDatabase> {
  return opts.url ? openPostgres(opts.url) : openPglite(opts.dataDir, opts.loadDataDir);
}

async function openPostgres(url: string): Promise<TDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (restart, failover) must not crash the process:
  // the pool discards it and the next query opens a new one.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const lane = new ReadLane(url);
  await lane.open();
  return {
    db,
    get reads() {
      return lane.db;
    },
    kind: 'postgres',
    async migrate() {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const client = await pool.connect();
      try {
        // One migrator at a time across instances.
        await client.query('SELECT pg_advisory_lock(727001)');
        await migrate(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await lane.close();
      await pool.end();
    },
    dumpDataDir() {
      throw new Error('only the embedded database can be dumped');
    },
  };
}

// pg_trgm backs the member keyword search (the migration creates the extension on both databases);
// btree_gin lets its trigram index lead with the club, so a search reads only the club's entries.
const extensions = { pg_trgm, btree_gin };

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<TDatabase> {
  let release = async () => {};
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireDirLock(dataDir);
    client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions });
  } else {
    client = await PGlite.create(loadDataDir ? { loadDataDir, extensions } : { extensions });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    reads: db,
    kind: 'pglite',
    async migrate() {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzlePglite({ client, schema }), { migrationsFolder });
    },
    async ping() {
      await client.query('SELECT 1');
    },
    async close() {
      await client.close();
      await release();
    },
    dumpDataDir() {
      return client.dumpDataDir('gzip');
    },
  };
}
