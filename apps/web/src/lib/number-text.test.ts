import { describe, expect, it } from 'vitest';
import { formatDecimal } from './number-text.ts';

const LOCALES = [
  ['en-US', { group: ',', decimal: '.' }],
  ['es-ES', { group: '.', decimal: ',' }],
] as const;

// Values where rounding, carrying, grouping and exponent notation meet, then a seeded spread of others.
const EDGES = [
  0,
  -0,
  0.5,
  1.5,
  2.5,
  -0.5,
  0.004,
  -0.001,
  0.0006,
  0.00006,
  1.005,
  2.675,
  0.125,
  9.96,
  99.95,
  999.5,
  999_999.5,
  1234,
  -1234,
  1234.5678,
  123_456_789.125,
  1e21,
  1.5e-7,
  1e-7,
  5e-7,
  123e25,
  0.1 + 0.2,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
  4.35,
  1.45,
  8.345,
];

function seeded(count: number): number[] {
  let state = 42;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: count }, () => (next() - 0.3) * 10 ** Math.floor(next() * 14 - 4));
}

describe('formatDecimal', () => {
  it.each(LOCALES)('writes every number as Intl.NumberFormat does in %s', (locale, marks) => {
    for (const digits of [0, 1, 2, 3]) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, useGrouping: 'always' });
      for (const value of [...EDGES, ...seeded(2_000)])
        expect([value, digits, formatDecimal(value, digits, marks)]).toEqual([
          value,
          digits,
          intl.format(value),
        ]);
    }
  });

  it('writes what is not a finite number as Intl does', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
      expect(formatDecimal(value, 0, { group: ',', decimal: '.' })).toBe(intl.format(value));
  });
});
