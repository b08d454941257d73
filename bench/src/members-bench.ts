// Member search and member import at scale (issue 10): fills a database with members (1,000,000 on
// PostgreSQL, 100,000 on PGlite by default), then measures, through HTTP, the p95 of the member list
// (keyword search, unfiltered page 1, unfiltered page 500) and a 50,000-row CSV import end to end.
import { MEMBER_COUNT_CAP } from '@pulseboard/contract/members';
import { parseDeviceId } from '@pulseboard/core/device-id';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema.ts';
import { pageMembers } from '../../apps/api/src/modules/members/members-list.repository.ts';
import { createClubsSql, insertMembersSql, memberCsv, SEARCH_KEYWORD } from './member-data.ts';
import { login, postgresReachable, startApiServer, type TDbKind, type TServer } from './server-process.ts';

const PORT = Number(process.env.BENCH_MEMBERS_PORT ?? 3911);
const COUNTS: Record<TDbKind, number> = {
  postgres: Number(process.env.BENCH_MEMBERS_PG ?? 1_000_000),
  pglite: Number(process.env.BENCH_MEMBERS_PGLITE ?? 100_000),
};
const SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 60);
const IMPORT_ROWS = 50_000;
const PAGE_SIZE = 20;

export interface TMembersRow {
  db: TDbKind;
  members: number;
  fillSeconds: number;
  keywordP95: number;
  page1P95: number;
  page500P95: number;
  importSeconds: number;
  /** The longest wait of another user's request (GET /healthz, every 20 ms) during the timed imports. */
  importStallMs: number;
  /** EXPLAIN ANALYZE of the slowest list request (PostgreSQL only). */
  explain?: string;
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? 0;

type TImportTime = { seconds: number; stallMs: number };

/**
 * One import end to end, and meanwhile another user's requests (GET /healthz, one every 20 ms): the
 * longest any of them waited, which is how long the import held the server's event loop at a time.
 */
async function importCsv(baseUrl: string, token: string, clubId: number, csv: string): Promise<TImportTime> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'members.csv');
  let importing = true;
  let stallMs = 0;
  const probing = (async () => {
    while (importing) {
      const sent = performance.now();
      await (await fetch(`${baseUrl}/healthz`)).arrayBuffer();
      stallMs = Math.max(stallMs, performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const res = await fetch(`${baseUrl}/dashboard/clients/${clubId}/members/actions/import`, {
    method: 'POST',
    headers: { 'x-authorization': token },
    body: form,
  });
  const body = (await res.json()) as { data?: { created?: number; rejected?: unknown[] } };
  const seconds = (performance.now() - started) / 1000;
  importing = false;
  await probing;
  if (!res.ok || body.data?.rejected?.length)
    throw new Error(`import failed: ${res.status} ${JSON.stringify(body).slice(0, 400)}`);
  return { seconds, stallMs };
}

/** Milliseconds of each of `SAMPLES` sequential list requests, after a short warm-up. */
async function listTimes(baseUrl: string, token: string, page: number, body: object): Promise<number[]> {
  const request = async () => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/dashboard/clients/1/members/page/${page}?pageSize=${PAGE_SIZE}`, {
      method: 'POST',
      headers: { 'x-authorization': token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`member list page ${page}: ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await request();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) times.push(await request());
  return times;
}

async function fillPostgres(server: TServer, count: number): Promise<string> {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    await client.query(createClubsSql(18));
    const { rows } = await client.query<{ id: number }>('SELECT id FROM clubs WHERE id <> 1 ORDER BY id');
    const others = rows.map((r) => r.id);
    for (let from = 1; from <= count; from += 100_000) {
      await client.query(insertMembersSql(from, Math.min(from + 99_999, count), 1, others));
    }
    // As autovacuum would leave a bulk-loaded table: statistics, and the visibility map that lets the
    // list's page offsets read the index alone.
    await client.query('VACUUM (ANALYZE) users');
    return others.join(',');
  } finally {
    await client.end();
  }
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements the server runs for a list request: the API's own
 * member list code, on its own connection, with the SQL and values it sends captured.
 */
async function explainSlowest(server: TServer, slowest: 'keyword' | 'page1' | 'page500'): Promise<string> {
  const pool = new pg.Pool({ connectionString: server.databaseUrl, max: 1 });
  try {
    const statements: { sql: string; params: unknown[] }[] = [];
    const db = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
    }) as unknown as Db;
    const offset = slowest === 'page500' ? 499 * PAGE_SIZE : 0;
    const keyword = slowest === 'keyword' ? SEARCH_KEYWORD : undefined;
    await pageMembers(
      db,
      1,
      { role: 'member', keyword, deviceIdNum: keyword ? parseDeviceId(keyword) : null },
      { offset, limit: PAGE_SIZE, countCap: Math.max(MEMBER_COUNT_CAP, offset + PAGE_SIZE) + 1 },
    );
    const plans: string[] = [];
    for (const { sql, params } of statements) {
      const res = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      plans.push(`${sql}\n${JSON.stringify(params)}\n${res.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
    return `${slowest}:\n${plans.join('\n\n')}`;
  } finally {
    await pool.end();
  }
}

async function measure(db: TDbKind): Promise<TMembersRow> {
  const count = COUNTS[db];
  const server = await startApiServer(db, PORT);
  try {
    const token = await login(server.url, 'club.admin@example.com');
    const token2 = await login(server.url, 'club2.admin@example.com');
    const started = performance.now();
    const importTimes: TImportTime[] = [];
    if (db === 'postgres') await fillPostgres(server, count);
    else {
      // PGlite is held by the server: the data set goes in as an admin would put it, 50,000-row imports,
      // alternating between the two demo clubs.
      for (let start = 0, n = 0; start < count; start += IMPORT_ROWS, n++) {
        const rows = Math.min(IMPORT_ROWS, count - start);
        const time = await importCsv(
          server.url,
          n % 2 ? token2 : token,
          n % 2 ? 15 : 1,
          memberCsv(rows, start, n % 2 ? 'Sweat Lab Central' : 'Downtown'),
        );
        if (rows === IMPORT_ROWS) importTimes.push(time);
      }
    }
    const fillSeconds = (performance.now() - started) / 1000;
    if (db === 'postgres')
      importTimes.push(
        await importCsv(server.url, token2, 15, memberCsv(IMPORT_ROWS, 0, 'Sweat Lab Central')),
      );

    const keyword = p95(await listTimes(server.url, token, 1, { keyword: SEARCH_KEYWORD }));
    const page1 = p95(await listTimes(server.url, token, 1, {}));
    const page500 = p95(await listTimes(server.url, token, 500, {}));
    const figures = { keyword, page1, page500 } as const;
    const slowest = (Object.keys(figures) as (keyof typeof figures)[]).sort(
      (a, b) => figures[b] - figures[a],
    )[0];
    return {
      db,
      members: count,
      fillSeconds,
      keywordP95: keyword,
      page1P95: page1,
      page500P95: page500,
      importSeconds: Math.max(...importTimes.map((i) => i.seconds)),
      importStallMs: Math.max(...importTimes.map((i) => i.stallMs)),
      explain: db === 'postgres' && slowest ? await explainSlowest(server, slowest) : undefined,
    };
  } finally {
    await server.stop();
  }
}

export async function benchMembers(): Promise<TMembersRow[]> {
  const kinds = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',') as TDbKind[];
  const rows: TMembersRow[] = [];
  for (const kind of kinds) {
    if (kind === 'postgres' && !(await postgresReachable())) {
      console.warn('PostgreSQL at BENCH_DATABASE_URL is not reachable: skipped its member rows');
      continue;
    }
    rows.push(await measure(kind));
  }
  return rows;
}

if (import.meta.main) {
  for (const row of await benchMembers()) console.log(row);
}
