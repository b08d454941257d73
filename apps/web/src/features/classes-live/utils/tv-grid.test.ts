import { describe, expect, it } from 'vitest';
import { tvGrid } from './tv-grid.ts';

describe('tvGrid', () => {
  it.each([
    [0, 1840, 900, 2, 2],
    [1, 1840, 900, 2, 2],
    [20, 1840, 900, 5, 4],
    [50, 1840, 900, 9, 6],
    [50, 900, 1600, 4, 13],
  ])('%i tiles on %ix%i: %i columns x %i rows', (count, w, h, cols, rows) => {
    const grid = tvGrid(count, w, h);
    expect(grid).toEqual({ cols, rows });
    expect(grid.cols * grid.rows).toBeGreaterThanOrEqual(count);
  });
});
