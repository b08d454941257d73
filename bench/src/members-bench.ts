// Member search and member import at scale (issue 10): fills a database with members (1,000,000 on
// PostgreSQL, 100,000 on PGlite by default), then measures, through HTTP, the p95 of the member list
// (keyword search, unfiltered page 1, unfiltered page 500) and a 50,000-row CSV import end to end.
import pg from 'pg';
import { createClubsSql, insertMembersSql, memberCsv, SEARCH_KEYWORD } from './member-data.ts';
import { login, postgresReachable, startApiServer, type TDbKind, type TServer } from './server-process.ts';

const PORT = 3911;
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
  /** EXPLAIN ANALYZE of the slowest list request (PostgreSQL only). */
  explain?: string;
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? 0;

async function importCsv(baseUrl: string, token: string, clubId: number, csv: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'members.csv');
  const started = performance.now();
  const res = await fetch(`${baseUrl}/dashboard/clients/${clubId}/members/actions/import`, {
    method: 'POST',
    headers: { 'x-authorization': token },
    body: form,
  });
  const body = (await res.json()) as { data?: { created?: number; rejected?: unknown[] } };
  const seconds = (performance.now() - started) / 1000;
  if (!res.ok || body.data?.rejected?.length)
    throw new Error(`import failed: ${res.status} ${JSON.stringify(body).slice(0, 400)}`);
  return seconds;
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

// The member list's statement as members.repository.ts built it before issue 10's list rework (keyword
// shape), for EXPLAIN: the HTTP figures measure whatever the server runs, this plan does not follow it.
const LIST_SQL = (keyword: boolean, offset: number) => `
  SELECT u.id, u.email, u.first_name, u.last_name, u.nick_name, u.device_id, u.location_id, u.status,
    lp.id, lp.barcode, count(*) OVER ()
  FROM users u
  LEFT JOIN pod_assignments pa ON pa.user_id = u.id AND pa.returned_at IS NULL
  LEFT JOIN loaner_pods lp ON lp.id = pa.pod_id
  WHERE u.club_id = 1 AND u.member_role = 'member' AND u.erased_at IS NULL
  ${
    keyword
      ? `AND (u.email ILIKE $1 OR u.first_name ILIKE $1 OR u.last_name ILIKE $1 OR u.nick_name ILIKE $1
    OR u.device_id ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1)`
      : ''
  }
  ORDER BY u.first_name, u.last_name, u.id LIMIT ${PAGE_SIZE} OFFSET ${offset}`;

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
    await client.query('ANALYZE');
    return others.join(',');
  } finally {
    await client.end();
  }
}

async function explainSlowest(server: TServer, slowest: 'keyword' | 'page1' | 'page500'): Promise<string> {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    const keyword = slowest === 'keyword';
    const offset = slowest === 'page500' ? 499 * PAGE_SIZE : 0;
    const res = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${LIST_SQL(keyword, offset)}`,
      keyword ? [`%${SEARCH_KEYWORD}%`] : [],
    );
    return `${slowest}:\n${res.rows.map((r) => r['QUERY PLAN']).join('\n')}`;
  } finally {
    await client.end();
  }
}

async function measure(db: TDbKind): Promise<TMembersRow> {
  const count = COUNTS[db];
  const server = await startApiServer(db, PORT);
  try {
    const token = await login(server.url, 'club.admin@example.com');
    const token2 = await login(server.url, 'club2.admin@example.com');
    const started = performance.now();
    const importTimes: number[] = [];
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
          memberCsv(rows, start),
        );
        if (rows === IMPORT_ROWS) importTimes.push(time);
      }
    }
    const fillSeconds = (performance.now() - started) / 1000;
    if (db === 'postgres')
      importTimes.push(await importCsv(server.url, token2, 15, memberCsv(IMPORT_ROWS, 0)));

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
      importSeconds: Math.max(...importTimes),
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
