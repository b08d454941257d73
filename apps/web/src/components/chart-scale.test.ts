import { describe, expect, it } from 'vitest';
import { labelEvery, niceTicks } from './chart-scale.ts';

describe('niceTicks', () => {
  it('counts in whole steps from 0 up to the first tick at or above the largest value', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(9)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(50)).toEqual([0, 10, 20, 30, 40, 50]);
  });
});

describe('labelEvery', () => {
  it('labels every day when they fit and thins them out when they do not', () => {
    expect(labelEvery(100)).toBe(1);
    expect(labelEvery(20)).toBe(3);
    expect(labelEvery(0)).toBe(44);
  });
});
