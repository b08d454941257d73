// The signed-in hot path against a bare Fastify hello-world measured in the same run, on PGlite and
// PostgreSQL: throughput of each as a share of the baseline's.
import autocannon from 'autocannon';
import {
  login,
  postgresReachable,
  startApiServer,
  startProcess,
  stopProcess,
  type TDbKind,
} from './server-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
// Five: with three, the median of one run of the same code moved by a fifth on a noisy machine.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 10;
const HELLO_PORT = 3909;
const API_PORT = 3910;

export interface THotPathRow {
  db: TDbKind;
  /** Requests per second of the bare Fastify hello-world (median of the rounds). */
  baseline: number;
  profile: number;
  members: number;
  /** Each as a share of the baseline measured right before and after it (median of the rounds). */
  profileRatio: number;
  membersRatio: number;
}

interface TTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Requests per second over the run, after a short warm-up; any non-2xx answer fails the bench. */
export async function throughput(target: TTarget, seconds = SECONDS): Promise<number> {
  await autocannon({ ...target, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ ...target, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${target.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return result.requests.average;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The two signed-in requests of the bench against a running server. */
export async function hotPathTargets(baseUrl: string): Promise<{ profile: TTarget; members: TTarget }> {
  const memberToken = await login(baseUrl, 'member@example.com');
  const adminToken = await login(baseUrl, 'club.admin@example.com');
  return {
    profile: { url: `${baseUrl}/dashboard/profile`, headers: { 'x-authorization': memberToken } },
    members: {
      url: `${baseUrl}/dashboard/clients/1/members/page/1?pageSize=20`,
      method: 'POST',
      headers: { 'x-authorization': adminToken, 'content-type': 'application/json' },
      body: '{}',
    },
  };
}

/**
 * The machine is shared (other work comes and goes), so the baseline is measured right before and
 * after each target, in several short rounds, and each ratio is the median of its rounds.
 */
async function measure(db: TDbKind): Promise<THotPathRow> {
  const hello = await startProcess('bench/src/hello-world.ts', { PORT: String(HELLO_PORT) }, /listening/);
  const server = await startApiServer(db, API_PORT);
  try {
    const baselineTarget = { url: `http://127.0.0.1:${HELLO_PORT}/` };
    const targets = await hotPathTargets(server.url);
    const runs = { baseline: [] as number[], profile: [] as number[], members: [] as number[] };
    const ratios = { profile: [] as number[], members: [] as number[] };
    let before = await throughput(baselineTarget);
    runs.baseline.push(before);
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of ['profile', 'members'] as const) {
        const value = await throughput(targets[name]);
        const after = await throughput(baselineTarget);
        runs[name].push(value);
        runs.baseline.push(after);
        ratios[name].push(value / ((before + after) / 2));
        before = after;
      }
    }
    return {
      db,
      baseline: median(runs.baseline),
      profile: median(runs.profile),
      members: median(runs.members),
      profileRatio: median(ratios.profile),
      membersRatio: median(ratios.members),
    };
  } finally {
    await server.stop();
    await stopProcess(hello);
  }
}

export async function benchHotPath(): Promise<THotPathRow[]> {
  const kinds = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',') as TDbKind[];
  const rows: THotPathRow[] = [];
  for (const kind of kinds) {
    if (kind === 'postgres' && !(await postgresReachable())) {
      console.warn('PostgreSQL at BENCH_DATABASE_URL is not reachable: skipped its hot-path rows');
      continue;
    }
    rows.push(await measure(kind));
  }
  return rows;
}

if (import.meta.main) {
  for (const row of await benchHotPath()) console.log(row);
}
