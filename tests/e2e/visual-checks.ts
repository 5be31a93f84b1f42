import type { Page } from '@playwright/test';

/**
 * Issue 12 on every route:
 * - display headings (h1/h2 of 28 px and up): the ink gap between a lowercase letter and a following full stop or
 *   comma is at most 0.06 em, and word spaces are not squeezed (space advance + tracking ≥ 0.18 em). Measured from
 *   the font's ink metrics: canvas measureText with the heading's computed font (kerning included), plus its tracking;
 * - every card grid (marked `data-card-grid`) has no hole in its last row at 1280 and 390 px, and the cards of one
 *   row end at the same height (no ragged row);
 * - no emoji in the page content.
 */
const MAX_GAP_EM = 0.06;
const MIN_SPACE_EM = 0.18;

export async function punctuationGaps(page: Page) {
  return page.evaluate(
    async ({ maxGap, minSpace }) => {
      await document.fonts.ready;
      const ctx = document.createElement('canvas').getContext('2d')!;
      const bad: string[] = [];
      let measured = 0;
      for (const el of document.querySelectorAll<HTMLElement>('h1, h2')) {
        const cs = getComputedStyle(el);
        const size = parseFloat(cs.fontSize);
        if (size < 28 || !el.getClientRects().length) continue;
        ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        await document.fonts.load(ctx.font).catch(() => undefined);
        const ls = parseFloat(cs.letterSpacing) || 0;
        const ws = parseFloat(cs.wordSpacing) || 0;
        const text = el.textContent ?? '';
        for (const m of text.matchAll(/([a-z])([.,])/g)) {
          const [pair, letter, stop] = m;
          const a = ctx.measureText(letter),
            p = ctx.measureText(stop),
            both = ctx.measureText(pair);
          const stopOrigin = both.width - p.width + ls;
          const gap = (stopOrigin - p.actualBoundingBoxLeft - a.actualBoundingBoxRight) / size;
          measured++;
          if (gap > maxGap)
            bad.push(
              `"${pair}" in "${text.slice(0, 40)}…": ${gap.toFixed(3)} em (${cs.fontFamily.split(',')[0]} ${cs.fontWeight})`,
            );
        }
        if (text.includes(' ')) {
          const space = (ctx.measureText(' ').width + ls + ws) / size;
          if (space < minSpace) bad.push(`word space in "${text.slice(0, 40)}…": ${space.toFixed(3)} em`);
        }
      }
      return { bad, measured };
    },
    { maxGap: MAX_GAP_EM, minSpace: MIN_SPACE_EM },
  );
}

export async function gridFaults(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const grid of document.querySelectorAll<HTMLElement>('[data-card-grid]')) {
      const items = [...grid.children].filter((c) => (c as HTMLElement).getClientRects().length) as HTMLElement[];
      if (items.length < 2) continue;
      const rows = new Map<number, DOMRect[]>();
      for (const it of items) {
        const r = it.getBoundingClientRect();
        const key = [...rows.keys()].find((k) => Math.abs(k - r.top) < 4) ?? r.top;
        rows.set(key, [...(rows.get(key) ?? []), r]);
      }
      const list = [...rows.values()];
      const label = () => grid.closest('section')?.querySelector('h2')?.textContent ?? grid.className.slice(0, 40);
      for (const row of list) {
        const heights = row.map((r) => Math.round(r.height));
        if (Math.max(...heights) - Math.min(...heights) > 2)
          bad.push(`${label()}: ragged row, cards ${heights.join('/')} px tall`);
      }
      if (list.length < 2) continue;
      const extent = (rs: DOMRect[]) => Math.max(...rs.map((r) => r.right)) - Math.min(...rs.map((r) => r.left));
      const first = list[0],
        last = list[list.length - 1];
      if (extent(last) < extent(first) - 8) {
        bad.push(
          `${label()}: ${items.length} items, rows of ${list.map((r) => r.length).join('+')}, last row ${Math.round(extent(last))}px of ${Math.round(extent(first))}px`,
        );
      }
    }
    return bad;
  });
}

/** Emoji in a page's main content (©, ® and ™ are not emoji). */
export async function emojiIn(page: Page) {
  const text = await page.locator('main').innerText();
  return text.match(/(?![©®™])\p{Extended_Pictographic}/gu) ?? [];
}
