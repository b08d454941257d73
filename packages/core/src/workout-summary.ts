// One workout's figures from its cleaned samples (hr-samples.ts: one byte per sample, 0 = missing).
// - Time: each sample stands for sampleInterval seconds. durationSeconds = samples x sampleInterval,
//   gaps included (the time from start to end). A missing sample counts in the duration only: no zone,
//   no points, no calories, no PAI, not in the average or the maximum.
// - Zones (hr-zones.ts) with the max HR as it stood when the workout started (max-hr.ts).
// - Points = sum over zones of seconds in zone x zone points / 60, rounded half up once at the end.
// - Calories (calories.ts): each second of a sample in a zone adds Keytel's kJ/min / 60 (never below 0),
//   the total / 4.184 x (1 + calorieInflate / 100), rounded half up once at the end.
// - Sixty-minute cutoff: when on, points and calories count only the first 3,600 s from the start (a
//   sample across the mark counts its seconds before it); zone times, PAI, average and max count all.
// - PAI (pai.ts) over every present sample; avgHr rounded half up; newMaxHr only when the club's automatic
//   raise is on and the workout raised it (max-hr.ts).
// The samples are read once, into a count of samples per bpm; every figure then comes from at most
// 250 bpm values, so an hour of 1 Hz samples costs one increment per sample.
import { KJ_PER_KCAL, keytelKjPerMinute, type TCalorieBody } from './calories.ts';
import { type TZoneSettings, zoneOf } from './hr-zones.ts';
import { raisedMaxHr } from './max-hr.ts';
import { DEFAULT_RESTING_HR, paiPerMinute } from './pai.ts';
import { roundHalfUp } from './rounding.ts';

/** Seconds the sixty-minute cutoff scores. */
export const SIXTY_MINUTES = 3600;

// Kept between calls: allocating a typed array costs more than counting an hour of samples into it.
const counts = new Uint32Array(512);

/** What summariseWorkout needs: cleaned samples, the member's max HR and body, the club's or station's settings. */
export interface TWorkoutInput {
  /** Cleaned samples, bpm 25-250 or 0 for missing (cleanSamples' output). */
  samples: ArrayLike<number>;
  /** Seconds per sample, default 1. */
  sampleInterval?: number;
  /** The member's max HR when the workout started (effectiveMaxHr). */
  maxHr: number;
  /** The member's resting HR for PAI; 60 when unknown. */
  restingHr?: number | null;
  zones: TZoneSettings;
  body: TCalorieBody;
  sixtyMinuteCutoff?: boolean;
  /** Percent added to the calories (station setting), default 0. */
  calorieInflate?: number;
  /** The club's automatic max HR raise. */
  autoRaiseMaxHr?: boolean;
}

/** A workout's figures, as ingestion stores them and the screens show them. */
export interface TWorkoutSummary {
  durationSeconds: number;
  /** Seconds in each zone, first zone first. */
  zoneSeconds: number[];
  /** Per zone: scored seconds x the zone's points a minute (points of some zones = their sum / 60, rounded half up). */
  zonePointSeconds: number[];
  /** Per zone: calories burnt in it, each rounded half up (their sum may differ from calories by rounding). */
  zoneCalories: number[];
  points: number;
  calories: number;
  pai: number;
  avgHr: number;
  maxHr: number;
  /** The raised max HR, present only when the automatic raise is on and the workout raised it. */
  newMaxHr?: number;
}

/** Points for seconds per zone: sum of seconds x the zone's points a minute / 60, rounded half up once (also for imported summaries). */
export function pointsForZoneSeconds(zoneSeconds: readonly number[], points: readonly number[]): number {
  let pointSeconds = 0;
  for (let zone = 0; zone < zoneSeconds.length; zone++) {
    pointSeconds += (zoneSeconds[zone] as number) * (points[zone] ?? 0);
  }
  return roundHalfUp(pointSeconds / 60);
}

/**
 * An imported summary's calories shared over its zones by their seconds, each rounded half up: an import
 * says nothing of when in the workout each calorie was burnt.
 */
