import type { TMemberListItem } from '@pulseboard/contract/members';
import { fieldError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { findMember } from './members.repository.ts';
import { toMemberItem } from './members.service.ts';

/** One member of the club for the detail page, as the list shows it; 404 with a message when there is none. */
export async function getMemberDetail(
  deps: TDeps,
  clubId: number,
  memberId: number,
): Promise<TMemberListItem> {
  const row = await findMember(deps.db, clubId, memberId);
  if (!row) throw fieldError('memberId', 'memberHistory.memberNotFound', 'NOT_FOUND');
  return toMemberItem(row);
}
