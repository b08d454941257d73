import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locations } from '../modules/locations/locations.table.ts';
import { users } from '../modules/users/users.table.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import type { DbOrTx } from './client.ts';
import { preparedPerHandle } from './prepared.ts';

const t = useTestApp();

// Every kind of value the app selects: integers, text, nullable text, a date string, a boolean, a
// timestamp (a Date), a computed column, and a left-joined column that is null for some rows.
const flatColumns = {
  id: users.id,
  email: users.email,
  nickName: users.nickName,
  birthDate: users.birthDate,
  betaEnabled: users.betaEnabled,
  verifiedAt: users.verifiedAt,
  createdAt: users.createdAt,
  initial: sql<string>`left(${users.firstName}, 1)`,
  // Read as text, decoded back to numbers: the decoders of a computed and of an aliased column run.
  idPlusOne: sql`(${users.id} + 1)::text`.mapWith(Number),
  idAgain: sql`${users.id}::text`.mapWith(Number).as('id_again'),
  branchName: locations.branchName,
};

const flatSelect = (db: DbOrTx) =>
  db
    .select(flatColumns)
    .from(users)
    .leftJoin(locations, eq(locations.id, users.locationId))
    .where(eq(users.clubId, sql.placeholder('clubId')))
    .orderBy(asc(users.id));

// The same join selected as nested objects: Drizzle turns a left-joined table with no row into null.
const nestedSelect = (db: DbOrTx) =>
  db
    .select({ user: { id: users.id }, location: { name: locations.branchName } })
    .from(users)
    .leftJoin(locations, eq(locations.id, users.locationId))
    .where(eq(users.clubId, sql.placeholder('clubId')))
    .orderBy(asc(users.id));

const flatPrepared = preparedPerHandle((db) => flatSelect(db).prepare('prepared_test_flat'));
const nestedPrepared = preparedPerHandle((db) => nestedSelect(db).prepare('prepared_test_nested'));

describe('prepared statements map their rows as Drizzle does', () => {
  it('a flat selection is mapped by the decoders found once, with the same values as Drizzle', async () => {
    const prepared = flatPrepared(t.deps.db);
    // The faster mapping is installed (Drizzle then skips its own per-cell mapping).
    expect((prepared as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
      'function',
    );
    const mapped = await prepared.execute({ clubId: 1 });
    const drizzle = await flatSelect(t.deps.db).execute({ clubId: 1 });
    expect(mapped).toEqual(drizzle);
    expect(mapped.length).toBeGreaterThan(20);
    expect(mapped[0]?.createdAt).toBeInstanceOf(Date);
    expect(mapped[0]?.idAgain).toBe(mapped[0]?.id);
    expect(mapped[0]?.idPlusOne).toBe((mapped[0]?.id ?? 0) + 1);
    expect(mapped.some((row) => row.branchName === null)).toBe(true);
    expect(mapped.some((row) => typeof row.branchName === 'string')).toBe(true);
  });

  it('a nested selection keeps Drizzle’s mapping, which nulls a left-joined table without a row', async () => {
    const prepared = nestedPrepared(t.deps.db);
    expect((prepared as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    const rows = await prepared.execute({ clubId: 1 });
    expect(rows).toEqual(await nestedSelect(t.deps.db).execute({ clubId: 1 }));
    expect(rows.some((row) => row.location === null)).toBe(true);
  });

  it('maps the same inside a transaction', async () => {
    const inTx = await t.deps.db.transaction((tx) => flatPrepared(tx).execute({ clubId: 1 }));
    expect(inTx).toEqual(await flatSelect(t.deps.db).execute({ clubId: 1 }));
  });
});
