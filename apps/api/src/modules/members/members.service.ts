import type { TMemberFilter, TMemberListItem } from '@pulseboard/contract/members';
import { displayName } from '@pulseboard/core/display-name';
import type { TDeps } from '../../lib/deps.ts';
import { pageOffset } from '../../lib/paging.ts';
import { pageMembers } from './members.repository.ts';

export async function listMembers(
  deps: TDeps,
  clubId: number,
  page: number,
  pageSize: number,
  filter: TMemberFilter,
): Promise<{ list: TMemberListItem[]; totalRecords: number }> {
  const res = await pageMembers(deps.db, clubId, {
    ...filter,
    offset: pageOffset(page, pageSize),
    limit: pageSize,
  });
  return {
    totalRecords: res.totalRecords,
    list: res.list.map((row) => ({
      userId: row.id,
      name: displayName(row),
      email: row.email,
      nickName: row.nickName,
      deviceId: row.deviceId,
      locationId: row.locationId,
      status: row.status,
      podId: row.podId,
      podBarcode: row.podBarcode,
    })),
  };
}
