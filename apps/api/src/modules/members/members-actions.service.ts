import type {
  TMemberPoints,
  TMemberState,
  TMemberVisit,
  TPointsEntry,
} from '@pulseboard/contract/members-actions';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { pageOffset } from '../../lib/paging.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import { noticeSignInChange } from '../accounts/account-notices.ts';
import { assertNotCommon, hashPassword } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { eraseMember } from '../club-modules/member-data.service.ts';
import { findIntegration } from '../integrations/integrations.repository.ts';
import { podOfUser } from '../loaner-pods/loaner-pods-assignments.repository.ts';
import { assignPod, unassignPod } from '../loaner-pods/loaner-pods-assignments.service.ts';
import { findUserOfClub } from '../users/users.repository.ts';
import {
  findMemberState,
  lockClubMember,
  pageMemberVisits,
  type TMemberChanges,
  updateClubMember,
} from './members-actions.repository.ts';
import { getMemberOptions } from './members-options.service.ts';
import { pointsBalance, pointsBalanceForUpdate, pointsHistory, recordPoints } from './points.service.ts';

export interface TMemberTarget {
  deps: TDeps;
  clubId: number;
  memberId: number;
}

const notAMember = () => new AppError('NOT_FOUND', { fields: { memberId: 'membersActions.notAMember' } });

/** The member's state (status, verified, journey level, XGT phase, pod); 404 for anyone not a member of the club. */
export async function getMemberState({ deps, clubId, memberId }: TMemberTarget): Promise<TMemberState> {
  const row = await findMemberState(deps.db, clubId, memberId);
  if (!row) throw notAMember();
  const { verifiedAt, memberRole: _role, ...rest } = row;
  return { ...rest, verified: verifiedAt !== null };
}

/** One change of the member's row, and what must happen with it, in one transaction. */
async function change(
  target: TMemberTarget,
  values: TMemberChanges | ((tx: Tx) => Promise<TMemberChanges>),
  after?: (tx: Tx) => Promise<void>,
): Promise<TMemberState> {
  const { deps, clubId, memberId } = target;
  await deps.db.transaction(async (tx) => {
    if (!(await lockClubMember(tx, clubId, memberId))) throw notAMember();
    await updateClubMember(tx, clubId, memberId, typeof values === 'function' ? await values(tx) : values);
    await after?.(tx);
  });
  return getMemberState(target);
}

/**
 * Sets a new password (SPEC.md section 5); every session of the member ends with it, and the member is
 * told by mail who changed it (as for a staff account), so a takeover does not go unnoticed.
 */
export async function changeMemberPassword(
  target: TMemberTarget,
  by: TPrincipal,
  password: string,
): Promise<TMemberState> {
  assertNotCommon(password);
  const passwordHash = await hashPassword(password);
  const state = await change(target, { passwordHash }, (tx) => revokeUserSessions(tx, target.memberId));
  const member = await findUserOfClub(target.deps.db, target.clubId, target.memberId);
  if (member) await noticeSignInChange(target.deps, 'password', member, member, by.userId);
  return state;
}

/** Disabling ends the member's sessions in the same transaction: the next request with their token is refused. */
export function setMemberStatus(
  target: TMemberTarget,
  status: 'enabled' | 'disabled',
): Promise<TMemberState> {
  return change(target, { status }, (tx) =>
    status === 'disabled' ? revokeUserSessions(tx, target.memberId) : Promise.resolve(),
  );
}

/** Marks a self-registered member verified (SPEC.md section 4); verifying twice keeps the first time. */
export async function verifyMember(target: TMemberTarget): Promise<TMemberState> {
  const state = await getMemberState(target);
  if (state.verified) return state;
  return change(target, { verifiedAt: new Date() });
}

/**
 * Deleting a member is the Data Privacy erasure: personal data goes, the login ends, the pod comes
 * back, while workouts, points and visits stay for the club's totals and history (a hard delete would
 * cascade them away). One transaction; the email and device id become free for a new member.
 */
export async function deleteMember(target: TMemberTarget): Promise<void> {
  const row = await findMemberState(target.deps.db, target.clubId, target.memberId);
  if (!row) throw notAMember();
  // A coach is also a staff login: it is deleted from the Admins tab, under the accounts' rules.
  if (row.memberRole !== 'member') {
    throw new AppError('FORBIDDEN', { fields: { memberId: 'membersActions.deleteStaff' } });
  }
  await eraseMember(target.deps, target.clubId, target.memberId);
}

