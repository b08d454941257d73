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
  hasReadingAfter,
  insertBp,
  insertMetric,
  isProfileMeasure,
  latestReading,
  PROFILE_MEASURES,
  pageBp,
  pageMetrics,
  setProfileMeasure,
  type TProfileMeasure,
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
 * A weight or body fat typed on a profile (weight on a member's form too) is also a reading of its
 * history, measured now by whoever typed it, so the profile and the newest reading agree (as a reading
 * added in the history sets the profile's field, below). Nothing for a value cleared or left as it was.
 */
export async function recordTypedMeasures(
  tx: DbOrTx,
  change: {
    userId: number;
    by: number;
    before: Partial<Record<TProfileMeasure, number | null>>;
    after: Partial<Record<TProfileMeasure, number | null | undefined>>;
  },
): Promise<void> {
  const measuredAt = new Date();
  for (const name of Object.keys(PROFILE_MEASURES) as TProfileMeasure[]) {
    const value = change.after[name];
    if (value === null || value === undefined || value === change.before[name]) continue;
    await insertMetric(tx, { userId: change.userId, name, value, measuredAt, recordedBy: change.by });
  }
}

/**
 * Records a metric; a weight or body fat that is the newest reading also becomes the profile's weight
 * or body fat, atomically.
 */
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
    const name = row.name;
    if (isProfileMeasure(name) && !(await hasReadingAfter(tx, userId, name, measuredAt, row.id)))
      await setProfileMeasure(tx, userId, name, row.value);
    return row;
  });
  return metricEntry(saved);
}

/** Deletes a metric; deleting a weight or body fat makes the latest remaining one the profile's. */
export async function removeMetric(deps: TDeps, caller: TPrincipal, input: THistoryDelete): Promise<void> {
  const userId = await historyOwnerId(deps, caller, input.memberId);
  await deps.db.transaction(async (tx) => {
    const deleted = await deleteMetric(tx, userId, input.id);
    if (!deleted) throw fieldError('id', 'memberHistory.notFound', 'NOT_FOUND');
    const name = deleted.name;
    if (!isProfileMeasure(name)) return;
    const latest = await latestReading(tx, userId, name);
    if (latest !== undefined) await setProfileMeasure(tx, userId, name, latest);
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
