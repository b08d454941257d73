import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  decimalMark,
  formatClockTime,
  formatDate,
  formatDateIn,
  formatDateTimeIn,
  formatDuration,
  formatNumber,
  formatTimeIn,
  readTypedNumber,
} from './format.ts';
import { changeLanguage } from './i18n.ts';

describe('format', () => {
  afterEach(() => changeLanguage('en'));

  it.each([
    ['en', '2026-03-04', '03/04/2026'],
    ['es', '2026-03-04', '04/03/2026'],
  ] as const)('formats dates in %s', async (lang, value, expected) => {
    await changeLanguage(lang);
    expect(formatDate(value)).toBe(expected);
  });

  it('reads 13-digit timestamps as milliseconds and 10-digit ones as seconds', () => {
    const ms = Date.UTC(2026, 0, 15, 12);
    expect(formatDate(ms)).toBe('01/15/2026');
    expect(formatDate(ms / 1000)).toBe('01/15/2026');
    expect(formatDate(null)).toBe('');
  });

  it('writes a time of day in 24 hours whatever the language (not the browser’s "8:00:31 AM")', async () => {
    const at = new Date(2026, 11, 3, 20, 5, 9);
    expect(formatClockTime(at.getTime())).toBe('20:05:09');
    await changeLanguage('es');
    expect(formatClockTime(at, false)).toBe('20:05');
    expect(formatClockTime('not a date')).toBe('');
  });

  it('groups thousands per language', async () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    await changeLanguage('es');
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(undefined)).toBe('0');
  });

  it("reads a typed number with the language's decimal mark", async () => {
    expect(decimalMark()).toBe('.');
    expect(readTypedNumber('72.5')).toBe('72.5');
    expect(readTypedNumber('1,234.5')).toBe('1234.5');
    expect(readTypedNumber(' -3 ')).toBe('-3');
    expect(readTypedNumber(undefined)).toBe('');
    expect(readTypedNumber('abc')).toBe('abc');
    await changeLanguage('es');
    expect(decimalMark()).toBe(',');
    expect(readTypedNumber('72,5')).toBe('72.5');
    expect(readTypedNumber('1.234,5')).toBe('1234.5');
    expect(readTypedNumber('1.234.567')).toBe('1234567');
    // One point and no comma, as a phone's keypad may give: still the decimal point.
    expect(readTypedNumber('72.5')).toBe('72.5');
  });

  it('formats numbers without building an Intl formatter (the first of a tab costs it 40-80 ms)', async () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    for (let i = 0; i < 50; i++) formatNumber(1000 + i, 1);
    expect(decimalMark()).toBe('.');
    // The figures follow the language.
    await changeLanguage('es');
    expect(formatNumber(1234.5, 1)).toBe('1.234,5');
    await changeLanguage('en');
    expect(formatNumber(1234.5, 1)).toBe('1,234.5');
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });

  it.each([
    [0, '0:00:00'],
    [59, '0:00:59'],
    [3725, '1:02:05'],
    [36_000, '10:00:00'],
    [null, '0:00:00'],
  ])('formats %s seconds as h:m:s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it('formats a class instant where the class is held, whatever the browser zone', async () => {
    // 03:30 UTC on 2 March is still 1 March, 22:30 in New York (UTC-5).
    expect(formatDateIn('2026-03-02T03:30:00Z', 'America/New_York')).toBe('03/01/2026');
    expect(formatTimeIn('2026-03-02T03:30:00Z', 'America/New_York')).toBe('22:30');
    expect(formatTimeIn('2026-03-02T00:05:00Z', 'Europe/Madrid')).toBe('01:05');
    // A workout's start in its club's zone: the day before in New York.
    expect(formatDateTimeIn('2026-03-02T03:30:00Z', 'America/New_York')).toBe('03/01/2026 22:30');
    expect(formatDateTimeIn('not a date', 'UTC')).toBe('');
    await changeLanguage('es');
    expect(formatDateIn('2026-03-02T03:30:00Z', 'Europe/Madrid')).toBe('02/03/2026');
    expect(formatDateIn('nonsense', 'UTC')).toBe('');
  });
});
