import DataLoader from 'dataloader';
import type { DbOrTx } from '../db/client.ts';

// What one read gave: its answer, or what it threw, kept as thrown (an AppError stays one).
type TOutcome<TResult> = { ok: true; value: TResult } | { ok: false; error: unknown };

/**
 * A read that identical calls asked for in one turn of the event loop share: the requests that arrived
 * together (a studio's screens refreshing after the same change, staff opening the same list) cost one
 * read instead of one each. Nothing is cached: the read starts after every caller sharing it has asked
 * (the turn's promise jobs have run, as DataLoader schedules a batch), so each one sees what was
 * committed before it arrived, and the next turn reads again. Calls on another database handle (a
 * transaction) never share; on a transaction the read still waits for the end of the turn. A failed
 * read fails only the callers of that key, with what it threw.
 *
 * `keyOf` must name everything the answer depends on; callers receive the same object and must not
 * change it.
 */
export function coalescedPerTurn<TArgs, TResult>(
  read: (db: DbOrTx, args: TArgs) => Promise<TResult>,
  keyOf: (args: TArgs) => string,
): (db: DbOrTx, args: TArgs) => Promise<TResult> {
  // Each call's key is worked out when it asks (a key that cannot be made fails that call alone).
  type TCall = { key: string; args: TArgs };
  const loaders = new WeakMap<DbOrTx, DataLoader<TCall, TOutcome<TResult>>>();
  const outcomeOf = (db: DbOrTx, args: TArgs): Promise<TOutcome<TResult>> =>
    // Inside then(): a read that throws at once fails its own callers only, as one that rejects.
    Promise.resolve()
      .then(() => read(db, args))
      .then(
        (value) => ({ ok: true, value }),
        (error: unknown) => ({ ok: false, error }),
      );
  const loaderFor = (db: DbOrTx) => {
    let loader = loaders.get(db);
    if (!loader) {
      loader = new DataLoader<TCall, TOutcome<TResult>>(
        async (batch) => {
          const shared = new Map<string, Promise<TOutcome<TResult>>>();
          for (const { key, args } of batch) if (!shared.has(key)) shared.set(key, outcomeOf(db, args));
          return Promise.all(batch.map(({ key }) => shared.get(key) as Promise<TOutcome<TResult>>));
        },
        // No cache between turns: each batch is read afresh.
        { cache: false },
      );
      loaders.set(db, loader);
    }
    return loader;
  };
  return async (db, args) => {
    const outcome = await loaderFor(db).load({ key: keyOf(args), args });
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  };
}
