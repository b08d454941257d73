/**
 * Axis ticks for a count axis starting at 0: a round step (1, 2 or 5 times a power of ten, at least 1)
 * and about `count` ticks up to the first one at or above `max`.
 */
export function niceTicks(max: number, count = 5): number[] {
  const raw = Math.max(max, 1) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(value);
  return ticks;
}

/** Every how many days an axis label fits in `band` pixels a day, labels needing `labelWidth` each. */
export function labelEvery(band: number, labelWidth = 44): number {
  return Math.max(1, Math.ceil(labelWidth / Math.max(band, 1)));
}
