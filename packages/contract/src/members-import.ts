import { z } from 'zod';
import { ZEmail } from './auth.ts';
import { zText } from './fields.ts';

// Who may import: MEMBERS_ACCESS.manage (members.ts), the same roles as adding one member.

/** Import limits (the import tip names them too). */
export const MEMBER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const MEMBER_IMPORT_MAX_ROWS = 50_000;

/** The columns of the import file, in the templates' order. */
export const MEMBER_IMPORT_COLUMNS = [
  'email',
  'firstName',
  'lastName',
  'nickName',
  'gender',
  'birthDate',
  'weight',
  'deviceId',
  'location',
] as const;
export type TMemberImportColumn = (typeof MEMBER_IMPORT_COLUMNS)[number];
/** Header texts of the templates (a file may use any case, spaces, dashes or underscores). */
export const MEMBER_IMPORT_HEADERS: Record<TMemberImportColumn, string> = {
  email: 'Email',
  firstName: 'First Name',
  lastName: 'Last Name',
  nickName: 'Nick Name',
  gender: 'Gender',
  birthDate: 'Birth (MM/YYYY)',
  weight: 'Weight (lb)',
  deviceId: 'Device ID',
  location: 'Location',
};

// A text that a spreadsheet would run as a formula when the value is exported and opened later.
const FORMULA_START = /^[=+\-@\t\r]/;
const notFormula = (v: string) => !FORMULA_START.test(v);

/** A member's name piece (first or last name): 1-50 characters, never formula-like. */
export function zMemberName(error: 'validation.firstName' | 'validation.lastName') {
  return zText(50, error).trim().min(1, { error }).refine(notFormula, { error: 'validation.formulaLike' });
}

/** Optional nickname: blank means none. */
export const ZMemberNickName = zText(50, 'validation.nickName')
  .trim()
  .refine(notFormula, { error: 'validation.formulaLike' })
  .transform((v) => v || null);

/** male or female, as typed in a form or a sheet (any case; M and F too). */
export const ZMemberGender = zText(10, 'validation.gender')
  .trim()
  .toLowerCase()
  .transform((v) => (v === 'm' ? 'male' : v === 'f' ? 'female' : v))
  .pipe(z.enum(['male', 'female'], { error: 'validation.gender' }));

/** Birth as month/year (SPEC.md import tip: 01/1980), or a full ISO date; read as an ISO date (day 1). */
export const ZBirthMonth = zText(20, 'validation.birthDate')
  .trim()
  .transform((v, ctx) => {
    const month = /^(\d{1,2})\/(\d{4})$/.exec(v);
    const iso = month ? `${month[2]}-${month[1]?.padStart(2, '0')}-01` : v;
    const parsed = z.iso.date().safeParse(iso);
    const year = Number(iso.slice(0, 4));
    if (!parsed.success || year < 1900 || iso > new Date().toISOString().slice(0, 10)) {
      ctx.addIssue({ code: 'custom', message: 'validation.birthDate' });
      return z.NEVER;
    }
    return iso;
  });

/** Weight in pounds (the import tip): blank, or a number from 1 to 1,100 lb. */
export const ZWeightLb = zText(20, 'validation.weight')
  .trim()
  .transform((v, ctx) => {
    if (v === '') return null;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 1 || n > 1100) {
      ctx.addIssue({ code: 'custom', message: 'validation.weight' });
      return z.NEVER;
    }
    return n;
  });

/** Device id text as typed (decimal or 0x-hex); blank means none. The API reads its number with core's parseDeviceId. */
export const ZDeviceIdText = zText(32, 'validation.deviceId')
  .trim()
  .transform((v) => v || null);

/**
 * One sheet row of the member import, every cell as text. The same pieces serve the add form
 * (members.ts), so a row and a form answer with the same messages.
 */
export const ZMemberImportRow = z.object({
  email: ZEmail,
  firstName: zMemberName('validation.firstName'),
  lastName: zMemberName('validation.lastName'),
  nickName: ZMemberNickName,
  gender: ZMemberGender,
  birthDate: ZBirthMonth,
  weight: ZWeightLb,
  deviceId: ZDeviceIdText,
  location: zText(100, 'validation.location').trim(),
});
export type TMemberImportRow = z.infer<typeof ZMemberImportRow>;

/** A rejected row: its number as the spreadsheet shows it, and one message per wrong column. */
export const ZMemberImportRejection = z.object({
  row: z.number().int(),
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
});
export type TMemberImportRejection = z.infer<typeof ZMemberImportRejection>;

/**
 * Import result. Email is the key: a row whose email is already a member of this club is skipped
 * (never overwritten), so the same file imported twice creates nothing the second time.
 */
export const ZMemberImportResult = z.object({
  created: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  rejected: z.array(ZMemberImportRejection),
});
export type TMemberImportResult = z.infer<typeof ZMemberImportResult>;

/** Formats of the downloadable template (GET /dashboard/members/import-template/{format}). */
export const MEMBER_IMPORT_TEMPLATE_FORMATS = ['xlsx', 'xls', 'csv'] as const;
export const ZMemberImportTemplateParams = z.object({
  format: z.enum(MEMBER_IMPORT_TEMPLATE_FORMATS, { error: 'import.fileType' }),
});
/** The template's example row, under MEMBER_IMPORT_HEADERS. */
export const MEMBER_IMPORT_EXAMPLE: Record<TMemberImportColumn, string> = {
  email: 'jane.doe@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  nickName: 'Janie',
  gender: 'female',
  birthDate: '01/1980',
  weight: '150.5',
  deviceId: '0x3039',
  location: '',
};
