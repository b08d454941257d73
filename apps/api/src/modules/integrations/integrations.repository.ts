import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clubIntegrations } from './integrations.table.ts';

export type TIntegrationRow = typeof clubIntegrations.$inferSelect;
type TProvider = TIntegrationRow['provider'];
export type TIntegrationValues = Pick<TIntegrationRow, 'enabled' | 'config' | 'secretsEnc' | 'updatedAt'>;

const one = (clubId: number, provider: TProvider) =>
  and(eq(clubIntegrations.clubId, clubId), eq(clubIntegrations.provider, provider));

export function listClubIntegrations(db: DbOrTx, clubId: number) {
  return db.select().from(clubIntegrations).where(eq(clubIntegrations.clubId, clubId));
}

/** One provider's row; `forUpdate` locks it until the transaction ends (secrets are merged from it). */
export async function findIntegration(
  db: DbOrTx,
  clubId: number,
  provider: TProvider,
  opts: { forUpdate?: boolean } = {},
) {
  const query = db.select().from(clubIntegrations).where(one(clubId, provider));
  const [row] = await (opts.forUpdate ? query.for('update') : query);
  return row;
}

export async function upsertIntegration(
  db: DbOrTx,
  clubId: number,
  provider: TProvider,
  values: TIntegrationValues,
) {
  await db
    .insert(clubIntegrations)
    .values({ clubId, provider, ...values })
    .onConflictDoUpdate({ target: [clubIntegrations.clubId, clubIntegrations.provider], set: values });
}

/** Every provider's on/off switch of the club (the club details page). */
export function integrationFlags(db: DbOrTx, clubId: number) {
  return db
    .select({ provider: clubIntegrations.provider, enabled: clubIntegrations.enabled })
    .from(clubIntegrations)
    .where(eq(clubIntegrations.clubId, clubId));
}

/** Sets the switches named in `flags`; a provider without a row gets one. */
export async function setIntegrationFlags(
  db: DbOrTx,
  clubId: number,
  flags: Partial<Record<string, boolean>>,
) {
  for (const [provider, enabled] of Object.entries(flags)) {
    if (enabled === undefined) continue;
    await db
      .insert(clubIntegrations)
      .values({ clubId, provider: provider as TProvider, enabled })
      .onConflictDoUpdate({
        target: [clubIntegrations.clubId, clubIntegrations.provider],
        set: { enabled, updatedAt: new Date() },
      });
  }
}
