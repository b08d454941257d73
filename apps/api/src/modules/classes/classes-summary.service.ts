// A class's summary: one row per workout that carries the class, then one per seat-holder without a
// workout (absent, or booked while the class has not ended), and the class's totals and averages.
import {
  CLASS_SUMMARY_ACCESS,
  type TClassHeader,
  type TClassSummary,
  type TClassSummaryParticipant,
} from '@pulseboard/contract/classes-summary';
import { hasRole } from '@pulseboard/contract/roles';
import { displayName } from '@pulseboard/core/display-name';
import { DEFAULT_CLUB_ZONE_SETTINGS, zoneLabel } from '@pulseboard/core/hr-zones';
import { roundHalfUp } from '@pulseboard/core/rounding';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import {
  findClassRoster,
  findClassWorkouts,
  findSummaryClass,
  tookPart,
} from './classes-summary.repository.ts';

const DEFAULT_COLORS = DEFAULT_CLUB_ZONE_SETTINGS.colors ?? [];

type THeaderRow = Omit<TClassHeader, 'startsAt' | 'endsAt' | 'trainerName'> & {
  startsAt: Date;
  endsAt: Date;
  trainerFirstName: string | null;
  trainerLastName: string | null;
};

/** A summary's or a My Sessions row's class header, from a row read with `classHeaderColumns`. */
export function toClassHeader(row: THeaderRow): TClassHeader {
  return {
    clubId: row.clubId,
    locationId: row.locationId,
    name: row.name,
    timeZone: row.timeZone,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    trainerName: row.trainerFirstName
      ? displayName({ firstName: row.trainerFirstName, lastName: row.trainerLastName })
      : null,
    studioName: row.studioName,
    locationName: row.locationName,
    cancelled: row.cancelled,
  };
}

/**
 * The summary of a class of the club. The route has checked the caller belongs to the club; a caller
 * who is not staff must have taken part (a workout of theirs carries the class), else FORBIDDEN.
 */
export async function getClassSummary(
  deps: TDeps,
  caller: TPrincipal,
  clubId: number,
  classId: number,
  now = new Date(),
): Promise<TClassSummary> {
  if (!hasRole(caller.role, CLASS_SUMMARY_ACCESS.staff) && !(await tookPart(deps.db, classId, caller.userId)))
    throw new AppError('FORBIDDEN');
  const cls = await findSummaryClass(deps.db, clubId, classId);
  if (!cls) throw new AppError('NOT_FOUND');
  const workoutRows = await findClassWorkouts(deps.db, classId);
  const roster = await findClassRoster(deps.db, classId);
  const ended = (cls.stoppedAt ?? cls.endsAt).getTime() <= now.getTime();
  const withWorkout = new Set(workoutRows.map((w) => w.userId));
  const participants: TClassSummaryParticipant[] = [
    ...workoutRows.map((w) => ({
      userId: w.userId,
      name: displayName(w),
      status: 'attended' as const,
      workoutId: w.id,
      durationSeconds: w.durationSeconds,
      zoneSeconds: w.zoneSeconds,
      calories: w.calories,
      points: w.points,
      avgHr: w.avgHr,
      maxHr: w.maxHr,
    })),
    ...roster
      .filter((r) => !withWorkout.has(r.userId))
      .map((r) => ({
        userId: r.userId,
        name: displayName(r),
        status: r.status === 'absent' || ended ? ('absent' as const) : ('booked' as const),
        workoutId: null,
        durationSeconds: null,
        zoneSeconds: [],
        calories: null,
        points: null,
        avgHr: null,
        maxHr: null,
      })),
  ];
  const zoneCount = cls.zoneSettings?.starts.length ?? DEFAULT_CLUB_ZONE_SETTINGS.starts.length;
  const clubColors = (cls.zoneSettings as { colors?: string[] } | null)?.colors;
  const colors = clubColors ?? workoutRows.find((w) => w.scoring?.colors)?.scoring?.colors ?? DEFAULT_COLORS;
  const { totals, averages } = summaryTotals(participants, zoneCount);
  return {
    class: { id: cls.id, ...toClassHeader(cls) },
    zoneLabels: Array.from({ length: zoneCount }, (_, zone) => zoneLabel(zone, cls.wording ?? 'standard')),
    zoneColors: Array.from({ length: zoneCount }, (_, i) => colors[i] ?? DEFAULT_COLORS[i] ?? '#9e9e9e'),
    participants,
    totals,
    averages,
  };
}

/** Sums over the participants with a workout, and the same divided by their number, each rounded half up. */
export function summaryTotals(participants: readonly TClassSummaryParticipant[], zoneCount: number) {
  const done = participants.filter((p) => p.workoutId !== null);
  const sum = (values: (number | null)[]) => values.reduce<number>((s, v) => s + (v ?? 0), 0);
  const zoneSeconds = Array.from({ length: zoneCount }, (_, i) =>
    sum(done.map((p) => p.zoneSeconds[i] ?? 0)),
  );
  const calories = sum(done.map((p) => p.calories));
  const points = sum(done.map((p) => p.points));
  const avgHrs = done.flatMap((p) => (p.avgHr === null ? [] : [p.avgHr]));
  const maxHrs = done.flatMap((p) => (p.maxHr === null ? [] : [p.maxHr]));
  const per = (value: number) => (done.length > 0 ? roundHalfUp(value / done.length) : 0);
  return {
    totals: {
      workouts: done.length,
      absent: participants.filter((p) => p.status === 'absent').length,
      zoneSeconds,
      calories,
      points,
      avgHr: avgHrs.length > 0 ? roundHalfUp(sum(avgHrs) / avgHrs.length) : null,
      maxHr: maxHrs.length > 0 ? Math.max(...maxHrs) : null,
    },
    averages: { zoneSeconds: zoneSeconds.map(per), calories: per(calories), points: per(points) },
  };
}
