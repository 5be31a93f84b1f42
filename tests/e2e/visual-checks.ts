import type { Page } from '@playwright/test';

/**
 * Typography and grid checks on every route:
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

/**
 * In every card grid (`data-card-grid`), the cards of one row start their titles at the same height and
 * give them the same height (within 2 px), so a one-line title beside a two-line one, or a taller picture above
 * one card, does not leave the row's titles and texts staggered. The title is a card's first h3/h4.
 */
export async function cardTitleFaults(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const grid of document.querySelectorAll<HTMLElement>('[data-card-grid]')) {
      const items = [...grid.children].filter((c) => (c as HTMLElement).getClientRects().length) as HTMLElement[];
      const rows = new Map<number, { top: number; height: number; text: string }[]>();
      for (const it of items) {
        const title = it.querySelector<HTMLElement>('h3, h4');
        if (!title) continue;
        const top = it.getBoundingClientRect().top;
        const t = title.getBoundingClientRect();
        const key = [...rows.keys()].find((k) => Math.abs(k - top) < 4) ?? top;
        rows.set(key, [
          ...(rows.get(key) ?? []),
          { top: Math.round(t.top - top), height: Math.round(t.height), text: title.textContent ?? '' },
        ]);
      }
      const label = grid.closest('section')?.querySelector('h2')?.textContent ?? grid.className.slice(0, 40);
      for (const row of rows.values()) {
        if (row.length < 2) continue;
        const spread = (v: number[]) => Math.max(...v) - Math.min(...v);
        if (spread(row.map((r) => r.top)) > 2 || spread(row.map((r) => r.height)) > 2)
          bad.push(
            `${label}: titles ${row.map((r) => `"${r.text.slice(0, 24)}" at ${r.top} px, ${r.height} px tall`).join(' / ')}`,
          );
      }
    }
    return bad;
  });
}

/**
 * Between two page bands of the same colour, the empty space from the last thing in the first to the
 * first thing in the second is at most 160 px (one band's padding, not two stacked: the ~200 px gaps before
 * closing bands).
 */
export async function bandGapFaults(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    const bands = [...document.querySelectorAll('main section')].filter((s) => !s.parentElement?.closest('section'));
    const leaves = (s: Element) =>
      [...s.querySelectorAll('*')].filter((e) => e.children.length === 0 && e.getClientRects().length);
    for (let i = 1; i < bands.length; i++) {
      const [a, b] = [bands[i - 1]!, bands[i]!];
      if (getComputedStyle(a).backgroundColor !== getComputedStyle(b).backgroundColor) continue;
      const end = Math.max(...leaves(a).map((e) => e.getBoundingClientRect().bottom));
      const start = Math.min(...leaves(b).map((e) => e.getBoundingClientRect().top));
      if (start - end > 160)
        bad.push(`${Math.round(start - end)} px of empty band before "${b.querySelector('h2')?.textContent ?? ''}"`);
    }
    return bad;
  });
}

/**
 * Text cut off at the side: a heading, paragraph, list item or link in main whose box runs past the window's right
 * edge (a band with overflow: hidden hides it from the horizontal-scroll check). Scrolling containers (a wide
 * table in an overflow-x box) are allowed.
 */
export async function clippedTextFaults(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    const scrolls = (el: Element) => {
      for (let a = el.parentElement; a; a = a.parentElement)
        if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX)) return true;
      return false;
    };
    for (const el of document.querySelectorAll<HTMLElement>('main :is(h1, h2, h3, h4, p, li, a)')) {
      const r = el.getBoundingClientRect();
      if (!r.width || !el.textContent?.trim() || r.right <= innerWidth + 1 || scrolls(el)) continue;
      bad.push(
        `<${el.tagName.toLowerCase()}> "${el.textContent.trim().slice(0, 40)}" ends at ${Math.round(r.right)} px`,
      );
    }
    return bad;
  });
}

/** Emoji in a page's main content (©, ® and ™ are not emoji). */
export async function emojiIn(page: Page) {
  const text = await page.locator('main').innerText();
  return text.match(/(?![©®™])\p{Extended_Pictographic}/gu) ?? [];
}

/**
 * Hero and first-screen checks on every route (routes.spec.ts runs them at 1280 × 800 and 390 × 844; visual.spec.ts
 * proves each can fail on a page with the fault).
 */
const MAX_HERO_PX = 640;
export const MAX_CONDENSED_HEADER_PX = 64;

/**
 * The hero (`[data-hero]`) is at most 640 px tall from lg up and its primary action (`[data-primary-action]`) ends
 * inside the first screen; on a phone, where the visual stacks under the copy, within 640 px of the hero's top.
 */
