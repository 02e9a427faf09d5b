import type { CSSProperties } from 'react';

/**
 * How many cards a row of a card grid holds (base.css .card-grid), chosen from the count so every
 * row is full where it can be: 4 as 2 + 2 (or 4 in a row where `most` allows), 6 as 3 + 3, 8 as
 * 4 + 4; otherwise rows of `most` with the last one centred (5 as 3 + 2).
 */
export function gridColumns(count: number, most = 3): number {
  if (count <= most) return count === 4 && most < 4 ? 2 : count;
  if (count % most === 0) return most;
  if (count === 4 || count === 8) return Math.min(4, most) === 4 ? 4 : 2;
  return most;
}

export const gridStyle = (count: number, most = 3) => ({ '--columns': gridColumns(count, most) }) as CSSProperties;
