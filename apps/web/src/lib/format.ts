import { instantToWall } from '@pulseboard/core/wall-clock';
import dayjs from 'dayjs';
import { i18n } from './i18n.ts';
import { formatDecimal, type TNumberMarks } from './number-text.ts';

const DATE_FORMATS = { en: 'MM/DD/YYYY', es: 'DD/MM/YYYY' } as const;

/** The date format of the current language (SPEC.md section 9: MM/DD/YYYY; Spanish puts the day first). */
export function dateFormat(): string {
  return i18n.language === 'es' ? DATE_FORMATS.es : DATE_FORMATS.en;
}

/** A date or timestamp for display; 13-digit numbers are milliseconds, 10-digit ones seconds. */
export function formatDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'number' && value < 1e12 ? dayjs.unix(value) : dayjs(value);
  return date.isValid() ? date.format(dateFormat()) : '';
}

/**
 * A timestamp's time of day where the browser is, HH:mm:ss or HH:mm: 24 hours, as every time the app
 * shows, whatever the browser's own language (toLocaleTimeString wrote "8:00:31 AM" in a Spanish page).
 */
export function formatClockTime(value: string | number | Date, withSeconds = true): string {
  const time = dayjs(value);
  return time.isValid() ? time.format(withSeconds ? 'HH:mm:ss' : 'HH:mm') : '';
}

const NUMBER_MARKS: Record<'en' | 'es', TNumberMarks> = {
  en: { group: ',', decimal: '.' },
  es: { group: '.', decimal: ',' },
};

const numberMarks = (): TNumberMarks => (i18n.language === 'es' ? NUMBER_MARKS.es : NUMBER_MARKS.en);

/**
 * The plural form a count takes in the keys that have both (`….one`, `….other`): English and Spanish
 * write 1 one way and every other count the other.
 */
export const pluralOf = (count: number): 'one' | 'other' => (count === 1 ? 'one' : 'other');

/** A number with the thousand separators of the current language. */
export function formatNumber(value: number | null | undefined, maximumFractionDigits = 0): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '0';
  return formatDecimal(value, maximumFractionDigits, numberMarks());
}

/** The decimal mark of the current language (72.5 in English, 72,5 in Spanish): the one formatNumber writes. */
export function decimalMark(): '.' | ',' {
  return numberMarks().decimal;
}

/**
 * A typed number as the digits a number box reads ('72,5' in Spanish is '72.5'): the language's decimal
 * mark is the decimal point and the other mark groups thousands, except that a Spanish number typed
 * with one point and no comma ('72.5', as a phone's keypad often gives) keeps it as the decimal point.
 */
export function readTypedNumber(text: string | undefined): string {
  const typed = (text ?? '').trim();
  const onePointOnly = !typed.includes(',') && typed.indexOf('.') === typed.lastIndexOf('.');
  const digits =
    decimalMark() === ',' && !onePointOnly
      ? typed.replace(/\./g, '').replace(',', '.')
      : typed.replace(/,/g, '');
  // Letters stay, so the box refuses the text and keeps its value, as antd's own reading does.
  return digits.replace(/[^\w.-]+/g, '');
}

/** Seconds as hour:minute:second (SPEC.md section 9), e.g. 3725 -> 1:02:05; minutes and seconds two digits. */
export function formatDuration(totalSeconds: number | null | undefined): string {
  const seconds = Math.max(0, Math.round(totalSeconds ?? 0));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** An instant's local date and time of day in an IANA time zone (a class's), as YYYY-MM-DD and HH:mm. */
function partsIn(iso: string, timeZone: string) {
  const wall = instantToWall(iso, timeZone);
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** An instant's date in a time zone, in the language's date format (a class's date where it is held). */
export function formatDateIn(iso: string, timeZone: string): string {
  if (!dayjs(iso).isValid()) return '';
  return dayjs(partsIn(iso, timeZone).date).format(dateFormat());
}

/** An instant's time of day (HH:mm, 24 hours) in a time zone. */
export function formatTimeIn(iso: string, timeZone: string): string {
  if (!dayjs(iso).isValid()) return '';
  return partsIn(iso, timeZone).time;
}

/** An instant's date and time of day in a time zone: a workout's start, in its club's zone. */
export function formatDateTimeIn(iso: string, timeZone: string): string {
  if (!dayjs(iso).isValid()) return '';
  return `${formatDateIn(iso, timeZone)} ${formatTimeIn(iso, timeZone)}`;
}