export async function heroFaults(page: Page) {
  return page.evaluate((max) => {
    const bad: string[] = [];
    const heroes = [...document.querySelectorAll<HTMLElement>('[data-hero]')];
    if (heroes.length !== 1) return [`${heroes.length} elements marked data-hero (one expected)`];
    const hero = heroes[0]!.getBoundingClientRect();
    const wide = window.innerWidth >= 1024;
    if (wide && hero.height > max) bad.push(`hero ${Math.round(hero.height)} px tall (max ${max})`);
    const action = document.querySelector<HTMLElement>('[data-primary-action]');
    if (action) {
      const r = action.getBoundingClientRect();
      if (!heroes[0]!.contains(action)) bad.push('primary action outside the hero');
      if (!r.height) bad.push('primary action not shown');
      if (r.bottom > window.innerHeight)
        bad.push(`primary action ends at ${Math.round(r.bottom)} px, below the fold (${window.innerHeight} px)`);
      if (!wide && r.bottom - hero.top > max)
        bad.push(`primary action ${Math.round(r.bottom - hero.top)} px below the hero's top (max ${max})`);
    }
    return bad;
  }, MAX_HERO_PX);
}

/** No element holding paragraph text laid out in CSS columns (a sentence would jump columns). */
export async function columnFaults(page: Page) {
  return page.evaluate(() => {
    const bad = new Set<string>();
    const seen = new Set<Element>();
    for (const p of document.querySelectorAll('p')) {
      if (!p.textContent?.trim() || !p.getClientRects().length) continue;
      for (let el = p.parentElement; el && el !== document.body && !seen.has(el); el = el.parentElement) {
        seen.add(el);
        const cs = getComputedStyle(el);
        const count = cs.columnCount === 'auto' ? 1 : Number(cs.columnCount);
        if (count > 1 || cs.columnWidth !== 'auto')
          bad.add(
            `<${el.tagName.toLowerCase()} class="${el.className.toString().slice(0, 50)}"> in columns (${cs.columnCount} / ${cs.columnWidth}) around "${p.textContent.trim().slice(0, 40)}…"`,
          );
      }
    }
    return [...bad];
  });
}

/**
 * No heading hyphenates (`hyphens: auto`), and no word of a heading is split across two lines (after the hyphen of
 * "check-in", or inside a word): measured with a Range per word, whose client rects sit on one line.
 */
export async function headingFaults(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const bad: string[] = [];
    for (const h of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')) {
      if (!h.getClientRects().length) continue;
      const cs = getComputedStyle(h);
      if (cs.hyphens === 'auto') bad.push(`"${h.textContent?.trim().slice(0, 40)}": hyphens: auto`);
      const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
      // The heading's lines, as the words on each (by their top).
      const lines: { top: number; words: string[] }[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        for (const m of (n.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(n, m.index);
          range.setEnd(n, m.index + m[0].length);
          const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
          if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2)
            bad.push(`"${m[0]}" split across lines in "${h.textContent?.trim().slice(0, 50)}"`);
          // Lines by the words' vertical centres; a decoration's text (a step number, aria-hidden) is no word.
          const rect = [...range.getClientRects()].find((r) => r.width > 0);
          if (!rect || n.parentElement?.closest('[aria-hidden="true"]')) continue;
          const mid = (rect.top + rect.bottom) / 2;
          const line = lines.find((l) => Math.abs(l.top - mid) <= parseFloat(cs.fontSize) * 0.4);
          if (line) line.words.push(m[0]);
          else lines.push({ top: mid, words: [m[0]] });
        }
      }
      // Balanced lines (text-wrap: balance) leave no word alone under fuller lines: one that does is an orphan.
      lines.sort((a, b) => a.top - b.top);
      const last = lines.at(-1);
      if (lines.length > 1 && last!.words.length === 1 && lines.slice(0, -1).some((l) => l.words.length >= 3))
        bad.push(`"${last!.words[0]}" alone on the last line of "${h.textContent?.trim().slice(0, 50)}"`);
    }
    return bad;
  });
}

/** What shows of the header now (call after scrolling down), and whether its surface is opaque or blurred. */
export async function headerFaults(page: Page) {
  return page.evaluate((max) => {
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const r = header.getBoundingClientRect();
    const shown = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
    const bad: string[] = [];
    if (shown > max) bad.push(`header shows ${Math.round(shown)} px after scrolling (max ${max})`);
    const cs = getComputedStyle(header);
    const alpha = /rgba?\([^)]*[,/]\s*([\d.]+%?)\s*\)$/.exec(cs.backgroundColor)?.[1];
    const opaque = alpha === undefined || (alpha.endsWith('%') ? parseFloat(alpha) >= 100 : Number(alpha) >= 1);
    const blurred = /blur\((?!0)/.test(cs.backdropFilter);
    if (!opaque && !blurred) bad.push(`header surface ${cs.backgroundColor} is see-through, with no backdrop blur`);
    return bad;
  }, MAX_CONDENSED_HEADER_PX);
}

