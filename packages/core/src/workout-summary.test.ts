import { describe, expect, it } from 'vitest';
import type { TCalorieBody } from './calories.ts';
import { DEFAULT_CLUB_ZONE_SETTINGS } from './hr-zones.ts';
import {
  caloriesByZoneSeconds,
  pointsForZoneSeconds,
  summariseWorkout,
  type TWorkoutInput,
} from './workout-summary.ts';

// [bpm, seconds at 1 Hz]; bpm 0 is a missing sample.
const run = (...parts: [bpm: number, count: number][]) =>
  Uint8Array.from(parts.flatMap(([bpm, count]) => Array<number>(count).fill(bpm)));
const woman: TCalorieBody = { sex: 'female', weightKg: 60, ageYears: 30 };
const man: TCalorieBody = { sex: 'male', weightKg: 80, ageYears: 35 };
// Default zones: starts 50/60/70/80/90% of max, points 0/1/2/3/4 a minute.
const base = (samples: Uint8Array, more: Partial<TWorkoutInput> = {}): TWorkoutInput => ({
  samples,
  maxHr: 180,
  zones: DEFAULT_CLUB_ZONE_SETTINGS,
  body: woman,
  ...more,
});

describe('summariseWorkout: a worked example (max 180, resting 60, woman 60 kg 30 y)', () => {
  // 2 min at 90 (50%, zone 1), 5 min at 120 (66.7%, zone 2), 10 min at 150 (83.3%, zone 4),
  // 2 min at 180 (100%, zone 5), 1 min at 85 (47.2%, no zone), 1 min missing.
  const samples = run([90, 120], [120, 300], [150, 600], [180, 120], [85, 60], [0, 60]);

  it('counts time, zones, points, average and max', () => {
    const summary = summariseWorkout(base(samples));
    // duration: 120 + 300 + 600 + 120 + 60 + 60 = 1260 s, the gap included
    expect(summary.durationSeconds).toBe(1260);
    expect(summary.zoneSeconds).toEqual([120, 300, 0, 600, 120]);
    // points: (120 x 0 + 300 x 1 + 600 x 3 + 120 x 4) / 60 = 2580 / 60 = 43
    expect(summary.points).toBe(43);
    // avg over the 1200 present samples: (120 x 90 + 300 x 120 + 600 x 150 + 120 x 180 + 60 x 85) / 1200
    //   = (10800 + 36000 + 90000 + 21600 + 5100) / 1200 = 163500 / 1200 = 136.25 -> 136
    expect(summary.avgHr).toBe(136);
    expect(summary.maxHr).toBe(180);
    expect(summary.newMaxHr).toBeUndefined();
  });

  it('counts calories by Keytel over the samples in a zone, inflated and rounded once', () => {
    // woman 60 kg 30 y: kJ/min = -20.4022 + 0.4472 HR - 0.1263 x 60 + 0.074 x 30 = 0.4472 HR - 25.7602
    //   90: 14.4878 x 2 min = 28.9756;  120: 27.9038 x 5 = 139.519;  150: 41.3198 x 10 = 413.198
    //   180: 54.7358 x 2 = 109.4716;  85: in no zone, 0
    //   total 691.1642 kJ / 4.184 = 165.192 kcal -> 165; inflate 20%: 165.192 x 1.2 = 198.231 -> 198
    expect(summariseWorkout(base(samples)).calories).toBe(165);
    expect(summariseWorkout(base(samples, { calorieInflate: 20 })).calories).toBe(198);
    // without a weight there is no estimate
    expect(summariseWorkout(base(samples, { body: { ...woman, weightKg: null } })).calories).toBe(0);
  });

  it('keeps points and calories per zone, for challenges that count only some zones', () => {
    const summary = summariseWorkout(base(samples));
    // point-seconds: 120 x 0, 300 x 1, 0, 600 x 3, 120 x 4
    expect(summary.zonePointSeconds).toEqual([0, 300, 0, 1800, 480]);
    // kcal per zone (kJ above / 4.184): 6.925 -> 7, 33.346 -> 33, 0, 98.757 -> 99, 26.164 -> 26
    expect(summary.zoneCalories).toEqual([7, 33, 0, 99, 26]);
    // zones 4 and 5 only: (1800 + 480) / 60 = 38 points
  });

  it("shares an import's calories over its zones by their seconds", () => {
    // 300 kcal over 0/600/900/300/0 s (1800 s): 0, 100, 150, 50, 0
    expect(caloriesByZoneSeconds(300, [0, 600, 900, 300, 0])).toEqual([0, 100, 150, 50, 0]);
    // 10 kcal over 1/1/1 s: 3.33 each -> 3, 3, 3 (each rounded on its own)
    expect(caloriesByZoneSeconds(10, [1, 1, 1])).toEqual([3, 3, 3]);
    expect(caloriesByZoneSeconds(10, [0, 0])).toEqual([0, 0]);
  });

  it('counts PAI over the heart-rate reserve', () => {
    // reserve 180 - 60 = 120. 90: r 0.25, 0. 120: r 0.5, 5 min x 4/6 = 3.3333.
    //   150: r 0.75, 10 min x 8/6 = 13.3333. 180: r 1, 2 min x 16/6 = 5.3333. 85: r 0.21, 0. Sum 22.0
    expect(summariseWorkout(base(samples)).pai).toBe(22);
    // resting 70: reserve 110; 120: r = 50 / 110 = 0.4545 -> 16^0.4545 = 3.5264, / 6 = 0.5877 x 5 = 2.9386;
    //   150: r = 80 / 110 = 0.7273 -> 7.5114 / 6 = 1.2519 x 10 = 12.5191; 180: 5.3333; total 20.791 -> 20.8
    expect(summariseWorkout(base(samples, { restingHr: 70 })).pai).toBe(20.8);
  });
});

