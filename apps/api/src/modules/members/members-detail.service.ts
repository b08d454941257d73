import type { TMemberDetail } from '@pulseboard/contract/members-detail';
import { displayName } from '@pulseboard/core/display-name';
import { estimatedMaxHr } from '@pulseboard/core/heart-rate';
import { fieldError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { findClubMember } from './members-detail.repository.ts';

/** One member of the club for the detail page; 404 when the club has no such member. */
export async function getMemberDetail(
  deps: TDeps,
  clubId: number,
  memberId: number,
  today = new Date(),
): Promise<TMemberDetail> {
  const row = await findClubMember(deps.db, clubId, memberId);
  if (!row) throw fieldError('memberId', 'memberHistory.memberNotFound', 'NOT_FOUND');
  const { id, verifiedAt, maxHr, createdAt, ...rest } = row;
  return {
    ...rest,
    userId: id,
    name: displayName(row),
    verified: verifiedAt !== null,
    maxHr: maxHr ?? (row.birthDate ? estimatedMaxHr(row.birthDate, today) : null),
    maxHrByHand: maxHr !== null,
    createdAt: createdAt.toISOString(),
  };
}
