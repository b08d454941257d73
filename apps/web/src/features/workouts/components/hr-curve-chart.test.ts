import { describe, expect, it } from 'vitest';
import { zonePieces } from './hr-curve-chart.tsx';

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