export function caloriesByZoneSeconds(calories: number, zoneSeconds: readonly number[]): number[] {
  const total = zoneSeconds.reduce((sum, s) => sum + s, 0);
  return zoneSeconds.map((s) => (total > 0 ? roundHalfUp((calories * s) / total) : 0));
}

/** Summarises one workout: duration, time per zone, points, calories, PAI, average and max HR, a raised max. */
export function summariseWorkout(input: TWorkoutInput): TWorkoutSummary {
  const { samples, maxHr, zones, body } = input;
  const interval = input.sampleInterval ?? 1;
  const restingHr = input.restingHr ?? DEFAULT_RESTING_HR;
  const n = samples.length;
  // Samples [0, scoredEnd) lie wholly in the scored time; sample scoredEnd may straddle the cutoff.
  const scoredEnd = input.sixtyMinuteCutoff ? Math.min(n, Math.floor(SIXTY_MINUTES / interval)) : n;
  const straddle = scoredEnd < n ? SIXTY_MINUTES - scoredEnd * interval : 0;

  // Samples per bpm: scored ones in [0, 256), the rest in [256, 512).
  counts.fill(0);
  for (let i = 0; i < scoredEnd; i++) {
    const bpm = samples[i] as number;
    counts[bpm] = (counts[bpm] as number) + 1;
  }
  for (let i = scoredEnd; i < n; i++) {
    const slot = 256 + (samples[i] as number);
    counts[slot] = (counts[slot] as number) + 1;
  }
  const straddleBpm = straddle > 0 ? (samples[scoredEnd] as number) : 0;

  const zoneSeconds = new Array<number>(zones.starts.length).fill(0);
  const scoredZoneSeconds = new Array<number>(zones.starts.length).fill(0);
  const zoneKilojoules = new Array<number>(zones.starts.length).fill(0);
  let kilojoules = 0;
  let pai = 0;
  let hrSum = 0;
  let hrCount = 0;
  let top = 0;
  for (let bpm = 1; bpm < 256; bpm++) {
    const scored = counts[bpm] as number;
    const count = scored + (counts[256 + bpm] as number);
    if (count === 0) continue;
    const seconds = count * interval;
    const scoredSeconds = scored * interval + (bpm === straddleBpm ? straddle : 0);
    hrSum += bpm * count;
    hrCount += count;
    top = bpm;
    pai += (seconds / 60) * paiPerMinute(bpm, maxHr, restingHr);
    const zone = zoneOf(bpm, maxHr, zones.starts);
    if (zone < 0) continue;
    zoneSeconds[zone] = (zoneSeconds[zone] as number) + seconds;
    scoredZoneSeconds[zone] = (scoredZoneSeconds[zone] as number) + scoredSeconds;
    const kj = (scoredSeconds / 60) * Math.max(0, keytelKjPerMinute(bpm, body) ?? 0);
    kilojoules += kj;
    zoneKilojoules[zone] = (zoneKilojoules[zone] as number) + kj;
  }
  const inflate = 1 + (input.calorieInflate ?? 0) / 100;

  const summary: TWorkoutSummary = {
    durationSeconds: n * interval,
    zoneSeconds,
    zonePointSeconds: scoredZoneSeconds.map((seconds, zone) => seconds * (zones.points[zone] ?? 0)),
    zoneCalories: zoneKilojoules.map((kj) => roundHalfUp((kj / KJ_PER_KCAL) * inflate)),
    points: pointsForZoneSeconds(scoredZoneSeconds, zones.points),
    calories: roundHalfUp((kilojoules / KJ_PER_KCAL) * inflate),
    pai: roundHalfUp(pai, 1),
    avgHr: hrCount === 0 ? 0 : roundHalfUp(hrSum / hrCount),
    maxHr: top,
  };
  // Nothing can have been held above max when no sample went above it: skip the second pass.
  if (input.autoRaiseMaxHr && top > maxHr) {
    const raised = raisedMaxHr(samples, interval, maxHr);
    if (raised !== null) summary.newMaxHr = raised;
  }
  return summary;
}
