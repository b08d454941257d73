import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../db/client.ts';
import { coalescedPerTurn } from './coalesce.ts';

// Stand-ins for two database handles (the pool and a transaction): only their identity matters here.
const pool = {} as DbOrTx;
const tx = {} as DbOrTx;

/** A read over a store that tests can change between turns, counting how often it runs. */
function countingRead() {
  const store = new Map<string, number>([
    ['a', 1],
    ['b', 2],
  ]);
  const reads: string[] = [];
  const read = coalescedPerTurn(
    async (_db: DbOrTx, key: string) => {
      reads.push(key);
      const value = store.get(key);
      if (value === undefined) throw new Error(`no ${key}`);
      return { value };
    },
    (key) => key,
  );
  return { store, reads, read };
}

describe('coalescedPerTurn', () => {
  it('reads once for identical calls of one turn, and every caller gets the answer', async () => {
    const { reads, read } = countingRead();
    const answers = await Promise.all([read(pool, 'a'), read(pool, 'a'), read(pool, 'a')]);
    expect(reads).toEqual(['a']);
    expect(answers.map((a) => a.value)).toEqual([1, 1, 1]);
  });

  it('reads each key of a turn once', async () => {
    const { reads, read } = countingRead();
    const answers = await Promise.all([read(pool, 'a'), read(pool, 'b'), read(pool, 'a')]);
    expect(reads.sort()).toEqual(['a', 'b']);
    expect(answers.map((a) => a.value)).toEqual([1, 2, 1]);
  });

  it('keeps nothing between turns: a change made after a read is seen by the next call', async () => {
    const { store, reads, read } = countingRead();
    expect((await read(pool, 'a')).value).toBe(1);
    store.set('a', 10);
    expect((await read(pool, 'a')).value).toBe(10);
    expect(reads).toEqual(['a', 'a']);
  });

  it('shares nothing across database handles (a transaction reads for itself)', async () => {
    const { reads, read } = countingRead();
    await Promise.all([read(pool, 'a'), read(tx, 'a')]);
    expect(reads).toEqual(['a', 'a']);
  });

  it('fails only the callers of the key whose read failed', async () => {
    const { reads, read } = countingRead();
    const [missing, again, found] = await Promise.allSettled([
      read(pool, 'z'),
      read(pool, 'z'),
      read(pool, 'b'),
    ]);
    expect(missing).toMatchObject({ status: 'rejected', reason: new Error('no z') });
    expect(again).toMatchObject({ status: 'rejected', reason: new Error('no z') });
    expect(found).toEqual({ status: 'fulfilled', value: { value: 2 } });
    expect(reads.sort()).toEqual(['b', 'z']);
  });

  it('fails only its own callers when a read throws at once, and passes on what was thrown as it is', async () => {
    const refusal = { statusCode: 404 };
    const read = coalescedPerTurn(
      (_db: DbOrTx, key: string) => {
        if (key === 'sync') throw new TypeError('thrown at once');
        if (key === 'value') return Promise.reject(refusal);
        return Promise.resolve(key);
      },
      (key) => key,
    );
    const [sync, value, fine] = await Promise.allSettled([
      read(pool, 'sync'),
      read(pool, 'value'),
      read(pool, 'fine'),
    ]);
    expect(sync).toMatchObject({ status: 'rejected', reason: new TypeError('thrown at once') });
    expect(value).toEqual({ status: 'rejected', reason: refusal });
    expect(fine).toEqual({ status: 'fulfilled', value: 'fine' });
  });
});
