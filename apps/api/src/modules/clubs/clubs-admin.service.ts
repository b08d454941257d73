import {
  CLUBS_ACCESS,
  INTEGRATIONS,
  type TClub,
  type TClubInput,
  type TClubListItem,
} from '@pulseboard/contract/clubs';
import { hasRole } from '@pulseboard/contract/roles';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { pageOffset } from '../../lib/paging.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import { fileUrl } from '../files/files.repository.ts';
import { integrationFlags, setIntegrationFlags } from '../integrations/integrations.repository.ts';
import { countClubUsers } from '../users/users.repository.ts';
import { countClubWorkouts } from '../workouts/workouts.repository.ts';
import { isTimeZone, parseClubSettings } from './club-settings.ts';
import { clubModulesOf } from './clubs.service.ts';
import {
  deleteEmptyClub,
  findClub,
  findClubConflict,
  insertClub,
  monthlyCounts,
  pageClubs,
  searchClubs,
  setStar,
  type TClubRow,
  type TClubValues,
  updateClub,
} from './clubs-admin.repository.ts';

function listItem(row: {
  club: TClubRow;
  memberCount: number;
  locationCount: number;
  starred: boolean;
}): TClubListItem {
  const { club } = row;
  return {
    clubId: club.id,
    clubName: club.name,
    clubCode: club.code,
    clubLogo: club.logoFileId ? fileUrl(club.logoFileId) : null,
    subdomain: club.subdomain,
    themeColor: club.themeColor,
    memberCount: row.memberCount,
    locationCount: row.locationCount,
    starred: row.starred,
    createdAt: club.createdAt.toISOString(),
  };
}

export async function listClubs(
  deps: TDeps,
  principal: TPrincipal,
  page: number,
  pageSize: number,
  filter: {
    keyword?: string;
    sortField?: 'clubName' | 'clubCode' | 'memberCount' | 'createdAt';
    sortOrder?: 'ascend' | 'descend';
  },
) {
  const res = await pageClubs(deps.db, {
    ...filter,
    userId: principal.userId,
    offset: pageOffset(page, pageSize),
    limit: pageSize,
  });
  return { list: res.list.map(listItem), totalRecords: res.totalRecords };
}

/** Clubs whose name or code contains the keyword, for pickers. */
export function searchClubOptions(deps: TDeps, keyword: string, limit: number) {
  return searchClubs(deps.db, keyword, limit);
}

export async function getClub(deps: TDeps, principal: TPrincipal, clubId: number): Promise<TClub> {
  const row = await findClub(deps.db, clubId, principal.userId);
  if (!row) throw new AppError('NOT_FOUND');
  const { club } = row;
  const [counts, flags] = await Promise.all([
    monthlyCounts(deps.db, club.id, club.timezone),
    integrationFlags(deps.db, club.id),
  ]);
  const enabled = new Map(flags.map((f) => [f.provider, f.enabled]));
  const { settings, valid } = parseClubSettings(club.settingsRaw);
  return {
    ...listItem(row),
    clubDescription: club.description,
    registrationLink: club.registrationLink,
    timezone: club.timezone,
    wording: club.wording,
    settingsRaw: club.settingsRaw,
    settings,
    settingsValid: valid,
    hasPrivateApp: club.hasPrivateApp,
    hasPrivatePt: club.hasPrivatePt,
    inbodyEnabled: club.inbodyEnabled,
    bodyCompositionEnabled: club.bodyCompositionEnabled,
    instagramEnabled: club.instagramEnabled,
    appleHub: club.appleHub,
    appleWatch: club.appleWatch,
    integrations: Object.fromEntries(
      INTEGRATIONS.map((p) => [p, enabled.get(p) ?? false]),
    ) as TClub['integrations'],
    zoneSettings: club.zoneSettings ?? null,
    modules: clubModulesOf(club.modules),
    monthlySessions: counts.sessions,
    monthlyWorkouts: counts.workouts,
    monthlyEmails: counts.emails,
  };
}