describe('summariseWorkout: rules one at a time (max 180)', () => {
  it.each([
    // 30 s in zone 2 (1 a minute) -> 0.5 -> rounded half up to 1; 29 s -> 0.48 -> 0
    [1, run([108, 30])],
    [0, run([108, 29])],
    // rounded once at the end: 30 s in zone 2 and 30 s in zone 4 = (30 x 1 + 30 x 3) / 60 = 2
    //   (rounding each zone would give 1 + 2 = 3)
    [2, run([108, 30], [144, 30])],
    // 90 s in zone 2 -> 1.5 -> 2
    [2, run([108, 90])],
    // a gap earns nothing: 60 s in zone 5 (4 a minute) around 60 missing seconds -> 4
    [4, run([162, 30], [0, 60], [162, 30])],
    // below the first start (89 bpm = 49.4%) earns nothing
    [0, run([89, 600])],
  ])('case %#: %i points', (points, samples) => {
    expect(summariseWorkout(base(samples)).points).toBe(points);
  });

  it.each([
    // an imported summary's zone seconds, points 0/1/2/3/4: (600 x 1 + 900 x 2 + 300 x 3 + 30 x 4) / 60
    //   = (600 + 1800 + 900 + 120) / 60 = 3420 / 60 = 57
    [[120, 600, 900, 300, 30], 57],
    // (30 x 1 + 0 + 0 + 0) / 60 = 0.5 -> 1
    [[0, 30, 0, 0, 0], 1],
  ])('scores zone seconds %j as %i points', (zoneSeconds, points) => {
    expect(pointsForZoneSeconds(zoneSeconds, DEFAULT_CLUB_ZONE_SETTINGS.points)).toBe(points);
  });

  it('counts zone times at any sample interval: 3 samples x 5 s at 150 = 15 s in zone 4', () => {
    const summary = summariseWorkout(base(run([150, 3], [0, 1]), { sampleInterval: 5 }));
    expect(summary.durationSeconds).toBe(20);
    expect(summary.zoneSeconds).toEqual([0, 0, 0, 15, 0]);
  });

  it('gives zeros, never NaN, for a series with no present sample', () => {
    expect(summariseWorkout(base(run([0, 5])))).toEqual({
      durationSeconds: 5,
      zoneSeconds: [0, 0, 0, 0, 0],
      zonePointSeconds: [0, 0, 0, 0, 0],
      zoneCalories: [0, 0, 0, 0, 0],
      points: 0,
      calories: 0,
      pai: 0,
      avgHr: 0,
      maxHr: 0,
    });
  });

  it('takes a station zone set with other starts and points', () => {
    // starts 55/85, points 2/10: 150 = 83.3% -> zone 1 for 120 s; 160 = 88.9% -> zone 2 for 30 s
    //   points (120 x 2 + 30 x 10) / 60 = 540 / 60 = 9
    const zones = { starts: [55, 85], points: [2, 10] };
    const summary = summariseWorkout(base(run([150, 120], [160, 30]), { zones }));
    expect(summary.zoneSeconds).toEqual([120, 30]);
    expect(summary.points).toBe(9);
  });
});

