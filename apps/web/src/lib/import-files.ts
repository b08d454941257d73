import { SPREADSHEET_SUFFIXES } from '@pulseboard/contract/import';

/** The message key for a picked set of files, or undefined when it is one spreadsheet of a supported type. */
export function checkImportFiles(names: readonly string[]): 'import.oneFile' | 'import.fileType' | undefined {
  if (names.length !== 1) return 'import.oneFile';
  const name = (names[0] ?? '').toLowerCase();
  return SPREADSHEET_SUFFIXES.some((suffix) => name.endsWith(suffix)) ? undefined : 'import.fileType';
}

export type TRowError = { row: number; column: string; message: string };

/** The server's `rows.<row>.<column>` messages of a refused import, in row order. */
export function rowErrors(fields: Record<string, string> | undefined): TRowError[] {
  return Object.entries(fields ?? {})
    .flatMap(([key, message]) => {
      const match = /^rows\.(\d+)\.(.+)$/.exec(key);
      return match ? [{ row: Number(match[1]), column: match[2] ?? '', message }] : [];
    })
    .sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
}
