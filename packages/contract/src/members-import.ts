import { z } from 'zod';

// Who may import: MEMBERS_ACCESS.manage (members.ts), the same roles as adding one member. Every row is
// checked with the add form's ZMemberInput (members.ts): the API converts its cells (weight in lb, birth
// as MM/YYYY, the location's branch name) into that input, so a row and the form answer alike.

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
  location: 'Location (branch name)',
};

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
  location: 'Downtown',
};
