import { describe, expect, it } from 'vitest';
import { neutraliseCell, sheetFile } from './sheet-export.ts';

describe('sheet export', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+33 600', "'+33 600"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['Ana (=)', 'Ana (=)'],
    ['', ''],
  ])('neutralises %j as %j', (cell, out) => {
    expect(neutraliseCell(cell)).toBe(out);
  });

  it('keeps numbers, negative ones included, as numbers', () => {
    expect(neutraliseCell(-3)).toBe(-3);
    expect(neutraliseCell(null)).toBe('');
  });

  it('writes a CSV with a byte order mark and the neutralised cells', async () => {
    const csv = (
      await sheetFile(
        [
          ['Name', 'Score'],
          ['=cmd', 12],
        ],
        'csv',
        'Board',
      )
    ).toString('utf8');
    expect(csv).toBe("\uFEFFName,Score\n'=cmd,12\n");
  });

  it('writes an XLSX that reads back', async () => {
    const file = await sheetFile([['Name'], ['@x']], 'xlsx', 'A/B board: [2026]');
    const { read, utils } = await import('@e965/xlsx');
    const book = read(file);
    expect(book.SheetNames).toEqual(['A B board   2026 ']);
    expect(utils.sheet_to_json(book.Sheets[book.SheetNames[0] as string] as never, { header: 1 })).toEqual([
      ['Name'],
      ["'@x"],
    ]);
  });
});
