import type { CSSProperties } from 'react';

/**
 * How many cards a row of a card grid holds (base.css .card-grid), at most `most`: the fewest rows,
 * and of those the layout whose last row is fullest (4 as 2 + 2 where 3 may fit in a row, 5 as
 * 3 + 2, 6 as 3 + 3, 7 as 4 + 3 where 4 fit). A last row that is not full is centred by the grid.
 */
export function gridColumns(count: number, most = 3): number {
  if (count <= 1) return 1;
  let best = Math.min(count, most);
  const rows = (columns: number) => Math.ceil(count / columns);
  const empty = (columns: number) => rows(columns) * columns - count;
  for (let columns = best - 1; columns >= 2; columns--) {
    if (rows(columns) === rows(best) && empty(columns) < empty(best)) best = columns;
  }
  return best;
}

export const gridStyle = (count: number, most = 3) => ({ '--columns': gridColumns(count, most) }) as CSSProperties;
