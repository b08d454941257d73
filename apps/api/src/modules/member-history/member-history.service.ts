import {
  MEMBER_HISTORY_ACCESS,
  METRICS,
  metricRangeError,
  type TBpEntry,
  type TBpInput,
  type THistoryDelete,
  type THistoryFilter,
  type TMetricEntry,
  type TMetricFilter,
  type TMetricInput,
  type TWeightPage,
} from '@pulseboard/contract/member-history';
import { MEMBER_ROLES } from '@pulseboard/contract/members';
import { hasRole } from '@pulseboard/contract/roles';
import { weightFromKg } from '@pulseboard/core/units';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { pageOffset } from '../../lib/paging.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import {
  deleteBp,
  deleteMetric,
  findHistoryOwner,
  hasWeightAfter,
  insertBp,
  insertMetric,
  latestWeight,
  pageBp,
  pageMetrics,
  setUserWeight,
} from './member-history.repository.ts';

type TPaging = { page: number; pageSize: number };

/**
 * Whose history a call is about: the caller without `memberId` (or with their own id); otherwise a
 * member of the caller's own club for staff, any member for accuro, and nobody for anyone else (403).
 */
export async function historyOwnerId(
  deps: TDeps,
  caller: TPrincipal,
  memberId: number | undefined,
): Promise<number> {
  if (memberId === undefined || memberId === caller.userId) return caller.userId;
  if (!hasRole(caller.role, MEMBER_HISTORY_ACCESS.staff)) throw new AppError('FORBIDDEN');
  const owner = await findHistoryOwner(deps.db, memberId);
  const platform = caller.role === 'accuro';
  const ownClub = owner !== undefined && owner.clubId !== null && owner.clubId === caller.clubId;
  // Staff of another club learn nothing about the id, not even whether it exists.
  if (!platform && !ownClub) throw new AppError('FORBIDDEN');
  if (!owner || owner.erasedAt) throw fieldError('memberId', 'memberHistory.memberNotFound', 'NOT_FOUND');
  // The people of the Members tab (members and coaches), not the club's other staff.
  if (!(MEMBER_ROLES as readonly string[]).includes(owner.memberRole) && !platform)
    throw new AppError('FORBIDDEN');
  return owner.id;
}

const metricEntry = (row: { id: number; name: TMetricEntry['name']; value: number; measuredAt: Date }) => ({
  id: row.id,
  name: row.name,
  value: row.value,
  unit: METRICS[row.name].unit,
  measuredAt: row.measuredAt.toISOString(),
});

const bpEntry = (row: Omit<TBpEntry, 'measuredAt'> & { measuredAt: Date }): TBpEntry => ({
  ...row,
  measuredAt: row.measuredAt.toISOString(),
});

const pagingOf = ({ page, pageSize }: TPaging) => ({ offset: pageOffset(page, pageSize), limit: pageSize });

/** The weight history (the bodyWeight metric) in kg and in the caller's preferred unit. */
export async function getWeights(
  deps: TDeps,
  caller: TPrincipal,
  filter: THistoryFilter,
  paging: TPaging,
): Promise<TWeightPage> {
  const userId = await historyOwnerId(deps, caller, filter.memberId);
  const preferUnit = caller.caller?.user.preferUnit ?? 'metric';
  const res = await pageMetrics(deps.db, userId, { ...filter, name: 'bodyWeight' }, pagingOf(paging));
  return {
    preferUnit,
    totalRecords: res.totalRecords,
    list: res.list.map((row) => ({
      id: row.id,
      kg: row.value,
      value: weightFromKg(row.value, preferUnit),
      unit: preferUnit === 'imperial' ? 'lb' : 'kg',
      measuredAt: row.measuredAt.toISOString(),
    })),
  };
}

export async function getMetrics(deps: TDeps, caller: TPrincipal, filter: TMetricFilter, paging: TPaging) {
  const userId = await historyOwnerId(deps, caller, filter.memberId);
  const res = await pageMetrics(deps.db, userId, filter, pagingOf(paging));
  return { totalRecords: res.totalRecords, list: res.list.map(metricEntry) };
}

/**
 * A weight typed on a profile or a member's form is also a reading of the weight history, measured now
 * by whoever typed it, so the profile's weight and the newest reading agree (as a reading added in the
 * history sets the profile's weight, below). Nothing when the weight is cleared or left as it was.
 */
export async function recordTypedWeight(
  tx: DbOrTx,
  change: { userId: number; before: number | null; after: number | null | undefined; by: number },
): Promise<void> {
  if (change.after === null || change.after === undefined || change.after === change.before) return;
  await insertMetric(tx, {
    userId: change.userId,
    name: 'bodyWeight',
    value: change.after,
    measuredAt: new Date(),
    recordedBy: change.by,
  });
}

/** Records a metric; a bodyWeight that is the newest reading also becomes the profile's weight, atomically. */
export async function addMetric(deps: TDeps, caller: TPrincipal, input: TMetricInput): Promise<TMetricEntry> {
  const userId = await historyOwnerId(deps, caller, input.memberId);
  const rangeError = metricRangeError(input.name, input.value);
  if (rangeError) throw fieldError('value', rangeError);
  const measuredAt = new Date(input.measuredAt);
  const saved = await deps.db.transaction(async (tx) => {
    const row = await insertMetric(tx, {
      userId,
      name: input.name,
      value: input.value,
      measuredAt,
      recordedBy: caller.userId,
    });
    if (row.name === 'bodyWeight' && !(await hasWeightAfter(tx, userId, measuredAt, row.id)))
      await setUserWeight(tx, userId, row.value);
    return row;
  });
  return metricEntry(saved);
}

/** Deletes a metric; deleting a weight makes the latest remaining one the profile's weight. */
export async function removeMetric(deps: TDeps, caller: TPrincipal, input: THistoryDelete): Promise<void> {
  const userId = await historyOwnerId(deps, caller, input.memberId);
  await deps.db.transaction(async (tx) => {
    const deleted = await deleteMetric(tx, userId, input.id);
    if (!deleted) throw fieldError('id', 'memberHistory.notFound', 'NOT_FOUND');
    if (deleted.name !== 'bodyWeight') return;
    const latest = await latestWeight(tx, userId);
    if (latest !== undefined) await setUserWeight(tx, userId, latest);
  });
}

export async function getBp(deps: TDeps, caller: TPrincipal, filter: THistoryFilter, paging: TPaging) {
  const userId = await historyOwnerId(deps, caller, filter.memberId);
  const res = await pageBp(deps.db, userId, filter, pagingOf(paging));
  return { totalRecords: res.totalRecords, list: res.list.map(bpEntry) };
}

export async function addBp(deps: TDeps, caller: TPrincipal, input: TBpInput): Promise<TBpEntry> {
  const userId = await historyOwnerId(deps, caller, input.memberId);
  const saved = await insertBp(deps.db, {
    userId,
    systolic: input.systolic,
    diastolic: input.diastolic,
    pulse: input.pulse ?? null,
    measuredAt: new Date(input.measuredAt),
    recordedBy: caller.userId,
  });
  return bpEntry(saved);
}

export async function removeBp(deps: TDeps, caller: TPrincipal, input: THistoryDelete): Promise<void> {
  const userId = await historyOwnerId(deps, caller, input.memberId);
  const deleted = await deleteBp(deps.db, userId, input.id);
  if (!deleted) throw fieldError('id', 'memberHistory.notFound', 'NOT_FOUND');
}
