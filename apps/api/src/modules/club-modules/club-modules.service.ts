import type { TClubModules, TClubPrivacy } from '@pulseboard/contract/club-modules';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { findClubSwitches, updateClubSwitches } from '../clubs/clubs.repository.ts';
import { clubModulesOf, clubPrivacyOf } from '../clubs/clubs.service.ts';

async function settingsOf(deps: TDeps, clubId: number) {
  const row = await findClubSwitches(deps.db, clubId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getModules(deps: TDeps, clubId: number): Promise<TClubModules> {
  return clubModulesOf((await settingsOf(deps, clubId)).modules);
}

export async function setModules(deps: TDeps, clubId: number, modules: TClubModules): Promise<TClubModules> {
  await settingsOf(deps, clubId);
  await updateClubSwitches(deps.db, clubId, { modules });
  return getModules(deps, clubId);
}

export async function getPrivacy(deps: TDeps, clubId: number): Promise<TClubPrivacy> {
  return clubPrivacyOf((await settingsOf(deps, clubId)).privacy);
}

export async function setPrivacy(deps: TDeps, clubId: number, privacy: TClubPrivacy): Promise<TClubPrivacy> {
  await settingsOf(deps, clubId);
  await updateClubSwitches(deps.db, clubId, { privacy });
  return getPrivacy(deps, clubId);
}
