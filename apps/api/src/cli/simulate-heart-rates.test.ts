import { describe, expect, it } from 'vitest';
import { createHeartRates, targetShare } from './simulate-heart-rates.ts';

describe('the simulated class', () => {
  it('warms up, alternates hard and easy minutes, and cools down', () => {
    const total = 45 * 60;
    expect(targetShare(0, total)).toBeCloseTo(0.55);
    expect(targetShare(405, total)).toBe(0.88);
    expect(targetShare(465, total)).toBe(0.7);
    expect(targetShare(total - 1, total)).toBeLessThan(0.6);
  });

  it('streams every member at 1 Hz within plausible rates, with an occasional dropout', () => {
    const members = Array.from({ length: 20 }, (_, i) => i + 1);
    const rates = createHeartRates(members, 45 * 60);
    let missing = 0;
    let peak = 0;
    for (let second = 0; second < 45 * 60; second++) {
      const samples = rates.next(second);
      missing += members.length - samples.length;
      for (const s of samples) {
        expect(s.bpm).toBeGreaterThanOrEqual(40);
        expect(s.bpm).toBeLessThanOrEqual(220);
        peak = Math.max(peak, s.bpm);
      }
    }
    expect(peak).toBeGreaterThan(150);
    expect(missing).toBeGreaterThan(0);
    expect(missing).toBeLessThan(20 * 45 * 60 * 0.05);
  });
});
