import type {
  TAddParticipantsBody,
  TBalanceMethod,
  TChallengeDetail,
  TChallengeTeamInput,
} from '@pulseboard/contract/challenges';
import { AppError } from '../../lib/app-error.ts';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import { newToken } from '../../lib/tokens.ts';
import { clubMemberIds } from '../members/members.repository.ts';
import { markEnded, setShareId } from './challenges.repository.ts';
import { getChallengeDetail, loadChallenge, type TChallengeRow } from './challenges.service.ts';
import {
  addParticipants,
  balanceTeams,
  deleteTeam,
  insertTeam,
  removeParticipants,
  teamExists,
} from './challenges-participants.repository.ts';

const teamNotFound = () =>
  new AppError('VALIDATION_FAILED', { fields: { teamId: 'challenges.teamNotFound' } });

function requireTeamChallenge(row: TChallengeRow) {
  if (row.type !== 'team') {
    throw new AppError('CONFLICT', { fields: { type: 'challenges.teamsOnlyForTeamType' } });
  }
}

/**
 * Enrols members of the challenge's club (all named ones or none: one outside the club refuses the
 * call). With a teamId they are placed in that team, moved there when already taking part.
 */
export async function addChallengeParticipants(
  deps: TDeps,
  clubId: number,
  id: number,
  body: TAddParticipantsBody,
): Promise<TChallengeDetail> {
  const row = await loadChallenge(deps, clubId, id);
  const ids = [...new Set(body.memberIds)];
  const members = await clubMemberIds(deps.db, clubId, ids);
  if (members.length !== ids.length) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { memberIds: 'challenges.notClubMembers' },
      params: { count: ids.length - members.length },
    });
  }
  const teamId = body.teamId;
  if (teamId != null) requireTeamChallenge(row);
  await deps.db
    .transaction(async (tx) => {
      if (teamId != null && !(await teamExists(tx, id, teamId))) throw teamNotFound();
      await addParticipants(tx, id, ids, teamId);
    })
    .catch((err: unknown) => {
      // The team was removed between the check and the write.
      if (violatedConstraint(err, PG_FOREIGN_KEY_VIOLATION) !== null) throw teamNotFound();
      throw err;
    });
  return getChallengeDetail(deps, clubId, id);
}

export async function removeChallengeParticipants(
  deps: TDeps,
  clubId: number,
  id: number,
  memberIds: number[],
): Promise<TChallengeDetail> {
  await loadChallenge(deps, clubId, id);
  await removeParticipants(deps.db, id, [...new Set(memberIds)]);
  return getChallengeDetail(deps, clubId, id);
}

export async function addChallengeTeam(
  deps: TDeps,
  clubId: number,
  id: number,
  team: TChallengeTeamInput,
): Promise<TChallengeDetail> {
  requireTeamChallenge(await loadChallenge(deps, clubId, id));
  // The unique index (challenge, name) decides, so two admins adding the same name at once get a 409.
  await insertTeam(deps.db, id, team).catch((err: unknown) => {
    if (violatedConstraint(err, PG_UNIQUE_VIOLATION) === 'challenge_teams_name_uq') {
      throw new AppError('CONFLICT', { fields: { name: 'challenges.teamNameTaken' } });
    }
    throw err;
  });
  return getChallengeDetail(deps, clubId, id);
}

/** Removes a team; its members stay in the challenge without a team. */
export async function removeChallengeTeam(
  deps: TDeps,
  clubId: number,
  id: number,
  teamId: number,
): Promise<TChallengeDetail> {
  await loadChallenge(deps, clubId, id);
  if (!(await deleteTeam(deps.db, id, teamId))) throw teamNotFound();
  return getChallengeDetail(deps, clubId, id);
}

/** Spreads every participant over the existing teams (the rules: balanceTeams in the repository). */
export async function balanceChallengeTeams(
  deps: TDeps,
  clubId: number,
  id: number,
  method: TBalanceMethod,
): Promise<TChallengeDetail> {
  const row = await loadChallenge(deps, clubId, id);
  requireTeamChallenge(row);
  if (row.teamCount === 0) throw new AppError('CONFLICT', { fields: { teamId: 'challenges.noTeams' } });
  await balanceTeams(deps.db, id, method);
  return getChallengeDetail(deps, clubId, id);
}

/** Ends the challenge now; its board keeps the days up to today. */
export async function endChallenge(deps: TDeps, clubId: number, id: number): Promise<TChallengeDetail> {
  const row = await loadChallenge(deps, clubId, id);
  if (row.status === 'ended' || !(await markEnded(deps.db, clubId, id, new Date()))) {
    throw new AppError('CONFLICT', { fields: { id: 'challenges.alreadyEnded' } });
  }
  return getChallengeDetail(deps, clubId, id);
}

/** A new public id: the old link stops working at once. */
export async function rotateChallengeShareId(
  deps: TDeps,
  clubId: number,
  id: number,
): Promise<TChallengeDetail> {
  if (!(await setShareId(deps.db, clubId, id, newToken()))) throw new AppError('NOT_FOUND');
  return getChallengeDetail(deps, clubId, id);
}
