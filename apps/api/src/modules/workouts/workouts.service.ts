// My Workouts (POST /dashboard/workouts/page/{page}) and a workout's detail (GET /dashboard/workouts/{id}).
// A member sees only their own workouts. Staff see their own unless they ask for their club's (clubId,
// memberId or locationId, each of their own club; accuro: any club). A workout nobody may show the
// caller answers 404 whether or not it exists.
import { hasRole } from '@pulseboard/contract/roles';
import {
  MAX_HR_CHANGES_SHOWN,
  PAI_WEEK_DAYS,
  type TMaxHrChangeList,
  type TWeeklyPai,
  type TWorkoutDetail,
  type TWorkoutListFilter,
  type TWorkoutListItem,
  type TWorkoutPage,
  WORKOUT_COUNT_CAP,
  WORKOUTS_ACCESS,
} from '@pulseboard/contract/workouts';
import { addDays, todayIn } from '@pulseboard/core/date-range';
import { displayName } from '@pulseboard/core/display-name';
import { DEFAULT_CLUB_ZONE_SETTINGS, zoneLabel } from '@pulseboard/core/hr-zones';
import { roundHalfUp } from '@pulseboard/core/rounding';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { pageOffset } from '../../lib/paging.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import {
  findClubScoring,
  findUserClub,
  findWorkoutDetail,
  locationInClub,
  pageWorkouts,
  type TWorkoutScope,
} from './workouts.repository.ts';
import { listMaxHrChanges, sumPai } from './workouts-me.repository.ts';

type TPaging = { page: number; pageSize: number };
type TListRow = Awaited<ReturnType<typeof pageWorkouts>>['list'][number];

const DEFAULT_COLORS = DEFAULT_CLUB_ZONE_SETTINGS.colors ?? [];

/** A workout list row as the contract shows it (My Workouts and My Sessions). */
export function toWorkoutListItem(row: Omit<TListRow, 'total'>): TWorkoutListItem {
  return {
    id: row.id,
    startTime: row.startTime.toISOString(),
    userId: row.userId,
    memberName: displayName(row),
    clubId: row.clubId,
    timeZone: row.timeZone ?? 'UTC',
    locationId: row.locationId,
    locationName: row.locationName,
    dataSource: row.dataSource as TWorkoutListItem['dataSource'],
    deviceSn: row.deviceSn,
    durationSeconds: row.durationSeconds,
    zoneSeconds: row.zoneSeconds,
    points: row.points,
    calories: row.calories,
    pai: row.pai,
    avgHr: row.avgHr,
    maxHr: row.maxHr,
    zoneColors: row.scoring?.colors ?? [...DEFAULT_COLORS],
  };
}

/** Which workouts the caller's filter may show (403 for another club's member, location or club). */
async function scopeOf(deps: TDeps, caller: TPrincipal, filter: TWorkoutListFilter): Promise<TWorkoutScope> {
  const range = { from: filter.from, to: filter.to };
  const others = filter.clubId !== undefined || filter.locationId !== undefined;
  const someoneElse = filter.memberId !== undefined && filter.memberId !== caller.userId;
  if (!hasRole(caller.role, WORKOUTS_ACCESS.staff)) {
    if (others || someoneElse) throw new AppError('FORBIDDEN');
    return { ...range, userId: caller.userId };
  }
  const platform = caller.role === 'accuro';
  if (filter.clubId !== undefined && !platform && filter.clubId !== caller.clubId)
    throw new AppError('FORBIDDEN');
  const scope: TWorkoutScope = { ...range, clubId: filter.clubId };
  if (filter.memberId !== undefined) {
    const owner = await findUserClub(deps.db, filter.memberId);
    if (!platform && (!owner || owner.clubId === null || owner.clubId !== caller.clubId))
      throw new AppError('FORBIDDEN');
    scope.userId = filter.memberId;
  } else if (!others) scope.userId = caller.userId;
  if (filter.locationId !== undefined) {
    const club = filter.clubId ?? caller.clubId;
    if (!platform && (club === null || !(await locationInClub(deps.db, filter.locationId, club))))
      throw new AppError('FORBIDDEN');
    scope.locationId = filter.locationId;
  }
  return scope;
}

/** A page of workouts, newest first. */
export async function listWorkouts(
  deps: TDeps,
  caller: TPrincipal,
  filter: TWorkoutListFilter,
  paging: TPaging,
): Promise<TWorkoutPage> {
  const scope = await scopeOf(deps, caller, filter);
  const offset = pageOffset(paging.page, paging.pageSize);
  // Counting stops past the cap, or past the page asked for, so the page asked for always has a total.
  const bound = Math.max(WORKOUT_COUNT_CAP, offset + paging.pageSize);
  const res = await pageWorkouts(deps.db, scope, { offset, limit: paging.pageSize }, bound);
  return {
    totalRecords: Math.min(res.counted, bound),
    totalIsLowerBound: res.counted > bound,
    list: res.list.map(toWorkoutListItem),
  };
}

/** One workout with its curve (null where a sample is missing), zones and labels, for its owner or their club's staff. */
export async function getWorkout(
  deps: TDeps,
  caller: TPrincipal,
  workoutId: number,
): Promise<TWorkoutDetail> {
  const row = await findWorkoutDetail(deps.db, workoutId);
  const visible =
    row !== undefined &&
    (row.userId === caller.userId ||
      caller.role === 'accuro' ||
      (hasRole(caller.role, WORKOUTS_ACCESS.staff) && row.clubId !== null && row.clubId === caller.clubId));
  if (!row || !visible) throw new AppError('NOT_FOUND');
  const starts = row.scoring?.starts ?? [...DEFAULT_CLUB_ZONE_SETTINGS.starts];
  const wording = row.wording ?? 'standard';
  return {
    ...toWorkoutListItem(row),
    samples: Array.from(row.samples ?? [], (bpm) => (bpm === 0 ? null : bpm)),
    sampleInterval: row.sampleInterval,
    zoneStarts: starts,
    zonePoints: row.scoring?.points ?? [...DEFAULT_CLUB_ZONE_SETTINGS.points],
    zoneLabels: starts.map((_, zone) => zoneLabel(zone, wording)),
    maxHrUsed: row.maxHrUsed,
    sixtyMinuteCutoff: row.scoring?.sixtyMinuteCutoff ?? false,
    calorieInflate: row.scoring?.calorieInflate ?? 0,
  };
}

/** The caller's own max HR changes (automatic raises), newest first: shown to them on My Profile. */
export async function listOwnMaxHrChanges(deps: TDeps, caller: TPrincipal): Promise<TMaxHrChangeList> {
  const rows = await listMaxHrChanges(deps.db, caller.userId, MAX_HR_CHANGES_SHOWN);
  return { list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

/** The caller's weekly PAI: the sum of today and the six days before in their club's calendar (UTC without a club). */
export async function weeklyPai(deps: TDeps, caller: TPrincipal): Promise<TWeeklyPai> {
  const club = caller.clubId ? await findClubScoring(deps.db, caller.clubId) : undefined;
  const to = todayIn(club?.timezone ?? 'UTC');
  const from = addDays(to, -(PAI_WEEK_DAYS - 1));
  return { pai: roundHalfUp(await sumPai(deps.db, caller.userId, from, to), 1), from, to };
}