describe('summariseWorkout: sixty-minute cutoff (man 80 kg 35 y, 150 bpm = 83.3% of 180, zone 4)', () => {
  // 150 bpm: -55.0969 + 0.6309 x 150 + 0.1988 x 80 + 0.2017 x 35 = 62.5016 kJ/min
  const seventyMinutes = run([150, 4200]);
  it.each([
    // off: points 70 x 3 = 210; calories 62.5016 x 70 / 4.184 = 1045.68 -> 1046
    [false, 210, 1046],
    // on: points 60 x 3 = 180; calories 62.5016 x 60 / 4.184 = 896.29 -> 896
    [true, 180, 896],
  ])('cutoff %s: %i points, %i kcal; zone time and PAI keep all 70 minutes', (cutoff, points, calories) => {
    const summary = summariseWorkout(base(seventyMinutes, { body: man, sixtyMinuteCutoff: cutoff }));
    expect(summary).toMatchObject({
      points,
      calories,
      durationSeconds: 4200,
      zoneSeconds: [0, 0, 0, 4200, 0],
    });
    // PAI: r = 90 / 120 = 0.75 -> 8/6 a minute x 70 = 93.33 -> 93.3, cutoff or not
    expect(summary.pai).toBe(93.3);
  });

  it('counts the seconds before the mark of a sample that straddles it', () => {
    // 520 samples x 7 s = 3640 s. floor(3600 / 7) = 514 samples = 3598 s, plus 2 s of sample 515 = 3600 s
    //   points 3600 x 3 / 60 = 180; calories as 60 minutes: 896; zone time all 3640 s
    const summary = summariseWorkout(
      base(run([150, 520]), { body: man, sampleInterval: 7, sixtyMinuteCutoff: true }),
    );
    expect(summary).toMatchObject({ points: 180, calories: 896, zoneSeconds: [0, 0, 0, 3640, 0] });
  });

  it('leaves a workout shorter than an hour as it is', () => {
    // 10 min at 150: points 30, calories 62.5016 x 10 / 4.184 = 149.38 -> 149
    const summary = summariseWorkout(base(run([150, 600]), { body: man, sixtyMinuteCutoff: true }));
    expect(summary).toMatchObject({ points: 30, calories: 149 });
  });
});

describe('summariseWorkout: automatic max HR raise (max 180)', () => {
  const samples = run([150, 60], [186, 40], [150, 60]);
  it('reports the held rate only when the club has the raise on', () => {
    expect(summariseWorkout(base(samples, { autoRaiseMaxHr: true })).newMaxHr).toBe(186);
    expect(summariseWorkout(base(samples)).newMaxHr).toBeUndefined();
    // the workout itself is scored with 180: 186 is 103% -> zone 5
    expect(summariseWorkout(base(samples, { autoRaiseMaxHr: true })).zoneSeconds[4]).toBe(40);
  });
  it('reports nothing when nothing was held above max', () => {
    expect('newMaxHr' in summariseWorkout(base(run([150, 60]), { autoRaiseMaxHr: true }))).toBe(false);
  });
});
