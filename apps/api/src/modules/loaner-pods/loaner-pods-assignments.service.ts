import type { TLoanerPod, TPodAssignment, TPodAssignmentFilter } from '@pulseboard/contract/loaner-pods';
import { displayName } from '@pulseboard/core/display-name';
import { AppError } from '../../lib/app-error.ts';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import { podExists } from './loaner-pods.repository.ts';
import { getPod } from './loaner-pods.service.ts';
import {
  closeAssignment,
  closeClubAssignments,
  findClubUser,
  holderOfPod,
  insertAssignment,
  listAssignments,
  podOfUser,
} from './loaner-pods-assignments.repository.ts';

async function requirePod(deps: TDeps, clubId: number, podId: number): Promise<void> {
  if (!(await podExists(deps.db, clubId, podId))) throw new AppError('NOT_FOUND');
}

/**
 * Lends a pod to a member of the club. No check-then-insert: the insert is tried and the partial unique
 * indexes (one open assignment per pod, one per user) refuse a double lending, even when two front-desk
 * screens assign at the same moment; the violation becomes a 409 that names who holds what.
 */
export async function assignPod(
  deps: TDeps,
  by: TPrincipal,
  clubId: number,
  podId: number,
  userId: number,
): Promise<TLoanerPod> {
  await requirePod(deps, clubId, podId);
  const user = await findClubUser(deps.db, clubId, userId);
  if (!user) throw new AppError('VALIDATION_FAILED', { fields: { userId: 'loanerPods.memberNotInClub' } });
  try {
    await insertAssignment(deps.db, { podId, userId, assignedBy: by.userId });
  } catch (err) {
    const constraint = violatedConstraint(err, PG_UNIQUE_VIOLATION);
    if (constraint === 'pod_assignments_open_pod_uq') {
      const holder = await holderOfPod(deps.db, podId);
      throw new AppError('CONFLICT', {
        fields: { podId: 'loanerPods.podLent' },
        params: { name: holder ? displayName(holder) : '?' },
      });
    }
    if (constraint === 'pod_assignments_open_user_uq') {
      const held = await podOfUser(deps.db, userId);
      throw new AppError('CONFLICT', {
        fields: { userId: 'loanerPods.memberHasPod' },
        params: { name: displayName(user), barcode: held?.barcode ?? '?' },
      });
    }
    throw err;
  }
  return getPod(deps, clubId, podId);
}

/** The pod comes back: its open assignment gets its return time. */
export async function unassignPod(deps: TDeps, clubId: number, podId: number): Promise<TLoanerPod> {
  await requirePod(deps, clubId, podId);
  if (!(await closeAssignment(deps.db, podId))) {
    throw new AppError('CONFLICT', { fields: { podId: 'loanerPods.notLent' } });
  }
  return getPod(deps, clubId, podId);
}

/** Every pod of the club comes back at once (end of the day); all or nothing. */
export async function clearAssignments(deps: TDeps, clubId: number): Promise<{ cleared: number }> {
  const cleared = await deps.db.transaction((tx) => closeClubAssignments(tx, clubId));
  return { cleared };
}

export async function getAssignments(
  deps: TDeps,
  clubId: number,
  filter: TPodAssignmentFilter,
  paging: { page: number; pageSize: number },
): Promise<{ list: TPodAssignment[]; totalRecords: number }> {
  const { rows, total } = await listAssignments(deps.db, clubId, { ...filter, ...paging });
  const list = rows.map(({ firstName, lastName, nickName, assignedAt, returnedAt, ...row }) => ({
    ...row,
    userName: displayName({ firstName, lastName, nickName }),
    assignedAt: assignedAt.toISOString(),
    returnedAt: returnedAt?.toISOString() ?? null,
  }));
  return { list, totalRecords: total };
}
