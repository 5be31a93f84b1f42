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

const breakpoints = ['sm', 'md', 'lg', 'xl'] as const;
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/**
 * A `.card-grid`'s layout (globals.css), worked out at build time: per breakpoint, the columns fitted to the item
 * count, laid out on `tracks` grid columns so that the last row's items stretch to the full width (5 in rows of 3:
 * six tracks, two per card, three per card in the last row). `list` is the list's style (tracks and the usual
 * span per breakpoint); `item(i)` the i-th item's style, set only on last-row items that span more.
 */
export function gridLayout(count: number, max: Cols) {
  const list: Record<string, number> = {};
  const last: Record<string, number>[] = Array.from({ length: count }, () => ({}));
  for (const bp of breakpoints) {
    const m = max[bp];
    if (!m) continue;
    const cols = bestColumns(count, m);
    const rest = count % cols;
    const tracks = rest ? (cols * rest) / gcd(cols, rest) : cols;
    list[`--tracks-${bp}`] = tracks;
    list[`--span-${bp}`] = tracks / cols;
    if (rest) for (let i = count - rest; i < count; i++) last[i]![`--span-${bp}`] = tracks / rest;
  }
  return {
    list: list as CSSProperties,
    item: (i: number) => (Object.keys(last[i] ?? {}).length ? (last[i] as CSSProperties) : undefined),
  };
}
