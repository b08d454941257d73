import type { DbOrTx } from './client.ts';

/**
 * A statement built once per database handle instead of on every call: Drizzle skips rebuilding the
 * SQL, and on PostgreSQL the server parses and plans the named statement once per connection.
 * Names must be unique across the app. A transaction handle gets its own copy, dropped with it.
 */
export function preparedPerHandle<TPrepared>(build: (db: DbOrTx) => TPrepared): (db: DbOrTx) => TPrepared {
  const forShape = preparedPerShape((db) => build(db));
  return (db) => forShape(db, '');
}

/**
 * The same for a query whose SQL varies with the filters given: one statement per shape (which
 * optional filters are present), each built once per handle; `build` names it after the shape.
 */
export function preparedPerShape<TPrepared>(
  build: (db: DbOrTx, shape: string) => TPrepared,
): (db: DbOrTx, shape: string) => TPrepared {
  const built = new WeakMap<DbOrTx, Map<string, TPrepared>>();
  return (db, shape) => {
    let shapes = built.get(db);
    if (!shapes) {
      shapes = new Map();
      built.set(db, shapes);
    }
    let prepared = shapes.get(shape);
    if (!prepared) {
      prepared = build(db, shape);
      shapes.set(shape, prepared);
    }
    return prepared;
  };
}
