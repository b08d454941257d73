import { z } from 'zod';
import { notFormula, zText } from './fields.ts';

// The fields of a person that every way in checks alike: the add and edit form, the member import,
// self-registration and My Profile. A name a spreadsheet would run as a formula (an export opened
// later) is refused wherever it is typed.

/** A first or last name: required, 50 characters at most, not formula-like. */
export const zPersonName = (error: string, emptyError = error) =>
  zText(50, error)
    .trim()
    .min(1, { error: emptyError })
    .refine(notFormula, { error: 'validation.formulaLike' });

/** An optional nickname: blank means none; not formula-like. */
export const ZNickName = zText(50, 'validation.nickName')
  .trim()
  .refine(notFormula, { error: 'validation.formulaLike' })
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** A birth date: a real day from 1900 to today (a later one would give a max HR of 220 and more). */
export const ZBirthDate = z.iso
  .date({ error: 'validation.birthDate' })
  .refine((d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10), {
    // A date was given: the message says what is wrong with it, not to select one.
    error: 'validation.birthDateRange',
  });
