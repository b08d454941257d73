import { describe, expect, it } from 'vitest';
import {
  lengthFromCm,
  lengthToCm,
  oneDecimal,
  shownWeightToKg,
  unitLabel,
  weightFromKg,
  weightToKg,
} from './units.ts';

describe('unit conversions (SPEC.md section 9)', () => {
  it.each([
    [80, 'metric', 80],
    [80, 'imperial', 176.4],
    [72.35, 'metric', 72.4],
    [1, 'imperial', 2.2],
    [0, 'imperial', 0],
  ] as const)('%d kg in %s -> %d', (kg, unit, shown) => {
    expect(weightFromKg(kg, unit)).toBe(shown);
  });

  it.each([
    [176.4, 'imperial', 80.0],
    [80, 'metric', 80],
  ] as const)('%d typed in %s is stored as %d kg (one decimal)', (value, unit, kg) => {
    expect(oneDecimal(weightToKg(value, unit))).toBe(kg);
  });

  it.each([
    [2.54, 'imperial', 1],
    [100, 'imperial', 39.4],
    [100, 'metric', 100],
  ] as const)('%d cm in %s -> %d', (cm, unit, shown) => {
    expect(lengthFromCm(cm, unit)).toBe(shown);
  });

  it('stores a converted value with two decimals, and every lb typed with one decimal shows back as typed', () => {
    expect(weightToKg(150, 'imperial')).toBe(68.04);
    expect(lengthToCm(12.3, 'imperial')).toBe(31.24);
    for (let tenths = 400; tenths <= 9000; tenths++) {
      const lb = tenths / 10;
      expect(weightFromKg(weightToKg(lb, 'imperial'), 'imperial')).toBe(lb);
    }
  });

  it('keeps the stored kg behind a weight shown unchanged, and converts a changed one', () => {
    expect(shownWeightToKg(68.0, 'metric', 68.04)).toBe(68.04);
    expect(shownWeightToKg(150.0, 'imperial', 68.04)).toBe(68.04);
    expect(shownWeightToKg(68.1, 'metric', 68.04)).toBe(68.1);
    expect(shownWeightToKg(151, 'imperial', 68.04)).toBe(68.5);
    expect(shownWeightToKg(70, 'metric', null)).toBe(70);
  });

  it('stores inches as cm', () => {
    expect(lengthToCm(10, 'imperial')).toBeCloseTo(25.4);
  });

  it('labels', () => {
    expect([unitLabel('weight', 'metric'), unitLabel('weight', 'imperial')]).toEqual(['kg', 'lb']);
    expect([unitLabel('length', 'metric'), unitLabel('length', 'imperial')]).toEqual(['cm', 'in']);
  });
});
