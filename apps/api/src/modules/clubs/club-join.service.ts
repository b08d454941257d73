import type { TJoinClubData, TJoinCodeData } from '@pulseboard/contract/club-join';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { findClubByJoinCode, findJoinCode, rotateJoinCode } from './club-join.repository.ts';

/** The club a registration link joins; a wrong code is refused with the one plain message. */
export async function clubOfJoinCode(deps: TDeps, joinCode: string): Promise<{ id: number; name: string }> {
  const club = await findClubByJoinCode(deps.db, joinCode);
  if (!club) throw fieldError('joinCode', 'join.codeInvalid');
  return club;
}

export async function joinClubInfo(deps: TDeps, joinCode: string): Promise<TJoinClubData> {
  const club = await findClubByJoinCode(deps.db, joinCode);
  if (!club) throw new AppError('NOT_FOUND', { fields: { club: 'join.codeInvalid' } });
  return { clubName: club.name };
}

export async function getJoinCode(deps: TDeps, clubId: number): Promise<TJoinCodeData> {
  const joinCode = await findJoinCode(deps.db, clubId);
  if (!joinCode) throw new AppError('NOT_FOUND');
  return { joinCode };
}

/** A new join code: links handed out before stop working. */
export async function newJoinCode(deps: TDeps, clubId: number): Promise<TJoinCodeData> {
  const joinCode = await rotateJoinCode(deps.db, clubId);
  if (!joinCode) throw new AppError('NOT_FOUND');
  return { joinCode };
}
