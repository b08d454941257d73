import { DEFAULT_STATION_SETTINGS } from '@pulseboard/contract/stations';
import { describe, expect, it } from 'vitest';
import { mixHex, zoneSegments, zoneStartsIncrease } from './zone-bar.ts';

const base = { ...DEFAULT_STATION_SETTINGS };

describe('zoneStartsIncrease', () => {
  it.each([
    [[50, 60, 70, 80, 90], true],
    [[30, 31, 32, 33, 100], true],
    [[50, 60, 60, 80, 90], false],
    [[50, 70, 60, 80, 90], false],
    [[50, 60, null, 80, 90], false],
  ])('%j -> %s', (starts, expected) => {
    expect(zoneStartsIncrease(starts)).toBe(expected);
  });
});

describe('mixHex', () => {
  it.each([
    ['#000000', '#ffffff', 0, '#000000'],
    ['#000000', '#ffffff', 1, '#ffffff'],
    ['#000000', '#ffffff', 0.5, '#808080'],
    ['#1e88e5', '#e53935', 2, '#e53935'],
    ['oops', '#000000', 0, '#9e9e9e'],
  ])('%s..%s at %s -> %s', (from, to, t, expected) => {
    expect(mixHex(from, to, t)).toBe(expected);
  });
});

describe('zoneSegments', () => {
  it('sizes five zones by their ranges up to 100 %', () => {
    const segments = zoneSegments({ ...base, zoneStarts: [50, 60, 70, 80, 90] });
    expect(segments.map((s) => [s.start, s.end, s.widthPct])).toEqual([
      [50, 60, 20],
      [60, 70, 20],
      [70, 80, 20],
      [80, 90, 20],
      [90, 100, 20],
    ]);
  });

  it('gives uneven ranges uneven widths that add up to the bar', () => {
    const segments = zoneSegments({ ...base, zoneStarts: [40, 70, 80, 85, 95] });
    const expected = [50, 50 / 3, 25 / 3, 50 / 3, 25 / 3];
    for (const [i, s] of segments.entries()) expect(s.widthPct).toBeCloseTo(expected[i] ?? Number.NaN);
    expect(segments.reduce((sum, s) => sum + s.widthPct, 0)).toBeCloseTo(100);
  });

  it('uses each zone colour in solid mode', () => {
    const segments = zoneSegments({ ...base, colorMode: 'solid' });
    expect(segments.map((s) => s.background)).toEqual(base.zoneColors);
  });

  it('slices one gradient across the bar in gradient mode', () => {
    const segments = zoneSegments({
      ...base,
      zoneStarts: [50, 60, 70, 80, 90],
      gradientFrom: '#000000',
      gradientTo: '#ffffff',
    });
    expect(segments[0]?.background).toBe('linear-gradient(to right, #000000, #333333)');
    expect(segments[4]?.background).toBe('linear-gradient(to right, #cccccc, #ffffff)');
  });

  it('gives a zone that does not increase no width instead of a negative one', () => {
    const segments = zoneSegments({ ...base, zoneStarts: [50, 80, 70, 85, 90] });
    expect(segments.map((s) => s.widthPct)).toEqual([60, 0, 10, 10, 20]);
    expect(segments.every((s) => s.widthPct >= 0)).toBe(true);
  });

  it('clamps empty or out-of-range starts while the admin types', () => {
    const segments = zoneSegments({ ...base, zoneStarts: [undefined, 60, 70, 80, 250] });
    expect(segments[0]?.start).toBe(30);
    expect(segments[4]?.widthPct).toBe(0);
  });
});
