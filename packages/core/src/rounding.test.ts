import { describe, expect, it } from 'vitest';
import { roundHalfUp } from './rounding.ts';

describe('roundHalfUp', () => {
  it.each([
    [2.5, 0, 3],
    [2.4999, 0, 2],
    [0.5, 0, 1],
    [43, 0, 43],
    [65.35, 1, 65.4],
    [5.2142, 1, 5.2],
  ])('%f to %i places -> %f', (value, places, rounded) => {
    expect(roundHalfUp(value, places)).toBe(rounded);
  });
});
