import { describe, expect, it } from 'vitest';
import { checkImportFiles, rowErrors } from './import-files.ts';

describe('checkImportFiles', () => {
  it.each([
    [['sheet.xlsx'], undefined],
    [['SHEET.XLS'], undefined],
    [['sheet.csv'], undefined],
    [['sheet.numbers'], 'import.fileType'],
    [['sheet.csv.exe'], 'import.fileType'],
    [['a.csv', 'b.csv'], 'import.oneFile'],
    [[], 'import.oneFile'],
  ])('%j -> %s', (names, expected) => {
    expect(checkImportFiles(names)).toBe(expected);
  });
});

describe('rowErrors', () => {
  it('keeps only row messages, sorted by row', () => {
    expect(
      rowErrors({
        file: 'Nothing was imported',
        'rows.10.barcode': 'bad',
        'rows.3.location': 'unknown',
        'rows.3.barcode': 'dup',
      }),
    ).toEqual([
      { row: 3, column: 'barcode', message: 'dup' },
      { row: 3, column: 'location', message: 'unknown' },
      { row: 10, column: 'barcode', message: 'bad' },
    ]);
  });
});
