// The max HR a workout is scored with, and the automatic raise a club may switch on (as Myzone does).
// A workout is scored with the max HR as it stood when it started; a raise applies from the next one.
import { estimatedMaxHr } from './heart-rate.ts';
import { MISSING_SAMPLE } from './hr-samples.ts';

/** How long a rate above max must be held to raise the max. */
export const AUTO_RAISE_HOLD_SECONDS = 30;
/** The most one workout may raise the max (bpm). */
export const AUTO_RAISE_MAX_STEP = 10;

let queue = new Int32Array(3600);

/** The member's own max HR when set, else 220 minus their age on the workout's day; null when neither is known. */
export function effectiveMaxHr(
  member: { maxHr: number | null; birthDate: string | null },
  workoutDay: Date,
): number | null {
  if (member.maxHr != null) return member.maxHr;
  return member.birthDate ? estimatedMaxHr(member.birthDate, workoutDay) : null;
}

/**
 * The automatic raise: the highest heart rate held above `maxHr` for 30 s without a missing sample (the
 * lowest sample of the best 30 s window; a window is ceil(30 / sampleInterval) samples), capped at
 * maxHr + 10 per workout; null when no 30 s stayed above maxHr.
 */
export function raisedMaxHr(
  samples: ArrayLike<number>,
  sampleInterval: number,
  maxHr: number,
): number | null {
  const window = Math.ceil(AUTO_RAISE_HOLD_SECONDS / sampleInterval);
  // A monotonic queue of indices whose samples increase: its head is the current window's minimum.
  // Allocating it costs more than the scan, so it is kept between calls and grown when too short.
  if (queue.length < samples.length) queue = new Int32Array(samples.length);
  let head = 0;
  let tail = 0;
  let runStart = 0;
  let best = 0;
  for (let i = 0; i < samples.length; i++) {
    const value = samples[i] as number;
    // A missing sample or one at or below max ends every window that contains it.
    if (value === MISSING_SAMPLE || value <= maxHr) {
      head = tail = 0;
      runStart = i + 1;
      continue;
    }
    while (tail > head && (samples[queue[tail - 1] as number] as number) >= value) tail--;
    queue[tail++] = i;
    if ((queue[head] as number) <= i - window) head++;
    if (i - runStart + 1 >= window) best = Math.max(best, samples[queue[head] as number] as number);
  }
  return best > maxHr ? Math.min(best, maxHr + AUTO_RAISE_MAX_STEP) : null;
}
