import { describe, expect, it } from 'vitest';
import { effectiveMaxHr, raisedMaxHr } from './max-hr.ts';

const day = new Date(Date.UTC(2026, 10, 22));
const run = (...parts: [bpm: number, count: number][]) =>
  parts.flatMap(([bpm, count]) => Array(count).fill(bpm));

describe('effectiveMaxHr', () => {
  it.each([
    // own value wins over the estimate
    [{ maxHr: 191, birthDate: '1980-11-22' }, 191],
    // 46 on 2026-11-22 -> 220 - 46 = 174; the day before the birthday 45 -> 175
    [{ maxHr: null, birthDate: '1980-11-22' }, 174],
    [{ maxHr: null, birthDate: '1980-11-23' }, 175],
    [{ maxHr: null, birthDate: null }, null],
  ])('%j -> %s', (member, expected) => {
    expect(effectiveMaxHr(member, day)).toBe(expected);
  });
});

describe('raisedMaxHr (max 180)', () => {
  it.each([
    // 30 s at 185 -> held 185
    [run([185, 30]), 1, 185],
    // 29 s is not 30 s
    [run([185, 29]), 1, null],
    // 30 s at 195: capped at 180 + 10
    [run([195, 30]), 1, 190],
    // 15 s at 186 then 15 s at 184: the 30 s window's lowest is 184
    [run([186, 15], [184, 15]), 1, 184],
    // 183 then 30 x 186: window [0..29] holds 183, window [1..30] holds 186 -> 186
    [run([183, 1], [186, 30]), 1, 186],
    // 40 s rising 181..220: the best window is the last 30 (191..220) -> 191, capped at 190
    [Array.from({ length: 40 }, (_, i) => 181 + i), 1, 190],
    // at max is not above it
    [run([180, 30]), 1, null],
    // a missing sample (0) breaks the hold: 15 + 15 are two holds of 15 s
    [run([185, 15], [0, 1], [185, 15]), 1, null],
    // a dip to max breaks it too
    [run([185, 15], [180, 1], [185, 15]), 1, null],
    // at 5 s a sample, ceil(30 / 5) = 6 samples = 30 s; 5 samples are 25 s
    [run([185, 6]), 5, 185],
    [run([185, 5]), 5, null],
    // at 7 s, ceil(30 / 7) = 5 samples (35 s); 4 samples are 28 s
    [run([185, 5]), 7, 185],
    [run([185, 4]), 7, null],
    // warm-up below, then 40 s at 187 and 40 s at 188 -> 188
    [run([150, 60], [187, 40], [188, 40], [170, 60]), 1, 188],
  ])('case %# -> %s', (samples, interval, expected) => {
    expect(raisedMaxHr(Uint8Array.from(samples), interval, 180)).toBe(expected);
  });
});

describe('raisedMaxHr against a plain reading of the rule', () => {
  // For every window of ceil(30 / interval) samples with none missing, its lowest sample is what it held;
  // the best such value above max, capped at max + 10.
  const plain = (samples: Uint8Array, interval: number, max: number) => {
    const window = Math.ceil(30 / interval);
    let best = 0;
    for (let start = 0; start + window <= samples.length; start++) {
      const held = Math.min(...samples.subarray(start, start + window));
      if (held > 0) best = Math.max(best, held);
    }
    return best > max ? Math.min(best, max + 10) : null;
  };
  it('agrees on 300 seeded random series around max', () => {
    let state = 7;
    const random = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
    let raised = 0;
    for (let series = 0; series < 300; series++) {
      const interval = [1, 2, 5, 7][series % 4] as number;
      const samples = Uint8Array.from({ length: 40 + Math.floor(random() * 200) }, () =>
        random() < 0.01 ? 0 : 179 + Math.floor(random() * 14),
      );
      const expected = plain(samples, interval, 180);
      if (expected !== null) raised++;
      expect(raisedMaxHr(samples, interval, 180)).toBe(expected);
    }
    // both answers occur often enough for the comparison to mean something
    expect(raised).toBeGreaterThan(50);
    expect(raised).toBeLessThan(250);
  });
});
