import { describe, expect, it } from 'vitest';
import { KJ_PER_KCAL, keytelKjPerMinute } from './calories.ts';

describe('keytelKjPerMinute (Keytel et al. 2005, without VO2max)', () => {
  it.each([
    // man, 80 kg, 35 y, HR 150: -55.0969 + 0.6309 x 150 + 0.1988 x 80 + 0.2017 x 35
    //   = -55.0969 + 94.635 + 15.904 + 7.0595 = 62.5016 kJ/min = 62.5016 / 4.184 = 14.9382 kcal/min
    [150, { sex: 'male', weightKg: 80, ageYears: 35 }, 62.5016],
    // woman, 60 kg, 30 y, HR 140: -20.4022 + 0.4472 x 140 - 0.1263 x 60 + 0.074 x 30
    //   = -20.4022 + 62.608 - 7.578 + 2.22 = 36.8478 kJ/min = 8.8068 kcal/min
    [140, { sex: 'female', weightKg: 60, ageYears: 30 }, 36.8478],
    // sex unknown, 70 kg, 40 y, HR 120: men -55.0969 + 75.708 + 13.916 + 8.068 = 42.5951,
    //   women -20.4022 + 53.664 - 8.841 + 2.96 = 27.3808; mean (42.5951 + 27.3808) / 2 = 34.98795
    [120, { sex: null, weightKg: 70, ageYears: 40 }, 34.98795],
    // woman, 90 kg, 30 y, HR 50: -20.4022 + 22.36 - 11.367 + 2.22 = -7.1892 (the summary counts it as 0)
    [50, { sex: 'female', weightKg: 90, ageYears: 30 }, -7.1892],
  ] as const)('HR %i, %j -> %f kJ/min', (hr, body, kj) => {
    expect(keytelKjPerMinute(hr, body)).toBeCloseTo(kj, 10);
  });

  it('converts with 4.184 kJ per kcal: 10 min at 62.5016 kJ/min = 149.38 kcal', () => {
    const kj = keytelKjPerMinute(150, { sex: 'male', weightKg: 80, ageYears: 35 }) ?? 0;
    expect((kj * 10) / KJ_PER_KCAL).toBeCloseTo(149.3824, 4);
  });

  it('gives no estimate without a weight or an age', () => {
    expect(keytelKjPerMinute(150, { sex: 'male', weightKg: null, ageYears: 35 })).toBeNull();
    expect(keytelKjPerMinute(150, { sex: 'male', weightKg: 80, ageYears: null })).toBeNull();
  });
});
