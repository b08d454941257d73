import { Column, is, SQL, Subquery } from 'drizzle-orm';
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
      prepared = withFlatRowMapping(build(db, shape));
      shapes.set(shape, prepared);
    }
    return prepared;
  };
}

type TDecoder = { mapFromDriverValue(value: unknown): unknown };
type TSelected = { path: string[]; field: unknown };
/** What Drizzle's prepared queries (node-postgres and PGlite alike, drizzle-orm 0.45) keep to map rows. */
type TMappable = { fields?: TSelected[]; customResultMapper?: (rows: unknown[][]) => unknown };

// SQL's decoder is internal to Drizzle (its mapResultRow reads it the same way).
const sqlDecoder = (sql: unknown) => (sql as { decoder: TDecoder }).decoder;

/** The decoder Drizzle's mapResultRow picks for a selected field, looked up once instead of per row. */
function decoderOf(field: unknown): TDecoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return sqlDecoder(field);
  if (is(field, Subquery)) return sqlDecoder((field as unknown as { _: { sql: SQL } })._.sql);
  return sqlDecoder((field as SQL.Aliased).sql);
}

/**
 * Drizzle maps every row by walking each column's path and testing the field's kind on every cell: on
 * the member page (20 rows of 24 columns) that was 19% of the server's CPU in the bench's profile. A
 * flat selection (no nested objects, so no left-join nulling) is mapped the same way with the decoders
 * found once per statement. Other selections keep Drizzle's mapping.
 */
export function withFlatRowMapping<TPrepared>(prepared: TPrepared): TPrepared {
  const mappable = prepared as TMappable;
  const fields = mappable.fields;
  if (!fields || mappable.customResultMapper || fields.some((f) => f.path.length !== 1)) return prepared;
  const names = fields.map((f) => f.path[0] as string);
  const decoders = fields.map((f) => decoderOf(f.field));
  mappable.customResultMapper = (rows) =>
    rows.map((row) => {
      const item: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i++) {
        const value = row[i];
        item[names[i] as string] =
          value === null ? null : (decoders[i] as TDecoder).mapFromDriverValue(value);
      }
      return item;
    });
  return prepared;
}
