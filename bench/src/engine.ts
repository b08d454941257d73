// The heart-rate engine on one hour of 1 Hz samples: a plausible class (warm-up, intervals, cool-down,
// a few missing samples), summarised with every option on (sixty-minute cutoff, calorie inflate, the
// automatic max HR raise), timed over many calls. The median of several rounds is reported, as the
// machine is shared.
import { cleanSamples } from '@pulseboard/core/hr-samples';
import { DEFAULT_CLUB_ZONE_SETTINGS } from '@pulseboard/core/hr-zones';
import { summariseWorkout } from '@pulseboard/core/workout-summary';

const ROUNDS = 7;
const CALLS = 2000;

export interface TEngineRow {
  /** Milliseconds per call of summariseWorkout on one hour of 1 Hz samples (median of the rounds). */
  summariseMs: number;
  /** Milliseconds per call of cleanSamples on the same hour as received (median of the rounds). */
  cleanMs: number;
}

/** One hour of 1 Hz heart rate: 10 min warm-up, 40 min of 3 min hard / 2 min easy, 10 min cool-down. */
export function hourOfSamples(seed = 1): (number | null)[] {
  let state = seed;
  const noise = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (state / 2_147_483_648) * 6 - 3;
  };
  return Array.from({ length: 3600 }, (_, second) => {
    if (second % 997 === 500) return null;
    const minute = second / 60;
    let target = 140;
    if (minute < 10) target = 95 + minute * 5;
    else if (minute >= 50) target = 145 - (minute - 50) * 5;
    else target = (minute - 10) % 5 < 3 ? 172 : 138;
    return Math.round(target + noise());
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function timePerCall(call: () => unknown): number {
  for (let i = 0; i < CALLS; i++) call();
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    for (let i = 0; i < CALLS; i++) call();
    rounds.push((performance.now() - start) / CALLS);
  }
  return median(rounds);
}

/** Times the engine in this process. */
export function benchEngine(): TEngineRow {
  const received = hourOfSamples();
  const cleaned = cleanSamples(received);
  if (!cleaned.ok) throw new Error(`bench samples refused: ${JSON.stringify(cleaned.errors)}`);
  const input = {
    samples: cleaned.samples,
    // below the hard intervals (172 +/- 3), so the automatic raise's second pass runs too
    maxHr: 170,
    restingHr: 62,
    zones: DEFAULT_CLUB_ZONE_SETTINGS,
    body: { sex: 'female' as const, weightKg: 64, ageYears: 38 },
    sixtyMinuteCutoff: true,
    calorieInflate: 10,
    autoRaiseMaxHr: true,
  };
  return {
    summariseMs: timePerCall(() => summariseWorkout(input)),
    cleanMs: timePerCall(() => cleanSamples(received)),
  };
}
