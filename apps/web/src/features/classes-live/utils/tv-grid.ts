/** A tile reads best a little wider than tall: room for the name on top and the heart rate below. */
const TILE_ASPECT = 1.5;
/** Fewer tiles than this still get cells of this grid's size: one person is not a wall-sized tile. */
const MIN_CELLS = 4;

/**
 * The columns and rows that give `count` tiles the largest cells on a `width` x `height` area, each
 * cell as close to TILE_ASPECT as the screen allows (50 tiles on 1920x1080 -> 9 x 6).
 */
export function tvGrid(count: number, width: number, height: number): { cols: number; rows: number } {
  const n = Math.max(count, MIN_CELLS);
  let best = { cols: 1, rows: n, scale: 0 };
  for (let cols = 1; cols <= n; cols += 1) {
    const rows = Math.ceil(n / cols);
    const scale = Math.min(width / cols / TILE_ASPECT, height / rows);
    if (scale > best.scale) best = { cols, rows, scale };
  }
  return { cols: best.cols, rows: best.rows };
}
