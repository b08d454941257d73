// Issue 11 at scale, through the real server: ingestion throughput (batches of 100 one-hour 1 Hz
// workouts, on PGlite and on PostgreSQL) and My Workouts (POST /dashboard/workouts/page/1) for a member
// with 2,000 workouts in a year and for staff filtering by their club, over the 5,000,000-workout set.
import pg from 'pg';
import { hourOfSamples } from './engine.ts';
import { cpuBetween, cpuMeter, httpProbe, type TCpuMeter, type TTimes, timeProbe, timesOf } from './probe.ts';
import { login, startApiServer, type TDbKind, type TServer } from './server-process.ts';
import type { TWorkoutSet } from './workout-data.ts';

const BATCHES = Number(process.env.BENCH_INGEST_BATCHES ?? 30);
const BATCH_SIZE = 100;
const PGLITE_PORT = 3913;

export interface TIngestRow {
  db: TDbKind;
  /** Workouts stored per second over every batch, one batch after another. */
  workoutsPerSecond: number;
  /** Milliseconds per batch (its `cpu`: of the server and the database, a workout). */
  batch: TTimes;
  /** What the database held besides (the 5M set, or the demo data). */
  over: string;
}

export interface TListRow {
  what: string;
  times: TTimes;
  /** The list's totalRecords: how many workouts the request counted. */
  total: number;
}

/** Batch `batch` of the run: 100 workouts of one hour at 1 Hz, each an hour and a quarter before the previous. */
function ingestBody(memberIds: number[], batch: number, run: string) {
  return {
    workouts: Array.from({ length: BATCH_SIZE }, (_, i) => {
      const n = batch * BATCH_SIZE + i;
      return {
        clientRef: `${run}-${n}`,
        memberId: memberIds[n % memberIds.length],
        dataSource: 'station',
        deviceSn: `BENCH-${n % 12}`,
        startTime: new Date(Date.now() - (120 + n * 75) * 60_000).toISOString(),
        hr: hourOfSamples(n + 1),
      };
    }),
  };
}

type TIngestAnswer = { data?: { created?: number; items?: { status: string; errors?: unknown[] }[] } };

async function ingest(baseUrl: string, token: string, memberIds: number[], cpu: TCpuMeter) {
  const run = `bench-${Date.now()}`;
  const times: number[] = [];
  const cpuBefore = await cpu();
  for (let batch = 0; batch < BATCHES; batch++) {
    const body = JSON.stringify(ingestBody(memberIds, batch, run));
    const started = performance.now();
    const res = await fetch(`${baseUrl}/dashboard/workouts/actions/ingest`, {
      method: 'POST',
      headers: { 'x-authorization': token, 'content-type': 'application/json' },
      body,
    });
    const answer = (await res.json()) as TIngestAnswer;
    times.push(performance.now() - started);
    const refused = answer.data?.items?.find((item) => item.status !== 'created');
    if (!res.ok || refused || answer.data?.created !== BATCH_SIZE)
      throw new Error(`ingest: ${res.status} ${JSON.stringify(refused ?? answer).slice(0, 400)}`);
  }
  const used = cpuBetween(cpuBefore, await cpu());
  const seconds = times.reduce((a, b) => a + b, 0) / 1000;
  const batch = timesOf(times);
  if (used !== undefined) batch.cpu = used / (BATCHES * BATCH_SIZE);
  return { workoutsPerSecond: (BATCHES * BATCH_SIZE) / seconds, batch };
}

/** Removes what ingestion stored in the set's ingestion club, so the set stays as made. */
async function emptyIngestClub(set: TWorkoutSet) {
  const client = new pg.Client({ connectionString: set.databaseUrl });
  await client.connect();
  try {
    for (const table of ['points_ledger', 'workout_daily', 'workouts'])
      await client.query(`DELETE FROM ${table} WHERE club_id = $1`, [set.ingestClubId]);
    await client.query(
      `DELETE FROM max_hr_changes WHERE user_id IN (SELECT id FROM users WHERE club_id = $1)`,
      [set.ingestClubId],
    );
  } finally {
    await client.end();
  }
}

