// One way to answer a board or a result as a spreadsheet download (CSV or XLSX). A text cell that a
// spreadsheet would read as a formula (it starts with = + - @, a tab or a carriage return) is written
// with a leading apostrophe, so an exported name like "=HYPERLINK(...)" stays text (CSV injection).
import type { FastifyReply } from 'fastify';

export type TSheetCell = string | number | null;
export type TSheetFormat = 'csv' | 'xlsx';

const CONTENT_TYPES: Record<TSheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as exported: numbers as numbers, text neutralised when it could run as a formula. */
export function neutraliseCell(cell: TSheetCell): string | number {
  if (cell === null) return '';
  if (typeof cell === 'number') return cell;
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The rows (the first one the header) as a file of the format. */
export async function sheetFile(
  rows: readonly (readonly TSheetCell[])[],
  format: TSheetFormat,
  sheetName: string,
) {
  const cells = rows.map((row) => row.map(neutraliseCell));
  // Loaded on first use: the server's other routes never need the spreadsheet library.
  const { utils, write } = await import('@e965/xlsx');
  const sheet = utils.aoa_to_sheet(cells);
  if (format === 'csv') return Buffer.from(`\uFEFF${utils.sheet_to_csv(sheet)}\n`, 'utf8');
  const book = utils.book_new();
  // Sheet names are at most 31 characters and may not hold []:*?/\ .
  utils.book_append_sheet(book, sheet, sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** Sends rows as a download named `<baseName>.<format>` (the name is reduced to safe characters). */
export async function sendSheet(
  reply: FastifyReply,
  rows: readonly (readonly TSheetCell[])[],
  format: TSheetFormat,
  baseName: string,
) {
  const content = await sheetFile(rows, format, baseName);
  const safe = baseName.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  reply.header('content-type', CONTENT_TYPES[format]);
  reply.header('content-disposition', `attachment; filename="${safe}.${format}"`);
  return reply.send(content);
}
