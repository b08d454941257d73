import type { TStationSettingsInput } from '@pulseboard/contract/stations';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountSettings } from '../accounts/accounts.table.ts';

/** The stored settings of an account (the caller has checked the account belongs to the club). */
export async function findAccountSettings(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(accountSettings).where(eq(accountSettings.userId, userId)).limit(1);
  return row;
}

export async function upsertAccountSettings(db: DbOrTx, userId: number, values: TStationSettingsInput) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(accountSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: accountSettings.userId, set });
}
