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
    list: res.list.map(({ user, podId, podBarcode }) => ({
      userId: user.id,
      name: displayName(user),
      email: user.email,
      nickName: user.nickName,
      deviceId: user.deviceId,
      locationId: user.locationId,
      status: user.status,
      podId,
      podBarcode,
    })),
  };
}
