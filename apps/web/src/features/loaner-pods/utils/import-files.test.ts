import { describe, expect, it } from 'vitest';
import { checkImportFiles, rowErrors } from './import-files.ts';

describe('checkImportFiles', () => {
  it.each([
    [['pods.xlsx'], undefined],
    [['PODS.XLS'], undefined],
    [['pods.csv'], undefined],
    [['pods.numbers'], 'validation.importFileType'],
    [['pods.csv.exe'], 'validation.importFileType'],
    [['a.csv', 'b.csv'], 'validation.importOneFile'],
    [[], 'validation.importOneFile'],
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
