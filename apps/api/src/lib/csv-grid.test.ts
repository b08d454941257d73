import { describe, expect, it } from 'vitest';
import { csvGrid, csvSeparator } from './csv-grid.ts';

describe('csvGrid', () => {
  it.each([
    [
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['00123,x', [['00123', 'x']]],
    ['a,,c\r\n\r\nd', [['a', null, 'c'], [], ['d']]],
    ['"x, y","say ""hi""","line\nbreak"\n', [['x, y', 'say "hi"', 'line\nbreak']]],
    [
      'a;b;c\n1;2;3',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'a\tb\n1\t2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['=1+1,@x', [['=1+1', '@x']]],
    ['', []],
  ])('reads %j', (text, grid) => {
    expect(csvGrid(text, 100)).toEqual(grid);
  });

  it('stops at the row limit', () => {
    expect(csvGrid('1\n2\n3\n4\n', 2)).toEqual([['1'], ['2']]);
  });

  it('picks the separator of the first line, outside quotes', () => {
    expect(csvSeparator('"a;b;c",d\n')).toBe(',');
    expect(csvSeparator('a;b,c;d\n')).toBe(';');
  });
});