/** An open mega-menu panel (the element given): inside the window, and every link in it reachable in view. */
export async function panelFaults(page: Page, panelSelector: string) {
  return page.evaluate((sel) => {
    const panel = document.querySelector<HTMLElement>(sel);
    if (!panel?.getClientRects().length) return [`${sel} is not open`];
    const bad: string[] = [];
    const r = panel.getBoundingClientRect();
    if (r.bottom > window.innerHeight + 0.5)
      bad.push(`${sel} ends at ${Math.round(r.bottom)} px, past the window (${window.innerHeight} px)`);
    const before = document.activeElement as HTMLElement | null;
    for (const a of panel.querySelectorAll<HTMLElement>('a[href]')) {
      if (!a.getClientRects().length) continue;
      a.focus();
      const l = a.getBoundingClientRect();
      const p = panel.getBoundingClientRect();
      if (l.bottom > Math.min(window.innerHeight, p.bottom) + 0.5 || l.top < Math.max(0, p.top) - 0.5)
        bad.push(
          `"${a.textContent?.trim().slice(0, 30)}" out of view when focused (${Math.round(l.top)}–${Math.round(l.bottom)} px)`,
        );
    }
    before?.focus();
    panel.scrollTop = 0;
    return bad;
  }, panelSelector);
}

/**
 * Reading checks on blog posts and legal pages (`readingRoute`):
 * - measureFaults: every paragraph and list item in <main> sets at most 75 characters a line (the brief: ~70).
 *   Counted as rendered: a Range per word gives the line it sits on (the middle of its first box), and a line's
 *   length is its words plus the spaces between them, so font, size, width and wrapping all count;
 * - salesButtonFaults: no primary (accent) button in <main>: no `data-primary-action`, and no link or button whose
 *   computed background is the accent signal-500, whatever its classes.
 */
const MAX_LINE_CHARS = 75;
export const readingRoute = (path: string) => /^\/(blog\/[^/]+|legal\/[^/]+)$/.test(path);

/**
 * Documentation (`DOC_MEASURE`): the same count over its sections' text (`article p, article li` in <main>, the hero
 * and index aside), at most 80 characters a line: measureFaults(page, DOC_MEASURE).
 */
export const DOC_MEASURE = { max: 80, selector: 'main article p, main article li' };

export async function measureFaults(
  page: Page,
  { max: limit = MAX_LINE_CHARS, selector = 'main p, main li' }: { max?: number; selector?: string } = {},
) {
  return page.evaluate(
    async ([max, sel]) => {
      await document.fonts.ready;
      const bad: string[] = [];
      let lines = 0;
      for (const el of document.querySelectorAll<HTMLElement>(sel)) {
        if (!el.getClientRects().length || !el.textContent?.trim()) continue;
        const tolerance = parseFloat(getComputedStyle(el).fontSize) / 2;
        const rows: { y: number; chars: number; words: number }[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          for (const m of (n.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(n, m.index);
            range.setEnd(n, m.index + m[0].length);
            const box = [...range.getClientRects()].find((r) => r.width > 0);
            if (!box) continue;
            const y = (box.top + box.bottom) / 2;
            const row = rows.find((r) => Math.abs(r.y - y) < tolerance);
            if (row) {
              row.chars += m[0].length;
              row.words++;
            } else rows.push({ y, chars: m[0].length, words: 1 });
          }
        }
        lines += rows.length;
        const longest = Math.max(0, ...rows.map((r) => r.chars + r.words - 1));
        if (longest > max)
          bad.push(
            `${longest} characters a line in <${el.tagName.toLowerCase()}> "${el.textContent.trim().slice(0, 40)}…"`,
          );
      }
      return { bad, lines };
    },
    [limit, selector] as const,
  );
}

export async function salesButtonFaults(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    const accent = 'rgb(255, 127, 31)';
    for (const el of document.querySelectorAll<HTMLElement>('main a, main button, main [data-primary-action]')) {
      if (!el.getClientRects().length) continue;
      if (el.hasAttribute('data-primary-action') || getComputedStyle(el).backgroundColor === accent)
        bad.push(`"${el.textContent?.trim().slice(0, 30)}" is a primary (accent) button`);
    }
    return bad;
  });
}
