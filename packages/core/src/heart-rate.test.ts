import { describe, expect, it } from 'vitest';
import { ageOn, estimatedMaxHr } from './heart-rate.ts';

describe('heart rate', () => {
  const today = new Date(Date.UTC(2026, 10, 22));
  it.each([
    ['1980-11-22', 46],
    ['1980-11-23', 45],
    ['1980-01-01', 46],
    ['2000-12-31', 25],
  ])('age of %s is %i', (birth, age) => {
    expect(ageOn(birth, today)).toBe(age);
    expect(estimatedMaxHr(birth, today)).toBe(220 - age);
  });
});
