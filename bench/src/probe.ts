// Timing of one request repeated: a probe is any call that does the request once (an HTTP request to
// the running server, or an SQL statement on the data set), so a benchmark measured in SQL today moves
// to HTTP by handing it another probe.
import { readFileSync } from 'node:fs';
import type pg from 'pg';

/** Does the request once; throws when it fails. */
export type TProbe = () => Promise<void>;

/** Milliseconds: median, 95th percentile and slowest of `n` requests. */
export interface TTimes {
  n: number;
  p50: number;
  p95: number;
  max: number;
  /** CPU milliseconds a request of the processes that answer it (server, database), when readable. */
  cpu?: number;
}

const SAMPLES = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 10;

/** The value at or above `share` of the values (nearest rank). */
const percentile = (sorted: number[], share: number) => sorted[Math.ceil(sorted.length * share) - 1] ?? 0;

/** The value at or above `share` of unsorted values (nearest rank). */
export const percentileOf = (values: number[], share: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    share,
  );

export function timesOf(values: number[]): TTimes {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: values.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

/** CPU milliseconds used so far by each process it measures; undefined where they cannot be read. */
export type TCpuMeter = () => Promise<Map<number, number> | undefined>;

/** CPU used between two readings: a process that started between them counts whole, one that ended is lost. */
export function cpuBetween(before: Map<number, number> | undefined, after: Map<number, number> | undefined) {
  if (!before || !after) return undefined;
  let used = 0;
  for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0);
  return used;
}

/**
 * `count` sequential requests after a short warm-up: what one user waits, request after request. With
 * a CPU meter, also the CPU time a request of the processes that answer it: on a shared machine the
 * waits grow with the load, the CPU time much less.
 */
export async function timeProbe(probe: TProbe, count = SAMPLES, cpu?: TCpuMeter): Promise<TTimes> {
  for (let i = 0; i < WARM_UP; i++) await probe();
  const values: number[] = [];
  const cpuBefore = await cpu?.();
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await probe();
    values.push(performance.now() - started);
  }
  const used = cpuBetween(cpuBefore, await cpu?.());
  const times = timesOf(values);
  if (used !== undefined) times.cpu = used / count;
  return times;
}

/** Clock ticks a second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU milliseconds (user + system) a process has used, from /proc; undefined where it cannot be read. */
function processCpuMs(pid: number): number | undefined {
  try {
    // After the command name's closing parenthesis, utime and stime are the 12th and 13th fields.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The CPU of `pids` (a server process) and of every backend connected to `client`'s database at each
 * reading (a database on this machine only; none without a client, as for PGlite inside the server).
 * The pool's connections exist after the warm-up.
 */
export function cpuMeter(client: pg.Client | undefined, pids: number[] = []): TCpuMeter {
  return async () => {
    const backends = client
      ? (
          await client.query<{ pid: number }>(
            'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
          )
        ).rows
      : [];
    const used = new Map<number, number>();
    for (const pid of [...pids, ...backends.map((r) => r.pid)]) {
      const ms = processCpuMs(pid);
      if (ms === undefined) return undefined;
      used.set(pid, ms);
    }
    return used;
  };
}

/** A signed-in request through the real server; a non-2xx answer fails the bench. */
export function httpProbe(
  url: string,
  token: string,
  init: { method?: string; body?: unknown } = {},
): TProbe {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return async () => {
    const res = await fetch(url, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: {
        'x-authorization': token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body,
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
  };
}

/** One SQL statement on a connection of its own (the server's pool does the same per request). */
export function sqlProbe(client: pg.Client, text: string, values: unknown[] = []): TProbe {
  return async () => {
    await client.query(text, values);
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
/** "p50 / p95 / max" of a row of the table; `per` names what the CPU time is of. */
export const spread = (t: TTimes, per = 'a request') =>
  `p50 ${ms(t.p50)}, p95 ${ms(t.p95)}, max ${ms(t.max)} (n=${t.n}${t.cpu === undefined ? '' : `; CPU ${ms(t.cpu)} ${per}`})`;
