import { MEMBER_IMPORT_HEADERS, type TMemberImportRejection } from '@pulseboard/contract/members-import';

// A cell a spreadsheet would run as a formula is written with a leading apostrophe (shown as text).
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The column's header as the template names it, or the key itself. */
export const columnLabel = (column: string): string =>
  (MEMBER_IMPORT_HEADERS as Record<string, string>)[column] ?? column;

/** The rejected rows as CSV text (one line per message), with a BOM so spreadsheets read it as UTF-8. */
export function rejectedRowsCsv(
  rejected: readonly TMemberImportRejection[],
  headers: { row: string; column: string; message: string },
): string {
  const lines = [[headers.row, headers.column, headers.message].map(csvCell).join(',')];
  for (const r of rejected) {
    for (const e of r.errors) lines.push([r.row, columnLabel(e.column), e.message].map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
