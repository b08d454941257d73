import { describe, expect, it } from 'vitest';
import { timeStep, zonePieces } from './hr-curve-chart.tsx';

describe('heart-rate curve colours', () => {
  it('turns zone starts into bpm pieces from the max HR, grey below the first zone', () => {
    const zones = [
      { start: 50, color: '#111111', name: 'easy' },
      { start: 60, color: '#222222', name: 'light' },
      { start: 90, color: '#333333', name: 'vigorous' },
    ];
    expect(zonePieces(zones, 190)).toEqual([
      { lt: 95, color: '#bfbfbf' },
      { gte: 95, lt: 114, color: '#111111', label: 'easy' },
      { gte: 114, lt: 171, color: '#222222', label: 'light' },
      { gte: 171, color: '#333333', label: 'vigorous' },
    ]);
  });
});

describe('the time axis’s step', () => {
  it('is a round number of minutes giving at most the labels asked for', () => {
    // 45 minutes: 0, 10, 20, 30, 40 on a desktop; 0, 15, 30, 45 on a phone.
    expect(timeStep(2699, 6)).toBe(600);
    expect(timeStep(2699, 4)).toBe(900);
    expect(timeStep(300, 6)).toBe(60);
    expect(timeStep(90 * 60, 6)).toBe(1200);
    expect(timeStep(3 * 3600, 4)).toBe(3600);
  });

  it('is whole hours past its longest step', () => {
    expect(timeStep(30 * 3600, 6)).toBe(6 * 3600);
    expect(timeStep(100 * 3600, 6)).toBe(20 * 3600);
  });
});
