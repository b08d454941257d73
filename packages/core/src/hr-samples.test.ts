import { describe, expect, it } from 'vitest';
import { cleanSamples } from './hr-samples.ts';

const ok = (hr: (number | null)[], interval?: number) => {
  const result = cleanSamples(hr, interval);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return { samples: [...result.samples], spikesDropped: result.spikesDropped };
};
const codes = (hr: (number | null)[], interval?: unknown) => {
  const result = cleanSamples(hr, interval);
  return result.ok ? [] : result.errors.map((e) => e.code);
};

describe('cleanSamples', () => {
  it.each([
    // [received, stored]: null -> 0 (missing); 25 and 250 are the inclusive bounds; halves round up.
    [
      [120, null, 121],
      [120, 0, 121],
    ],
    [
      [25, 250],
      [25, 250],
    ],
    [
      [120.5, 120.49, 24.99 + 0.01],
      [121, 120, 25],
    ],
    [
      [null, 100, null],
      [0, 100, 0],
    ],
  ])('keeps %j as %j', (hr, stored) => {
    expect(ok(hr)).toEqual({ samples: stored, spikesDropped: 0 });
  });

  it.each([
    // 100, 131, 100: 131 - 100 = 31 > 30 above both neighbours -> dropped.
    [[100, 131, 100], [100, 0, 100], 1],
    // 100, 130, 100: 30 is not more than 30 -> kept.
    [[100, 130, 100], [100, 130, 100], 0],
    // 140, 100, 135: 40 and 35 below both -> dropped.
    [[140, 100, 135], [140, 0, 135], 1],
    // 100, 140, 170: above the first by 40 but below the second -> a climb, kept.
    [[100, 140, 170], [100, 140, 170], 0],
    // two high samples side by side are not isolated -> both kept.
    [[100, 180, 180, 100], [100, 180, 180, 100], 0],
    // 180 after a missing sample is not judged; 100 sits 80 below both 180s -> dropped.
    [[null, 180, 100, 180], [0, 180, 0, 180], 1],
    // a missing neighbour -> no judgement; the ends are never spikes.
    [[100, 180, null, 100], [100, 180, 0, 100], 0],
    [[180, 100], [180, 100], 0],
  ])('spikes in %j leave %j (%i dropped)', (hr, stored, dropped) => {
    expect(ok(hr)).toEqual({ samples: stored, spikesDropped: dropped });
  });

  it.each([
    [[], 1, ['hr.empty']],
    [[null, null], 1, ['hr.empty']],
    [[24, 100], 1, ['hr.outOfRange']],
    [[100, 251], 1, ['hr.outOfRange']],
    [[0], 1, ['hr.outOfRange']],
    // 21,600 samples x 1 s = 6 h: allowed; 21,601 is one second over.
    [new Array(21_601).fill(100), 1, ['hr.tooLong']],
    // 4,321 x 5 s = 21,605 s > 21,600.
    [new Array(4321).fill(100), 5, ['hr.tooLong']],
    [[100], 0, ['sampleInterval.invalid']],
    [[100], 1.5, ['sampleInterval.invalid']],
    [[100], 61, ['sampleInterval.invalid']],
    [[100], '1', ['sampleInterval.invalid']],
    // every broken rule is reported, not just the first
    [new Array(21_601).fill(300), 1, ['hr.tooLong', 'hr.outOfRange']],
  ])('refuses %#: %j', (hr, interval, expected) => {
    expect(codes(hr, interval)).toEqual(expected);
  });

  it('accepts exactly six hours, at 1 s and at 5 s', () => {
    expect(cleanSamples(new Array(21_600).fill(100)).ok).toBe(true);
    expect(cleanSamples(new Array(4320).fill(100), 5).ok).toBe(true);
  });

  it('names the first bad sample, its value and how many are bad', () => {
    expect(cleanSamples([100, 10, 120, 300, null])).toEqual({
      ok: false,
      errors: [{ code: 'hr.outOfRange', field: 'hr', index: 1, value: 10, count: 2, min: 25, max: 250 }],
    });
    expect(cleanSamples(new Array(21_601).fill(100))).toEqual({
      ok: false,
      errors: [{ code: 'hr.tooLong', field: 'hr', seconds: 21_601, maxSeconds: 21_600 }],
    });
  });
});
