import {
  POD_IMPORT_MAX_ROWS,
  type TPodImportResult,
  ZBarcode,
  ZBluetoothName,
} from '@pulseboard/contract/loaner-pods';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TSpreadsheetFile } from '../../lib/spreadsheet-upload.ts';
import { clubLocationNames } from '../locations/locations.repository.ts';
import { type TPodValues, upsertPods } from './loaner-pods.repository.ts';
import { readPodSheet, type TSheetRow } from './loaner-pods-sheet.ts';

// Enough for a person to work through; the count in the headline says how many rows are wrong in all.
const MAX_REPORTED_ERRORS = 200;

/**
 * Imports pods from a spreadsheet. Every row is checked first; one bad row and nothing is written,
 * the answer lists each bad cell as `rows.<row>.<column>`. Otherwise all rows are written in one
 * transaction: new barcodes become pods, known ones get the file's bluetooth name and location
 * (a column the file does not have leaves that value as it was).
 */
export async function importPods(
  deps: TDeps,
  clubId: number,
  file: TSpreadsheetFile,
): Promise<TPodImportResult> {
  const { columns, rows } = await readPodSheet(file, POD_IMPORT_MAX_ROWS);
  const branches = new Map<string, number>();
  for (const l of await clubLocationNames(deps.db, clubId)) {
    const key = l.branchName.trim().toLowerCase();
    if (!branches.has(key)) branches.set(key, l.id);
  }

  const errors: Record<string, string> = {};
  const badRows = new Set<number>();
  const flag = (row: TSheetRow, column: string, key: string) => {
    badRows.add(row.row);
    if (Object.keys(errors).length < MAX_REPORTED_ERRORS) errors[`rows.${row.row}.${column}`] = key;
  };
  const seen = new Set<string>();
  const values: TPodValues[] = [];
  for (const row of rows) {
    const barcode = ZBarcode.safeParse(row.cells.barcode ?? '');
    const bluetoothName = ZBluetoothName.safeParse(row.cells.bluetoothName ?? '');
    const branch = row.cells.location ?? '';
    const locationId = branch ? branches.get(branch.toLowerCase()) : null;
    if (!barcode.success) flag(row, 'barcode', 'validation.barcode');
    else if (seen.has(barcode.data)) flag(row, 'barcode', 'loanerPods.importDuplicateBarcode');
    if (!bluetoothName.success) flag(row, 'bluetoothName', 'validation.bluetoothName');
    if (locationId === undefined) flag(row, 'location', 'loanerPods.importUnknownLocation');
    if (!barcode.success || !bluetoothName.success || locationId === undefined) continue;
    seen.add(barcode.data);
    values.push({ barcode: barcode.data, bluetoothName: bluetoothName.data, locationId });
  }
  if (badRows.size > 0) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { file: 'loanerPods.importRowErrors', ...errors },
      params: { count: badRows.size },
    });
  }

  const update = { bluetoothName: columns.has('bluetoothName'), locationId: columns.has('location') };
  return deps.db.transaction(async (tx) => {
    let created = 0;
    for (let i = 0; i < values.length; i += 1000) {
      created += await upsertPods(tx, clubId, values.slice(i, i + 1000), update);
    }
    return { created, updated: values.length - created };
  });
}
