// Timing of one request repeated: a probe is any call that does the request once (an HTTP request to
// the running server, or an SQL statement on the data set), so a benchmark measured in SQL today moves
// to HTTP by handing it another probe.
import type pg from 'pg';

/** Does the request once; throws when it fails. */
export type TProbe = () => Promise<void>;

/** Milliseconds: median, 95th percentile and slowest of `n` requests. */
export interface TTimes {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

const SAMPLES = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 10;

/** The value at or above `share` of the values (nearest rank). */
const percentile = (sorted: number[], share: number) => sorted[Math.ceil(sorted.length * share) - 1] ?? 0;

export function timesOf(values: number[]): TTimes {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: values.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

/** `count` sequential requests after a short warm-up: what one user waits, request after request. */
export async function timeProbe(probe: TProbe, count = SAMPLES): Promise<TTimes> {
  for (let i = 0; i < WARM_UP; i++) await probe();
  const values: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await probe();
    values.push(performance.now() - started);
  }
  return timesOf(values);
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
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status}`);
  };
}

/** One SQL statement on a connection of its own (the server's pool does the same per request). */
export function sqlProbe(client: pg.Client, text: string, values: unknown[] = []): TProbe {
  return async () => {
    await client.query(text, values);
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
/** "p50 / p95 / max" of a row of the table. */
export const spread = (t: TTimes) => `p50 ${ms(t.p50)}, p95 ${ms(t.p95)}, max ${ms(t.max)} (n=${t.n})`;
