import type { TErrorName } from '@pulseboard/contract/errors';
import { AppError } from './app-error.ts';

/** What a sliding-window count found: how many events, and when the oldest of them happened. */
export interface TWindowCount {
  n: number;
  oldest: Date | string | null;
}

/**
 * A window's count without the event being decided, which was recorded before counting (so events
 * arriving at once each see the ones recorded before them).
 */
export function othersThan(count: TWindowCount): TWindowCount {
  return { n: Math.max(0, count.n - 1), oldest: count.oldest };
}

/**
 * Refuses with 429 and a Retry-After once `count` has reached `max` events in the window: the answer
 * says when the oldest of them leaves the window, so the client may try again then.
 */
export function refuseWhenFull(
  count: TWindowCount,
  max: number,
  windowMs: number,
  now: Date,
  error: TErrorName = 'TOO_MANY_ATTEMPTS',
): void {
  if (count.n < max || !count.oldest) return;
  const retryMs = new Date(count.oldest).getTime() + windowMs - now.getTime();
  const seconds = Math.max(1, Math.ceil(retryMs / 1000));
  throw new AppError(error, {
    params: { minutes: Math.ceil(seconds / 60) },
    headers: { 'retry-after': String(seconds) },
    retryAfterSeconds: seconds,
  });
}

/**
 * Decides an event that was recorded before its window was counted: runs the refusals (refuseWhenFull
 * on counts taken through othersThan) and, when one refuses, takes the event back so it does not count.
 */
export async function refuseOrTakeBack(
  refusals: () => void,
  takeBack: () => Promise<unknown>,
): Promise<void> {
  try {
    refusals();
  } catch (err) {
    await takeBack();
    throw err;
  }
}
