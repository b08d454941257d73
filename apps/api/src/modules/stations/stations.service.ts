import {
  DEFAULT_STATION_SETTINGS,
  SKIN_IDS,
  type TSkinId,
  type TStationSettings,
  type TStationSettingsInput,
} from '@pulseboard/contract/stations';
import type { TDeps } from '../../lib/deps.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import { insertAccountLog } from '../accounts/account-logs.repository.ts';
import { loadClubAccount } from '../accounts/accounts.service.ts';
import { findAccountSettings, upsertAccountSettings } from './stations.repository.ts';

type TSettingsRow = NonNullable<Awaited<ReturnType<typeof findAccountSettings>>>;

function toSettings(row: TSettingsRow): TStationSettings {
  return {
    zoneStarts: row.zoneStarts,
    zonePoints: row.zonePoints,
    zoneColors: row.zoneColors,
    colorMode: row.colorMode,
    gradientFrom: row.gradientFrom,
    gradientTo: row.gradientTo,
    sixtyMinuteCutoff: row.sixtyMinuteCutoff,
    calorieInflate: row.calorieInflate,
    // A skin since withdrawn from the list reads as the default.
    skin: (SKIN_IDS as readonly string[]).includes(row.skin)
      ? (row.skin as TSkinId)
      : DEFAULT_STATION_SETTINGS.skin,
  };
}

/** An account's station settings, or the defaults while none are stored; 404 for another club's account. */
export async function getStationSettings(
  deps: TDeps,
  clubId: number,
  accountId: number,
): Promise<TStationSettings> {
  await loadClubAccount(deps.db, clubId, accountId);
  const row = await findAccountSettings(deps.db, accountId);
  return row ? toSettings(row) : DEFAULT_STATION_SETTINGS;
}

/** Stores every setting at once and logs the change, in one transaction. */
export async function changeStationSettings(
  deps: TDeps,
  principal: TPrincipal,
  clubId: number,
  accountId: number,
  input: TStationSettingsInput,
): Promise<TStationSettings> {
  await deps.db.transaction(async (tx) => {
    await loadClubAccount(tx, clubId, accountId);
    await upsertAccountSettings(tx, accountId, input);
    await insertAccountLog(tx, {
      clubId,
      userId: accountId,
      actorId: principal.userId,
      action: 'change-settings',
      detail: `zones ${input.zoneStarts.join('/')}, points ${input.zonePoints.join('/')}, skin ${input.skin}`,
    });
  });
  return getStationSettings(deps, clubId, accountId);
}
