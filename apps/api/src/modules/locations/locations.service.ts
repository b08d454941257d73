import type { TLocation, TLocationInput } from '@pulseboard/contract/locations';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { pageOffset } from '../../lib/paging.ts';
import {
  deleteLocation,
  findLocation,
  insertLocation,
  pageLocations,
  type TLocationRow,
  type TLocationValues,
  updateLocation,
} from './locations.repository.ts';

function toLocation(row: { location: TLocationRow; memberCount: number }): TLocation {
  const l = row.location;
  return {
    locationId: l.id,
    clubId: l.clubId,
    branchName: l.branchName,
    branchLocation: l.branchLocation,
    branchZip: l.branchZip,
    status: l.status,
    mindbodySiteId: l.mindbodySiteId,
    inbodyAccount: l.inbodyAccount,
    inbodyKeySet: Boolean(l.inbodyKeyEnc),
    momenceAccount: l.momenceAccount,
    momenceClientId: l.momenceClientId,
    momenceClientSecretSet: Boolean(l.momenceClientSecretEnc),
    instagramName: l.instagramName,
    instagramUrl: l.instagramUrl,
    homepage: l.homepage,
    memberCount: row.memberCount,
  };
}

/** Plain fields, plus each secret sealed, cleared or left alone (undefined). */
function toValues(
  deps: TDeps,
  input: TLocationInput,
): Partial<TLocationValues> & Pick<TLocationValues, 'branchName' | 'branchLocation'> {
  const seal = (v: string | null | undefined) =>
    v === undefined ? undefined : v ? deps.secrets.encrypt(v) : null;
  const { inbodyKey, momenceClientSecret, ...plain } = input;
  const values = {
    ...plain,
    inbodyKeyEnc: seal(inbodyKey),
    momenceClientSecretEnc: seal(momenceClientSecret),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as typeof values &
    TLocationValues;
}

export async function listLocations(
  deps: TDeps,
  clubId: number,
  page: number,
  pageSize: number,
  filter: {
    keyword?: string;
    sortField?: 'branchName' | 'status' | 'memberCount';
    sortOrder?: 'ascend' | 'descend';
  },
) {
  const res = await pageLocations(deps.db, clubId, {
    ...filter,
    offset: pageOffset(page, pageSize),
    limit: pageSize,
  });
  return { list: res.list.map(toLocation), totalRecords: res.totalRecords };
}

export async function getLocation(deps: TDeps, clubId: number, locationId: number): Promise<TLocation> {
  const row = await findLocation(deps.db, clubId, locationId);
  if (!row) throw new AppError('NOT_FOUND');
  return toLocation(row);
}

export async function createLocation(deps: TDeps, clubId: number, input: TLocationInput): Promise<TLocation> {
  const id = await insertLocation(deps.db, clubId, toValues(deps, input));
  return getLocation(deps, clubId, id);
}

export async function editLocation(
  deps: TDeps,
  clubId: number,
  locationId: number,
  input: TLocationInput,
): Promise<TLocation> {
  if (!(await updateLocation(deps.db, clubId, locationId, toValues(deps, input))))
    throw new AppError('NOT_FOUND');
  return getLocation(deps, clubId, locationId);
}

/** Members, pods and classes of the location keep existing without it (their location is cleared). */
export async function removeLocation(deps: TDeps, clubId: number, locationId: number): Promise<void> {
  if (!(await deleteLocation(deps.db, clubId, locationId))) throw new AppError('NOT_FOUND');
}
