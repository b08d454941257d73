import { AppError } from '../../lib/app-error.ts';
import { cellText, readFirstSheet } from '../../lib/spreadsheet-sheet.ts';
import type { TSpreadsheetFile } from '../../lib/spreadsheet-upload.ts';

export type TPodColumn = 'barcode' | 'bluetoothName' | 'location';
/** One data row of the sheet: its row number as the spreadsheet shows it, and its cells by column. */
export interface TSheetRow {
  row: number;
  cells: Partial<Record<TPodColumn, string>>;
}

// Header texts, compared without case, spaces, dashes or underscores.
const HEADERS: Record<string, TPodColumn> = {
  barcode: 'barcode',
  bluetoothname: 'bluetoothName',
  bluetooth: 'bluetoothName',
  location: 'location',
  branchname: 'location',
};

const fail = (key: string, params?: Record<string, number>) =>
  new AppError('VALIDATION_FAILED', { fields: { file: key }, params });

/**
 * The pod rows of the file's first sheet. The first non-empty row names the columns (Barcode, Bluetooth
 * Name, Location, in any order and case); other columns are ignored, empty rows skipped.
 */
export async function readPodSheet(
  file: TSpreadsheetFile,
  maxRows: number,
): Promise<{ columns: Set<TPodColumn>; rows: TSheetRow[] }> {
  const sheet = await readFirstSheet(file, maxRows);
  if (!sheet) throw fail('loanerPods.importEmpty');
  const { firstRow, grid } = sheet;

  const headerIndex = grid.findIndex((cells) => cells.some((c) => cellText(c) !== ''));
  if (headerIndex < 0) throw fail('loanerPods.importEmpty');
  const byIndex = new Map<number, TPodColumn>();
  for (const [i, cell] of (grid[headerIndex] ?? []).entries()) {
    const column =
      HEADERS[
        cellText(cell)
          .toLowerCase()
          .replace(/[\s_-]+/g, '')
      ];
    if (column && ![...byIndex.values()].includes(column)) byIndex.set(i, column);
  }
  const columns = new Set(byIndex.values());
  if (!columns.has('barcode')) throw fail('loanerPods.importNoBarcodeColumn');

  const rows: TSheetRow[] = [];
  for (let i = headerIndex + 1; i < grid.length; i++) {
    const cells: TSheetRow['cells'] = {};
    for (const [index, column] of byIndex) cells[column] = cellText(grid[i]?.[index]);
    if (Object.values(cells).every((c) => c === '')) continue;
    rows.push({ row: firstRow + i, cells });
  }
  if (rows.length === 0) throw fail('loanerPods.importEmpty');
  if (rows.length > maxRows) throw fail('loanerPods.importTooManyRows', { max: maxRows });
  return { columns, rows };
}
