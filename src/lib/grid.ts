import type { CSSProperties } from 'react';

/**
 * Columns for a card grid of `count` items (used with the `.card-grid` class in globals.css): at most `max` at
 * the widest breakpoint, chosen so the last row is as full as possible (4 → 2×2 or 4, 5 → 3 + 2, 6 → 3 + 3,
 * 7 → 4 + 3); what is left over stretches to the full width, so no grid shows an empty cell.
 */
function bestColumns(count: number, max: number): number {
  if (count <= max) return Math.max(1, count);
  let best = max;
  let bestScore = -1;
  for (let c = max; c >= 2; c--) {
    const rest = count % c;
    const score = rest === 0 ? 1 : rest / c; // how full the last row is
    if (score > bestScore + 1e-9) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

export type Cols = { sm?: number; md?: number; lg?: number; xl?: number };

/** The style attribute for a `.card-grid`: the column count per breakpoint, each fitted to the item count. */
export function gridStyle(count: number, max: Cols): CSSProperties {
  const style: Record<string, number> = {};
  for (const bp of ['sm', 'md', 'lg', 'xl'] as const) {
    const m = max[bp];
    if (m) style[`--cols-${bp}`] = bestColumns(count, m);
  }
  return style as CSSProperties;
}
