import DataLoader from 'dataloader';
import type { DbOrTx } from '../db/client.ts';

/**
 * A read that identical calls asked for in one turn of the event loop share: the requests that arrived
 * together (a studio's screens refreshing after the same change, staff opening the same list) cost one
 * read instead of one each. Nothing is cached: the read starts after every caller sharing it has asked
 * (the turn's promise jobs have run, as DataLoader schedules a batch), so each one sees what was
 * committed before it arrived, and the next turn reads again. Calls on another database handle (a
 * transaction) never share. A failed read fails only the callers of that key.
 *
 * `keyOf` must name everything the answer depends on; callers receive the same object and must not
 * change it.
 */
export function coalescedPerTurn<TArgs, TResult>(
  read: (db: DbOrTx, args: TArgs) => Promise<TResult>,
  keyOf: (args: TArgs) => string,
): (db: DbOrTx, args: TArgs) => Promise<TResult> {
  const loaders = new WeakMap<DbOrTx, DataLoader<TArgs, TResult, string>>();
  return (db, args) => {
    let loader = loaders.get(db);
    if (!loader) {
      loader = new DataLoader<TArgs, TResult, string>(
        async (batch) => {
          const shared = new Map<string, Promise<TResult | Error>>();
          return Promise.all(
            batch.map((one) => {
              const key = keyOf(one);
              let result = shared.get(key);
              if (!result) {
                result = read(db, one).catch((err: unknown) =>
                  err instanceof Error ? err : new Error(String(err)),
                );
                shared.set(key, result);
              }
              return result;
            }),
          );
        },
        // No cache between turns: each batch is read afresh.
        { cache: false },
      );
      loaders.set(db, loader);
    }
    return loader.load(args);
  };
}