/** Ingestion on the server already running over the 5M set, as the ingestion club's staff. */
export async function benchIngestOnSet(server: TServer, set: TWorkoutSet): Promise<TIngestRow> {
  await emptyIngestClub(set);
  const client = new pg.Client({ connectionString: set.databaseUrl });
  try {
    const token = await login(server.url, set.ingestStaffEmail);
    await client.connect();
    const result = await ingest(server.url, token, set.ingestMemberIds, cpuMeter(client, pids(server)));
    return { db: 'postgres', ...result, over: `${set.sizes.workouts.toLocaleString('en')} workouts` };
  } finally {
    await client.end();
    await emptyIngestClub(set);
  }
}

/** Ingestion on a fresh PGlite server with the demo data, as the demo club's admin for its members. */
export async function benchIngestOnPglite(): Promise<TIngestRow> {
  const server = await startApiServer('pglite', PGLITE_PORT);
  try {
    const token = await login(server.url, 'club.admin@example.com');
    const res = await fetch(`${server.url}/dashboard/clients/1/members/page/1?pageSize=100`, {
      method: 'POST',
      headers: { 'x-authorization': token, 'content-type': 'application/json' },
      body: '{}',
    });
    const page = (await res.json()) as {
      data: { list: { userId: number; effectiveMaxHr: number | null }[] };
    };
    // Scoring needs a max HR: the seeded members of club 1 have one (a birth date).
    const members = page.data.list.filter((m) => m.effectiveMaxHr !== null).map((m) => m.userId);
    if (members.length === 0) throw new Error('ingest on PGlite: no member of club 1 with a max HR');
    const result = await ingest(server.url, token, members, cpuMeter(undefined, pids(server)));
    return { db: 'pglite', ...result, over: 'the demo data' };
  } finally {
    await server.stop();
  }
}

const pids = (server: TServer) => (server.pid === undefined ? [] : [server.pid]);

const dayStart = (day: string, back: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - back * 86_400_000).toISOString();
const dayEnd = (day: string) => new Date(Date.parse(`${day}T23:59:59.999Z`)).toISOString();

/** My Workouts, page 1 of 20 (the page's default size), over the set's last 30 and 365 days. */
export async function benchWorkoutList(server: TServer, set: TWorkoutSet): Promise<TListRow[]> {
  const member = await login(server.url, set.heavyEmail);
  const staff = await login(server.url, set.staffEmail);
  const last = (days: number) => ({ from: dayStart(set.lastDay, days - 1), to: dayEnd(set.lastDay) });
  const cases: { what: string; token: string; body: object; requests?: number }[] = [
    { what: 'member with 2,000 workouts a year, last 30 days', token: member, body: last(30) },
    { what: 'member with 2,000 workouts a year, last 365 days', token: member, body: last(365) },
    {
      what: 'club staff, clubId filter, last 30 days',
      token: staff,
      body: { ...last(30), clubId: set.clubId },
    },
    {
      what: 'club staff, clubId filter, last 365 days',
      token: staff,
      body: { ...last(365), clubId: set.clubId },
      // Seconds a request (it counts the club's whole year): fewer of them.
      requests: 20,
    },
  ];
  const rows: TListRow[] = [];
  const client = new pg.Client({ connectionString: set.databaseUrl });
  await client.connect();
  const cpu = cpuMeter(client, pids(server));
  for (const c of cases) {
    const url = `${server.url}/dashboard/workouts/page/1?pageSize=20`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'x-authorization': c.token, 'content-type': 'application/json' },
      body: JSON.stringify(c.body),
    });
    const page = (await res.json()) as { data?: { totalRecords: number } };
    const times = await timeProbe(httpProbe(url, c.token, { body: c.body }), c.requests, cpu);
    rows.push({ what: c.what, times, total: page.data?.totalRecords ?? 0 });
  }
  await client.end();
  return rows;
}
