import type {
  TChallengeDetail,
  TChallengeListFilter,
  TChallengeListItem,
  TChallengeValues,
} from '@pulseboard/contract/challenges';
import { displayName } from '@pulseboard/core/display-name';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { newToken } from '../../lib/tokens.ts';
import { isClubLocation } from '../locations/locations.repository.ts';
import {
  deleteChallenge,
  findChallenge,
  insertChallenge,
  lockChallenge,
  markEnded,
  pageChallenges,
  setChallengeLocations,
  type TChallengeRow,
  type TChallengeValues as TRowValues,
  updateChallenge,
} from './challenges.repository.ts';
import {
  deleteAllTeams,
  listChallengeLocations,
  listParticipants,
  listTeams,
} from './challenges-participants.repository.ts';
import { type TChallengeScoring, topScore } from './challenges-scores.repository.ts';

export type { TChallengeRow };

/** What the scoring queries need of a challenge. */
export const scoringOf = (row: TChallengeRow): TChallengeScoring => ({
  id: row.id,
  criterion: row.criterion,
  zones: row.zones,
  allowMobile: row.allowMobile,
  scope: row.scope,
  teamScoring: row.teamScoring,
});

/** What every list and board shows of a challenge (the contract's challengeHead). */
export function challengeHeadOf(row: TChallengeRow) {
  return {
    name: row.name,
    type: row.type,
    criterion: row.criterion,
    teamScoring: row.teamScoring,
    zones: row.zones,
    allowMobile: row.allowMobile,
    status: row.status,
    startTime: row.startsAt.toISOString(),
    endTime: row.endsAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    timezone: row.timezone,
    pointsTarget: row.pointsTarget,
  };
}

export function toChallengeItem(row: TChallengeRow): TChallengeListItem {
  return {
    id: row.id,
    ...challengeHeadOf(row),
    scope: row.scope,
    locationIds: row.locationIds,
    shareId: row.shareId,
    participantCount: row.participantCount,
    teamCount: row.teamCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The points target: a running challenge whose best participant (or team, in a team challenge) has
 * reached its target ends now. Checked on every read and after every write of the challenge; the
 * scores are read once without a lock (the usual case: not reached), and when reached again under the
 * row's lock before ended_at is set, so two readers end it once. From then on the days after the end
 * no longer count (challenges-scores.repository.ts), which freezes the board.
 */
export async function settleTarget(
  deps: TDeps,
  row: TChallengeRow,
  now = new Date(),
): Promise<TChallengeRow> {
  const target = row.pointsTarget;
  if (row.status !== 'running' || target === null) return row;
  const byTeam = row.type === 'team';
  if ((await topScore(deps.db, scoringOf(row), byTeam)) < target) return row;
  const ended = await deps.db.transaction(async (tx) => {
    await lockChallenge(tx, row.id);
    if ((await topScore(tx, scoringOf(row), byTeam)) < target) return false;
    return markEnded(tx, row.clubId, row.id, now);
  });
  return ended ? { ...row, status: 'ended', endedAt: now } : row;
}

/** The challenge of the club (its target settled first); 404 for another club's or a missing one. */
export async function loadChallenge(deps: TDeps, clubId: number, id: number): Promise<TChallengeRow> {
  const row = await findChallenge(deps.db, clubId, id, new Date());
  if (!row) throw new AppError('NOT_FOUND');
  return settleTarget(deps, row);
}

export async function listChallenges(
  deps: TDeps,
  clubId: number,
  filter: TChallengeListFilter,
  paging: { page: number; pageSize: number },
): Promise<{ list: TChallengeListItem[]; totalRecords: number }> {
  const read = () => pageChallenges(deps.db, clubId, filter, paging, new Date());
  let { rows, total } = await read();
  // A challenge of the page that has just reached its target ends; the page is read again, since a
  // status filter may no longer match it.
  let ended = false;
  for (const row of rows) ended = (await settleTarget(deps, row)).status !== row.status || ended;
  if (ended) ({ rows, total } = await read());
  return { list: rows.map(toChallengeItem), totalRecords: total };
}

export async function getChallengeDetail(deps: TDeps, clubId: number, id: number): Promise<TChallengeDetail> {
  const row = await loadChallenge(deps, clubId, id);
  const [locations, teams, participants] = [
    await listChallengeLocations(deps.db, id),
    await listTeams(deps.db, id),
    await listParticipants(deps.db, id),
  ];
  return {
    ...toChallengeItem(row),
    locations,
    teams,
    participants: participants.map((p) => ({
      memberId: p.userId,
      name: displayName(p),
      email: p.email,
      teamId: row.type === 'team' ? p.teamId : null,
      joinedAt: p.joinedAt.toISOString(),
    })),
  };
}

async function checkedValues(deps: TDeps, clubId: number, input: TChallengeValues) {
  const locationIds = input.scope === 'locations' ? [...new Set(input.locationIds)] : [];
  for (const locationId of locationIds) {
    if (!(await isClubLocation(deps.db, clubId, locationId))) {
      throw new AppError('VALIDATION_FAILED', { fields: { locationIds: 'challenges.locations' } });
    }
  }
  const values: TRowValues = {
    name: input.name,
    type: input.type,
    scope: input.scope,
    allowMobile: input.allowMobile,
    zones: input.zones,
    startsAt: new Date(input.startTime),
    endsAt: new Date(input.endTime),
    criterion: input.criterion,
    teamScoring: input.teamScoring,
    pointsTarget: input.pointsTarget,
  };
  return { values, locationIds };
}

export async function createChallenge(
  deps: TDeps,
  clubId: number,
  input: TChallengeValues,
): Promise<TChallengeDetail> {
  const { values, locationIds } = await checkedValues(deps, clubId, input);
  const id = await deps.db.transaction(async (tx) => {
    // The public board's id: 256 random bits, never derived from the challenge.
    const created = await insertChallenge(tx, clubId, values, newToken());
    await setChallengeLocations(tx, created, locationIds);
    return created;
  });
  return getChallengeDetail(deps, clubId, id);
}

/** Saves the form; a challenge made individual loses its teams (only team challenges have them). */
export async function editChallenge(
  deps: TDeps,
  clubId: number,
  id: number,
  input: TChallengeValues,
): Promise<TChallengeDetail> {
  const { values, locationIds } = await checkedValues(deps, clubId, input);
  await deps.db.transaction(async (tx) => {
    if (!(await updateChallenge(tx, clubId, id, values))) throw new AppError('NOT_FOUND');
    await setChallengeLocations(tx, id, locationIds);
    if (values.type === 'individual') await deleteAllTeams(tx, id);
  });
  return getChallengeDetail(deps, clubId, id);
}

export async function removeChallenge(deps: TDeps, clubId: number, id: number): Promise<void> {
  if (!(await deleteChallenge(deps.db, clubId, id))) throw new AppError('NOT_FOUND');
}
