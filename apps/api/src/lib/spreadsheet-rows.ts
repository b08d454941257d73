import { AppError } from './app-error.ts';
import { cellText, readFirstSheet } from './spreadsheet-sheet.ts';
import type { TSpreadsheetFile } from './spreadsheet-upload.ts';

/** One data row of an import sheet: its number as the spreadsheet shows it, and its cells by column. */
export interface TImportRow<C extends string> {
  row: number;
  cells: Partial<Record<C, string>>;
}

/** How a feature's import names its columns and its refusals. */
export interface TImportSheetSpec<C extends string> {
  /** Header text (lower-cased, without spaces, dashes, underscores or brackets) -> column. */
  headers: ReadonlyMap<string, C>;
  required: readonly C[];
  messages: { empty: string; missingColumns: string; tooManyRows: string };
}

/** A header cell as the key of `headers`: `Birth (MM/YYYY)` -> `birthmmyyyy`. */
export const headerKey = (text: string) => text.toLowerCase().replace(/[\s_\-()/]+/g, '');

const fail = (key: string, params?: Record<string, number>) =>
  new AppError('VALIDATION_FAILED', { fields: { file: key }, params });

/** Rows handled before letting other requests' work run: a few milliseconds of JavaScript. */
export const ROWS_PER_TURN = 1000;

/** Lets the event loop run what waits (other requests, answers of the database) before going on. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The rows of the file's first sheet, read through the shared worker pool. The first non-empty row names
 * the columns (any order and case); unknown headers, `__proto__` included, are ignored (the lookup is a
 * Map, and cells land in null-prototype objects), empty rows skipped.
 */
export async function readImportRows<C extends string>(
  file: TSpreadsheetFile,
  maxRows: number,
  spec: TImportSheetSpec<C>,
): Promise<{ columns: Set<C>; rows: TImportRow<C>[] }> {
  const sheet = await readFirstSheet(file, maxRows);
  if (!sheet) throw fail(spec.messages.empty);
  const { firstRow, grid } = sheet;

  const headerIndex = grid.findIndex((cells) => cells.some((c) => cellText(c) !== ''));
  if (headerIndex < 0) throw fail(spec.messages.empty);
  const byIndex = new Map<number, C>();
  for (const [i, cell] of (grid[headerIndex] ?? []).entries()) {
    const column = spec.headers.get(headerKey(cellText(cell)));
    if (column && ![...byIndex.values()].includes(column)) byIndex.set(i, column);
  }
  const columns = new Set(byIndex.values());
  if (spec.required.some((c) => !columns.has(c))) throw fail(spec.messages.missingColumns);

  const rows: TImportRow<C>[] = [];
  for (let i = headerIndex + 1; i < grid.length; i++) {
    // A large file is read in turns with other requests' work, not in one stretch of the event loop.
    if (i % ROWS_PER_TURN === 0) await nextTurn();
    const cells: TImportRow<C>['cells'] = Object.create(null);
    let blank = true;
    for (const [index, column] of byIndex) {
      const text = cellText(grid[i]?.[index]);
      cells[column] = text;
      if (text !== '') blank = false;
    }
    if (!blank) rows.push({ row: firstRow + i, cells });
  }
  if (rows.length === 0) throw fail(spec.messages.empty);
  if (rows.length > maxRows) throw fail(spec.messages.tooManyRows, { max: maxRows });
  return { columns, rows };
}
