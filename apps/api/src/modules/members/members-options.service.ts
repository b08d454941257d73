import { DEFAULT_MEMBER_OPTIONS, type TMemberOptions } from '@pulseboard/contract/members-actions';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { findClubMemberOptions, setClubMemberOptions } from '../clubs/clubs.repository.ts';

/** The club's journey levels and XGT phases: each list as the owner saved it, else the default. */
export async function getMemberOptions(db: DbOrTx, clubId: number): Promise<TMemberOptions> {
  const row = await findClubMemberOptions(db, clubId);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    journeyLevels: row.memberOptions?.journeyLevels ?? [...DEFAULT_MEMBER_OPTIONS.journeyLevels],
    xgtPhases: row.memberOptions?.xgtPhases ?? [...DEFAULT_MEMBER_OPTIONS.xgtPhases],
  };
}

/**
 * Replaces both lists. A member keeps a value that left the list (it stays visible on their row) until
 * staff assign another: history is not rewritten behind the staff's back.
 */
export async function saveMemberOptions(
  deps: TDeps,
  clubId: number,
  options: TMemberOptions,
): Promise<TMemberOptions> {
  await getMemberOptions(deps.db, clubId);
  await setClubMemberOptions(deps.db, clubId, options);
  return getMemberOptions(deps.db, clubId);
}
