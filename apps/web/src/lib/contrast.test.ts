import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOnWhite } from './contrast.ts';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#1677ff', '#ffffff', 4.1],
    ['#3462b1', '#ffffff', 5.95],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });
});

describe('readableOnWhite', () => {
  it('keeps a colour that already reaches 4.5:1 (the default theme)', () => {
    expect(readableOnWhite('#3462b1')).toBe('#3462b1');
  });

  it.each(['#1677ff', '#ffd700', '#52c41a', '#ff85c0', '#ffffff'])(
    'darkens %s just enough to reach 4.5:1',
    (color) => {
      const shown = readableOnWhite(color);
      expect(contrastRatio(shown, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shown, '#ffffff')).toBeLessThan(5.2);
    },
  );

  it('leaves what is not #rrggbb alone', () => {
    expect(readableOnWhite('blue')).toBe('blue');
  });
});
