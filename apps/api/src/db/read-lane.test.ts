import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadLane } from './read-lane.ts';

type TRows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as TRows<T>).rows;

// The read lane is a PostgreSQL server's connection; PGlite has one connection and no lane.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('read lane (PostgreSQL)', () => {
  // Plain reads of no table: the server's maintenance database serves.
  const url = process.env.TEST_DATABASE_URL as string;
  let lane: ReadLane;

  beforeAll(async () => {
    lane = new ReadLane(url);
    await lane.open();
  });
  afterAll(() => lane.close());

  const backendOf = async () =>
    rowsOf<{ pid: number }>(await lane.db.execute(sql`select pg_backend_pid() as pid`))[0]?.pid;

  it('answers reads sent together on one connection, each with its own rows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        lane.db.execute(sql`select ${i}::int as n, pg_backend_pid() as pid, pg_sleep(0.001)`),
      ),
    );
    const rows = answers.map((answer) => rowsOf<{ n: number; pid: number }>(answer)[0]);
    expect(rows.map((row) => row?.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(new Set(rows.map((row) => row?.pid)).size).toBe(1);
  });

  it('fails a failing statement alone; the reads sent with it are answered', async () => {
    const [before, failed, after] = await Promise.allSettled([
      lane.db.execute(sql`select 1 as n`),
      lane.db.execute(sql`select 1 / 0 as n`),
      lane.db.execute(sql`select 3 as n`),
    ]);
    expect(before.status === 'fulfilled' && rowsOf<{ n: number }>(before.value)[0]?.n).toBe(1);
    expect(failed.status).toBe('rejected');
    expect(after.status === 'fulfilled' && rowsOf<{ n: number }>(after.value)[0]?.n).toBe(3);
  });

  it('refuses a transaction, which would take in the statements of every other caller', async () => {
    // Drizzle reports the driver's refusal as the cause of its own error.
    const refused = { cause: { message: expect.stringMatching(/single statements, not transactions/) } };
    await expect(lane.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toMatchObject(refused);
    await expect(lane.db.execute(sql`  BEGIN`)).rejects.toMatchObject(refused);
    // The connection is still a plain one: no transaction was left open on it.
    const [state] = rowsOf<{ open: boolean }>(
      await lane.db.execute(sql`select now() <> statement_timestamp() as open`),
    );
    expect(state?.open).toBe(false);
  });

  it('opens a new connection on the next read after its connection is lost', async () => {
    const lost = await backendOf();
    const admin = new ReadLane(url);
    try {
      await admin.db.execute(sql`select pg_terminate_backend(${lost}::int)`);
    } finally {
      await admin.close();
    }
    // The read in flight when the connection went (or the first after it) may fail; the next is answered.
    await lane.db.execute(sql`select 1`).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await backendOf();
    expect(next).toBeTypeOf('number');
    expect(next).not.toBe(lost);
  });
});
