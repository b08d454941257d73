// Every figure of a workout is rounded once, at the end, half up (2.5 -> 3), never per sample.

/** Rounds a non-negative number half up to `decimals` places (0 by default). */
export function roundHalfUp(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  return Math.floor(value * factor + 0.5) / factor;
}
