// One scored workout and what changes with it, shared by the ingestion API (workouts-ingest.service.ts)
// and the live classes' stop (classes-live): whoever stores a workout goes through storeWorkout, so the
// roll-ups, the points ledger and the automatic max-HR raise never miss one.
import { todayIn } from '@pulseboard/core/date-range';
import { ageOn } from '@pulseboard/core/heart-rate';
import { DEFAULT_CLUB_ZONE_SETTINGS } from '@pulseboard/core/hr-zones';
import { summariseWorkout, type TWorkoutSummary } from '@pulseboard/core/workout-summary';
import type { Tx } from '../../db/client.ts';
import { recordPoints } from '../members/points.service.ts';
import {
  addToDaily,
  type findStationSettings,
  insertWorkout,
  lockMaxHr,
  raiseMaxHr,
  type TAthlete,
  type TClubScoring,
  type TWorkoutRow,
} from './workouts.repository.ts';

export type TScoring = NonNullable<TWorkoutRow['scoring']>;
export type TStation = NonNullable<Awaited<ReturnType<typeof findStationSettings>>>;

/** The zones and options a workout is scored with: the station's, else the club's, else the defaults. */
export function scoringOf(station: TStation | undefined, club: TClubScoring): TScoring {
  if (station)
    return {
      starts: station.zoneStarts,
      points: station.zonePoints,
      colors: station.zoneColors,
      sixtyMinuteCutoff: station.sixtyMinuteCutoff,
      calorieInflate: station.calorieInflate,
    };
  const zones = club.zoneSettings ?? DEFAULT_CLUB_ZONE_SETTINGS;
  return {
    starts: [...zones.starts],
    points: [...zones.points],
    colors: [...(DEFAULT_CLUB_ZONE_SETTINGS.colors ?? [])],
    sixtyMinuteCutoff: false,
    calorieInflate: 0,
  };
}

/** A scored workout's figures, as ingestion keeps them (the roll-ups need the per-zone parts). */
export type TScoredSummary = TWorkoutSummary & { zonePointSeconds: number[]; zoneCalories: number[] };

/** Scores cleaned samples for a member with the given zones and the club's options (packages/core). */
export function scoreSamples(w: {
  athlete: TAthlete;
  club: TClubScoring;
  scoring: TScoring;
  samples: Uint8Array;
  sampleInterval: number;
  start: Date;
  maxHrUsed: number;
}): TScoredSummary & { newMaxHr?: number } {
  const { athlete, scoring } = w;
  return summariseWorkout({
    samples: w.samples,
    sampleInterval: w.sampleInterval,
    maxHr: w.maxHrUsed,
    restingHr: athlete.restingHr,
    zones: scoring,
    body: {
      sex: athlete.gender,
      weightKg: athlete.weight,
      ageYears: athlete.birthDate ? ageOn(athlete.birthDate, w.start) : null,
    },
    sixtyMinuteCutoff: scoring.sixtyMinuteCutoff,
    calorieInflate: scoring.calorieInflate,
    autoRaiseMaxHr: w.club.maxHrAutoRaise,
  });
}

/**
 * Writes one scored workout with everything that must change with it, in the caller's transaction: the
 * member's daily roll-up, the points-ledger row and the automatic max-HR raise. Undefined when the
 * sender already posted this clientRef (nothing written). Live classes store their workouts through it.
 */
export async function storeWorkout(
  tx: Tx,
  w: {
    athleteId: number;
    club: TClubScoring;
    locationId: number | null;
    deviceSn: string | null;
    dataSource: TWorkoutRow['dataSource'];
    start: Date;
    summary: TScoredSummary;
    senderId: number;
    clientRef: string;
    accountId: number | null;
    samples: Uint8Array | null;
    sampleInterval: number;
    maxHrUsed: number;
    scoring: TScoring;
    newMaxHr: number | undefined;
    classId: number | null;
  },
): Promise<TWorkoutRow | undefined> {
  const { summary, samples, club, locationId } = w;
  const saved = await insertWorkout(tx, {
    userId: w.athleteId,
    clubId: club.id,
    locationId,
    classId: w.classId,
    deviceSn: w.deviceSn,
    dataSource: w.dataSource,
    startTime: w.start,
    ...summary,
    senderId: w.senderId,
    clientRef: w.clientRef,
    accountId: w.accountId,
    samples: samples ? Buffer.from(samples.buffer, samples.byteOffset, samples.length) : null,
    sampleInterval: samples ? w.sampleInterval : 1,
    maxHrUsed: w.maxHrUsed,
    scoring: w.scoring,
  });
  if (!saved) return undefined;
  await addToDaily(
    tx,
    {
      clubId: club.id,
      userId: w.athleteId,
      locationKey: locationId ?? 0,
      source: w.dataSource,
      day: todayIn(club.timezone, w.start),
    },
    {
      seconds: summary.durationSeconds,
      zoneSeconds: summary.zoneSeconds,
      zonePointSeconds: summary.zonePointSeconds,
      zoneCalories: summary.zoneCalories,
      calories: summary.calories,
      points: summary.points,
      pai: summary.pai,
      avgHr: summary.avgHr,
    },
  );
  if (summary.points > 0)
    await recordPoints(tx, {
      clubId: club.id,
      userId: w.athleteId,
      amount: summary.points,
      kind: 'workout',
      reference: `workout:${saved.id}`,
      createdBy: null,
    });
  if (w.newMaxHr !== undefined) {
    // Read under lock: another workout of the member may have raised it since this one was scored.
    const current = (await lockMaxHr(tx, w.athleteId)) ?? w.maxHrUsed;
    if (w.newMaxHr > current) await raiseMaxHr(tx, w.athleteId, saved.id, current, w.newMaxHr);
  }
  return saved;
}
