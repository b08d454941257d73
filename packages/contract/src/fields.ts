import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column: every id the API takes fits one. */
export const MAX_ID = 2_147_483_647;

const TAB = 9;
const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
const DELETE = 127;
const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/**
 * True when the text holds no control character but tab and line breaks (no NUL, which PostgreSQL
 * refuses) and no UTF-16 surrogate without its pair (which no database encoding can store).
 */
export function isCleanText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c < 32 && c !== TAB && c !== LINE_FEED && c !== CARRIAGE_RETURN) || c === DELETE) return false;
    if (isLowSurrogate(c)) return false;
    if (isHighSurrogate(c)) {
      if (!isLowSurrogate(value.charCodeAt(i + 1))) return false;
      i++;
    }
  }
  return true;
}

const INVALID = 'validation.invalid';

/**
 * Every string the API takes: at most `max` characters (counted before trimming, so a huge value is
 * refused whole) and clean (see isCleanText). `error` is the message of a wrong type, `tooLong` of a
 * value over `max`: the field's own message when it has one, else 'validation.tooLong' (what to do
 * about it) rather than the bare 'validation.invalid'.
 */
export function zText(
  max: number,
  error = INVALID,
  tooLong = error === INVALID ? 'validation.tooLong' : error,
) {
  return z.string({ error }).max(max, { error: tooLong }).refine(isCleanText, { error: 'validation.text' });
}

/** An id in a JSON body: a positive integer that fits an integer column. */
export function zId(error = INVALID) {
  return z.number({ error }).int({ error }).positive({ error }).max(MAX_ID, { error });
}

// A whole number as a path or a query string writes it: digits, no sign, no leading zero, no hex
// (`0x1`), exponent (`1e0`) or spaces, so each record has one address (`/clients/01` is not club 1).
const DECIMAL = /^[1-9][0-9]*$/;

function zWholeFromText(error: string) {
  return z
    .union([z.number({ error }), z.string({ error }).regex(DECIMAL, { error })], { error })
    .transform(Number)
    .pipe(z.number().int({ error }).positive({ error }).max(MAX_ID, { error }));
}

/** An id in a path or a query string: the same, read from its text. */
export function zIdParam(error = INVALID) {
  return zWholeFromText(error);
}

/** A 1-based page number in a path or query: at most MAX_ID, so no offset overflows. */
export function zPageNumber(error = INVALID) {
  return zWholeFromText(error);
}

/**
 * Whether a text may go into a spreadsheet cell as it is: one starting with =, +, -, @ or a tab would run
 * as a formula when an export is opened (refused with 'validation.formulaLike').
 */
export const notFormula = (v: string) => !/^[=+\-@\t\r]/.test(v);
