import { POD_IMPORT_SUFFIXES } from '@pulseboard/contract/loaner-pods';

/** The message key for a picked set of files, or undefined when it is one file of a supported type. */
export function checkImportFiles(
  names: readonly string[],
): 'validation.importOneFile' | 'validation.importFileType' | undefined {
  if (names.length !== 1) return 'validation.importOneFile';
  const name = (names[0] ?? '').toLowerCase();
  return POD_IMPORT_SUFFIXES.some((suffix) => name.endsWith(suffix))
    ? undefined
    : 'validation.importFileType';
}

export type TRowError = { row: number; column: string; message: string };

/** The server's `rows.<row>.<column>` messages, in row order. */
export function rowErrors(fields: Record<string, string> | undefined): TRowError[] {
  return Object.entries(fields ?? {})
    .flatMap(([key, message]) => {
      const match = /^rows\.(\d+)\.(.+)$/.exec(key);
      return match ? [{ row: Number(match[1]), column: match[2] ?? '', message }] : [];
    })
    .sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
}
