import { read, utils } from '@e965/xlsx';
import { type TSpreadsheetFile, unreadable } from './spreadsheet-upload.ts';

/** A cell as trimmed text: numbers and booleans as written, anything else empty. */
export function cellText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return '';
}

function parseWorkbook(file: TSpreadsheetFile, maxRows: number) {
  // Read one row past the limit (plus the header) so a file that is too long is told so, not cut short.
  const options = { sheets: 0, sheetRows: maxRows + 2, cellFormula: false, cellHTML: false, cellText: false };
  try {
    if (file.kind === 'csv') {
      // Text as text: a code like 00123 must not become the number 123.
      const text = file.content.toString('utf8').replace(/^\uFEFF/, '');
      return read(text, { ...options, type: 'string', raw: true });
    }
    return read(file.content, { ...options, type: 'buffer' });
  } catch {
    throw unreadable();
  }
}

/**
 * The first sheet's cells as rows (empty rows kept, so indexes map to row numbers), and the number the
 * spreadsheet shows for the first of them; null when the sheet is empty.
 */
export function readFirstSheet(
  file: TSpreadsheetFile,
  maxRows: number,
): { firstRow: number; grid: unknown[][] } | null {
  const workbook = parseWorkbook(file, maxRows);
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName ? workbook.Sheets[sheetName] : undefined;
  if (!sheet?.['!ref']) return null;
  return {
    firstRow: utils.decode_range(sheet['!ref']).s.r + 1,
    grid: utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true }),
  };
}