function toValues(input: TClubInput): TClubValues {
  return {
    name: input.clubName,
    code: input.clubCode,
    description: input.clubDescription ?? null,
    themeColor: input.themeColor ?? null,
    registrationLink: input.registrationLink ?? null,
    subdomain: input.subdomain ?? null,
    timezone: input.timezone,
    wording: input.wording,
    settingsRaw: input.settingsRaw,
    hasPrivateApp: input.hasPrivateApp,
    hasPrivatePt: input.hasPrivatePt,
    inbodyEnabled: input.inbodyEnabled,
    bodyCompositionEnabled: input.bodyCompositionEnabled,
    instagramEnabled: input.instagramEnabled,
    appleHub: input.appleHub,
    appleWatch: input.appleWatch,
    zoneSettings: input.zoneSettings ?? null,
  };
}

async function checkInput(deps: TDeps, input: TClubInput, exceptId?: number) {
  if (!isTimeZone(input.timezone))
    throw new AppError('VALIDATION_FAILED', { fields: { timezone: 'validation.timezone' } });
  const starts = input.zoneSettings?.starts ?? [];
  if (starts.some((s, i) => i > 0 && s <= (starts[i - 1] ?? 0))) {
    throw new AppError('VALIDATION_FAILED', { fields: { 'zoneSettings.starts': 'validation.zoneStarts' } });
  }
  const conflict = await findClubConflict(
    deps.db,
    { code: input.clubCode, subdomain: input.subdomain },
    exceptId,
  );
  if (conflict?.code === input.clubCode)
    throw new AppError('CONFLICT', { fields: { clubCode: 'validation.clubCodeTaken' } });
  if (conflict) throw new AppError('CONFLICT', { fields: { subdomain: 'validation.subdomainTaken' } });
}

export async function createClub(deps: TDeps, principal: TPrincipal, input: TClubInput): Promise<TClub> {
  await checkInput(deps, input);
  const id = await deps.db.transaction(async (tx) => {
    const clubId = await insertClub(tx, toValues(input));
    await setIntegrationFlags(tx, clubId, input.integrations);
    return clubId;
  });
  return getClub(deps, principal, id);
}

/** Club admins edit their own club, but its identity (code, subdomain, wording) is the platform's. */
export async function editClub(
  deps: TDeps,
  principal: TPrincipal,
  clubId: number,
  input: TClubInput,
): Promise<TClub> {
  const current = await findClub(deps.db, clubId, principal.userId);
  if (!current) throw new AppError('NOT_FOUND');
  if (!hasRole(principal.role, CLUBS_ACCESS.directory)) {
    const { club } = current;
    const changed = (
      [
        ['clubCode', input.clubCode !== club.code],
        ['subdomain', (input.subdomain ?? null) !== club.subdomain],
        ['wording', input.wording !== club.wording],
      ] as const
    ).find(([, differs]) => differs);
    if (changed) throw new AppError('FORBIDDEN', { fields: { [changed[0]]: 'clubs.ownerOnlyField' } });
  }
  await checkInput(deps, input, clubId);
  await deps.db.transaction(async (tx) => {
    await updateClub(tx, clubId, toValues(input));
    await setIntegrationFlags(tx, clubId, input.integrations);
  });
  return getClub(deps, principal, clubId);
}

/** Deleting never takes member history with it: a club with members or workouts is refused. */
export async function deleteClub(deps: TDeps, clubId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const members = await countClubUsers(tx, clubId);
    if (members > 0)
      throw new AppError('CONFLICT', { params: { count: members }, fields: { clubId: 'clubs.hasMembers' } });
    if ((await countClubWorkouts(tx, clubId)) > 0)
      throw new AppError('CONFLICT', { fields: { clubId: 'clubs.hasHistory' } });
    await deleteEmptyClub(tx, clubId);
  });
}

export async function starClub(
  deps: TDeps,
  principal: TPrincipal,
  clubId: number,
  starred: boolean,
): Promise<void> {
  if (!(await findClub(deps.db, clubId, principal.userId))) throw new AppError('NOT_FOUND');
  await setStar(deps.db, principal.userId, clubId, starred);
}
