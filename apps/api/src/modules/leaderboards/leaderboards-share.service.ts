import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  leaderboardPublicPath,
  type TLeaderboard,
  type TLeaderboardQuery,
  type TLeaderboardShare,
} from '@pulseboard/contract/leaderboards';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { findLeaderboardToken, setLeaderboardToken } from '../clubs/clubs.repository.ts';
import { getLeaderboard } from './leaderboards.service.ts';

/** 192 random bits, URL-safe (32 characters): a share token is never derived from a session. */
const newShareToken = () => randomBytes(24).toString('base64url');

const shareOf = (clubId: number, token: string | null): TLeaderboardShare => ({
  enabled: token !== null,
  path: token === null ? null : leaderboardPublicPath(clubId, token),
});

async function storedToken(deps: TDeps, clubId: number): Promise<string | null> {
  const row = await findLeaderboardToken(deps.db, clubId);
  if (!row) throw new AppError('NOT_FOUND');
  return row.token;
}

export async function getShareLink(deps: TDeps, clubId: number): Promise<TLeaderboardShare> {
  return shareOf(clubId, await storedToken(deps, clubId));
}

/** A new token replaces the old one in one statement: a link handed out before stops working at once. */
export async function rotateShareLink(deps: TDeps, clubId: number): Promise<TLeaderboardShare> {
  const token = newShareToken();
  if (!(await setLeaderboardToken(deps.db, clubId, token))) throw new AppError('NOT_FOUND');
  return shareOf(clubId, token);
}

export async function revokeShareLink(deps: TDeps, clubId: number): Promise<TLeaderboardShare> {
  if (!(await setLeaderboardToken(deps.db, clubId, null))) throw new AppError('NOT_FOUND');
  return shareOf(clubId, null);
}

// Compared in constant time (the club is found by its id, never by the token), so the answer's timing
// tells nothing about how much of a guess was right.
function sameToken(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The public board behind /leaderboard-mobile-page/:clubId/:token. A wrong, rotated or revoked token
 * and an unknown club get the same 404, so the answer does not even say whether the club exists. A
 * club that hides its members from public boards answers an empty board marked `hidden`.
 */
export async function getPublicLeaderboard(
  deps: TDeps,
  clubId: number,
  token: string,
  query: TLeaderboardQuery,
): Promise<TLeaderboard> {
  const stored = (await findLeaderboardToken(deps.db, clubId))?.token;
  if (!stored || !sameToken(stored, token)) {
    throw new AppError('NOT_FOUND', { fields: { shareToken: 'leaderboards.linkInvalid' } });
  }
  return getLeaderboard(deps, clubId, query, { public: true });
}
