import type { DbOrTx } from './client.ts';

/**
 * A statement built once per database handle instead of on every call: Drizzle skips rebuilding the
 * SQL, and on PostgreSQL the server parses and plans the named statement once per connection.
 * Names must be unique across the app. A transaction handle gets its own copy, dropped with it.
 */
export function preparedPerHandle<TPrepared>(build: (db: DbOrTx) => TPrepared): (db: DbOrTx) => TPrepared {
  const built = new WeakMap<DbOrTx, TPrepared>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}
