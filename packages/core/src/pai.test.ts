import { describe, expect, it } from 'vitest';
import { paiPerMinute, weeklyPai } from './pai.ts';

describe('paiPerMinute (max 180, resting 60: reserve 120 bpm)', () => {
  it.each([
    // r = (HR - 60) / 120; a minute earns 16^r / 6 from r = 0.4
    [107, 0], // r = 47 / 120 = 0.3917 < 0.4
    [108, 16 ** 0.4 / 6], // r = 0.4: 2^1.6 / 6 = 3.0314 / 6 = 0.50524
    [120, 2 / 3], // r = 0.5: 16^0.5 = 4, 4 / 6 -> 150 min = 100 PAI
    [150, 4 / 3], // r = 0.75: 16^0.75 = 8, 8 / 6 -> 75 min = 100 PAI
    [180, 8 / 3], // r = 1: 16 / 6
    [200, 8 / 3], // r = 140 / 120 capped at 1
  ])('HR %i -> %f a minute', (hr, perMinute) => {
    expect(paiPerMinute(hr, 180, 60)).toBeCloseTo(perMinute, 10);
  });

  it('takes 60 bpm when the resting HR is unknown and the member resting HR when known', () => {
    expect(paiPerMinute(120, 180)).toBeCloseTo(2 / 3, 10);
    // resting 80: r = (130 - 80) / (180 - 80) = 0.5
    expect(paiPerMinute(130, 180, 80)).toBeCloseTo(2 / 3, 10);
    expect(paiPerMinute(130, 60, 60)).toBe(0);
  });
});

describe('weeklyPai', () => {
  const daily = [
    { day: '2026-11-15', pai: 40 }, // 7 days before the 22nd: out
    { day: '2026-11-16', pai: 10.25 }, // 6 days before: in
    { day: '2026-11-20', pai: 20 },
    { day: '2026-11-20', pai: 5 }, // a second value for a day adds up
    { day: '2026-11-22', pai: 30.1 }, // today: in
    { day: '2026-11-23', pai: 99 }, // tomorrow: out
  ];
  it.each([
    // 10.25 + 20 + 5 + 30.1 = 65.35 -> 65.4
    ['2026-11-22', 65.4],
    // 16th..22nd minus the 16th, plus the 23rd: 20 + 5 + 30.1 + 99 = 154.1
    ['2026-11-23', 154.1],
    // across a month end: 2026-12-01 looks back to 2026-11-25: nothing
    ['2026-12-01', 0],
  ])('on %s is %f', (today, expected) => {
    expect(weeklyPai(daily, today)).toBe(expected);
  });
});
