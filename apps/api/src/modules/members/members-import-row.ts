import { type TMemberInput, type TMemberValues, ZMemberInput } from '@pulseboard/contract/members';
import type { TMemberImportColumn } from '@pulseboard/contract/members-import';
import { weightToKg } from '@pulseboard/core/units';

/** A message of a rejected row, as a key and its parameters (the route translates it). */
export type TRowProblem = { column: string; key: string; params?: Record<string, number> };

type TRowCells = Partial<Record<TMemberImportColumn, string>>;

/** The form's fields, each holding what the cell converted to; ZMemberInput decides whether it is right. */
type TRowInput = { [K in keyof TMemberInput]?: unknown };

const MONTH_YEAR = /^(\d{1,2})\/(\d{4})$/;
const DECIMAL_COMMA = /^(\d+),(\d+)$/;
const GENDER_LETTERS: Record<string, string> = { m: 'male', f: 'female' };

/**
 * A sheet row's cells as the add form's input: weight typed in lb, birth as MM/YYYY (the first of the
 * month, as the form sends a date) or an ISO date, gender in any case (M and F too), and the location's
 * branch name as its id in this club. A cell that cannot be converted stays wrong for ZMemberInput, so
 * it answers with the form's own message (an unknown branch name: no location, 'Please select location').
 */
export function memberInputOfRow(cells: TRowCells, branchIds: ReadonlyMap<string, number>): TRowInput {
  const text = (column: TMemberImportColumn) => (cells[column] ?? '').trim();
  const gender = text('gender').toLowerCase();
  const birth = text('birthDate');
  const month = MONTH_YEAR.exec(birth);
  // A decimal comma too (150,5), as a Spanish spreadsheet writes it.
  const weight = text('weight').replace(DECIMAL_COMMA, '$1.$2');
  const pounds = Number(weight);
  return {
    email: text('email'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    nickName: text('nickName'),
    gender: GENDER_LETTERS[gender] ?? gender,
    birthDate: month ? `${month[2]}-${month[1]?.padStart(2, '0')}-01` : birth,
    // Not a number: NaN, which the form's weight refuses as it refuses any non-number.
    weight: weight === '' ? null : Number.isFinite(pounds) ? weightToKg(pounds, 'imperial') : Number.NaN,
    deviceId: text('deviceId'),
    locationId: branchIds.get(text('location').toLowerCase()),
    role: 'member',
  };
}

// The form's fields that a column of the file fills under another name.
const COLUMN_OF_FIELD: Partial<Record<keyof TMemberInput, TMemberImportColumn>> = { locationId: 'location' };

/** Checks a row with the add form's rules: its values, or one problem per wrong field under its column. */
export function checkImportRow(
  cells: TRowCells,
  branchIds: ReadonlyMap<string, number>,
): { values: TMemberValues; problems: [] } | { values: null; problems: TRowProblem[] } {
  const parsed = ZMemberInput.safeParse(memberInputOfRow(cells, branchIds));
  if (parsed.success) return { values: parsed.data, problems: [] };
  const problems: TRowProblem[] = [];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'row') as keyof TMemberInput;
    const column = COLUMN_OF_FIELD[field] ?? field;
    // One message per column: the first one found, as the form shows one under each field.
    if (!problems.some((p) => p.column === column)) problems.push({ column, key: issue.message });
  }
  return { values: null, problems };
}
