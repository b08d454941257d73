/** The marks a language writes numbers with: 1,234.5 in English, 1.234,5 in Spanish. */
export interface TNumberMarks {
  group: '.' | ',';
  decimal: '.' | ',';
}

/**
 * A number's magnitude as its decimal digits and how many of them stand before the point, from the
 * shortest text that reads back as the same number (1.005 is "1005" with 1 before the point; 1.5e-7 is
 * "15" with -6): the digits Intl.NumberFormat rounds, so 1.005 rounds to 1.01 as it does there.
 */
function decimalDigits(magnitude: number): { digits: string; before: number } {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const all = `${whole}${fraction}`;
  const leadingZeros = all.length - all.replace(/^0+/, '').length;
  return { digits: all.slice(leadingZeros) || '0', before: whole.length + Number(exponent) - leadingZeros };
}

/** Rounds the digits to `fractionDigits` after the point, half away from zero; drops the fraction's trailing zeros. */
function rounded(
  digits: string,
  before: number,
  fractionDigits: number,
): { whole: string; fraction: string } {
  const keep = before + fractionDigits;
  let kept = digits.slice(0, Math.max(keep, 0));
  let shift = before;
  if (keep < digits.length && keep >= 0 && (digits[keep] ?? '0') >= '5') {
    const up = (BigInt(kept || '0') + 1n).toString();
    if (up.length > kept.length) shift += 1;
    kept = up;
  }
  const padded = kept.padEnd(shift, '0');
  const whole = shift > 0 ? padded.slice(0, shift) : '0';
  const fraction = shift > 0 ? padded.slice(shift) : `${'0'.repeat(-shift)}${padded}`;
  return {
    whole: whole.replace(/^0+(?=\d)/, ''),
    fraction: fraction.slice(0, fractionDigits).replace(/0+$/, ''),
  };
}

/**
 * A finite number as Intl.NumberFormat writes it with `maximumFractionDigits` and `useGrouping:
 * 'always'` (the unit tests hold it to exactly that): thousands grouped in threes, at most that many
 * decimals, half away from zero, -0 kept. Written out because the browser's first Intl formatter of a
 * tab loads its locale data: 40-80 ms of one task on the machines here, in the middle of the
 * dashboard's first figures.
 */
export function formatDecimal(value: number, maximumFractionDigits: number, marks: TNumberMarks): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : `${value < 0 ? '-' : ''}∞`;
  const { digits, before } = decimalDigits(Math.abs(value));
  const { whole, fraction } = rounded(digits, before, maximumFractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, marks.group);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `${marks.decimal}${fraction}` : ''}`;
}