/** Lends a pod through the loaner pods' own rules (one pod per member, one member per pod: 409). */
export async function assignMemberPod(
  target: TMemberTarget,
  by: TPrincipal,
  podId: number,
): Promise<TMemberState> {
  await getMemberState(target);
  await assignPod(target.deps, by, target.clubId, podId, target.memberId);
  return getMemberState(target);
}

export async function unassignMemberPod(target: TMemberTarget): Promise<TMemberState> {
  const state = await getMemberState(target);
  const held = await podOfUser(target.deps.db, target.memberId);
  if (!state.podId || !held) throw new AppError('CONFLICT', { fields: { podId: 'membersActions.noPod' } });
  await unassignPod(target.deps, target.clubId, held.id);
  return getMemberState(target);
}

/**
 * Sets the journey level or XGT phase to a value of the club's list (null clears it). A value the owner
 * has since removed from the list may be kept (saved unchanged), never given anew.
 */
export function assignMemberOption(
  target: TMemberTarget,
  field: 'journeyLevel' | 'xgtPhase',
  value: string | null,
): Promise<TMemberState> {
  return change(target, async (tx) => {
    if (value !== null) {
      const options = await getMemberOptions(tx, target.clubId);
      const list = field === 'journeyLevel' ? options.journeyLevels : options.xgtPhases;
      const kept = async () => (await findUserOfClub(tx, target.clubId, target.memberId))?.[field] === value;
      if (!list.includes(value) && !(await kept())) {
        throw new AppError('VALIDATION_FAILED', { fields: { [field]: `membersActions.${field}` } });
      }
    }
    return { [field]: value };
  });
}

const PROVIDER_NAMES = { mindbody: 'Mindbody', momence: 'Momence' } as const;

/**
 * Visits come from a booking system, and this version cannot fetch from Mindbody or Momence: the refresh
 * says so plainly instead of pretending to sync; "not configured" only while the club has not set the
 * integration up (its Integration tab), "not available yet" once it has.
 */
export async function refreshMemberVisits(
  target: TMemberTarget,
  provider: keyof typeof PROVIDER_NAMES,
): Promise<never> {
  await getMemberState(target);
  const integration = await findIntegration(target.deps.db, target.clubId, provider);
  const params = { provider: PROVIDER_NAMES[provider] };
  throw new AppError(integration?.enabled ? 'INTEGRATION_SYNC_UNAVAILABLE' : 'INTEGRATION_NOT_CONFIGURED', {
    params,
  });
}

export async function listMemberVisits(
  target: TMemberTarget,
  paging: { page: number; pageSize: number },
): Promise<{ list: TMemberVisit[]; totalRecords: number }> {
  await getMemberState(target);
  const { rows, totalRecords } = await pageMemberVisits(target.deps.db, target.clubId, target.memberId, {
    offset: pageOffset(paging.page, paging.pageSize),
    limit: paging.pageSize,
  });
  return {
    totalRecords,
    list: rows.map(({ total: _total, visitedAt, ...row }) => ({
      ...row,
      visitedAt: visitedAt.toISOString(),
    })),
  };
}

export async function getMemberPoints(target: TMemberTarget): Promise<TMemberPoints> {
  await getMemberState(target);
  return pointsBalance(target.deps.db, target.clubId, target.memberId);
}

export async function getMemberPointsHistory(
  target: TMemberTarget,
  paging: { page: number; pageSize: number },
): Promise<{ list: TPointsEntry[]; totalRecords: number }> {
  await getMemberState(target);
  return pointsHistory(target.deps.db, target.clubId, target.memberId, paging);
}

/**
 * A staff award (positive) or deduction (negative) with its rationale, as one ledger row. A deduction
 * may not take more than the member can spend; the balance is read under the member's points lock.
 */
export async function awardMemberPoints(
  target: TMemberTarget,
  by: TPrincipal,
  input: { amount: number; rationale: string },
): Promise<TMemberPoints> {
  const { deps, clubId, memberId } = target;
  await deps.db.transaction(async (tx) => {
    if (!(await lockClubMember(tx, clubId, memberId))) throw notAMember();
    if (input.amount < 0) {
      const { spendable } = await pointsBalanceForUpdate(tx, clubId, memberId);
      if (spendable + input.amount < 0) {
        throw new AppError('CONFLICT', {
          fields: { amount: 'membersActions.pointsNotEnough' },
          params: { spendable },
        });
      }
    }
    await recordPoints(tx, {
      clubId,
      userId: memberId,
      amount: input.amount,
      kind: 'manual',
      rationale: input.rationale,
      createdBy: by.userId,
    });
  });
  return pointsBalance(deps.db, clubId, memberId);
}
