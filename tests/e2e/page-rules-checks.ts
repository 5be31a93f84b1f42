import type { Page } from '@playwright/test';

/**
 * Rules that hold on every page (the route sweep runs them on each load; page-rules.spec.ts first makes each fail
 * on a fault page). They look only at what <main> shows: rendered (checkVisibility), not screen-reader-only text.
 */

/**
 * At most one grid of icon cards. An icon card is a small inline <svg> (≤ 48 px, not in a link or button) before
 * the one heading (h2–h4) of an element that also holds a paragraph; a grid is the nearest element holding two or
 * more of them at one depth, two side by side.
 */
export async function iconCardGrids(page: Page) {
  return page.evaluate(() => {
    const cards = new Set<Element>();
    for (const svg of document.querySelectorAll<SVGSVGElement>('main svg')) {
      const r = svg.getBoundingClientRect();
      if (!r.width || r.width > 48 || r.height > 48 || svg.closest('a, button')) continue;
      let el = svg.parentElement;
      for (let d = 0; el && el.tagName !== 'MAIN' && d < 4; d++, el = el.parentElement) {
        const headings = el.querySelectorAll('h2, h3, h4');
        if (headings.length > 1) break;
        const h = headings[0];
        if (!h || !el.querySelector('p')) continue;
        if (svg.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING) cards.add(el);
        break;
      }
    }
    // A card's grid: the nearest element, at most three levels up, holding another card at the same depth, two of
    // them side by side (a stack of articles in one column is no grid; a card in another box beside it is none).
    const depth = (el: Element, top: Element) => {
      let d = 0;
      for (let e: Element | null = el; e && e !== top; e = e.parentElement) d++;
      return d;
    };
    const grids = new Map<Element, number>();
    for (const c of cards) {
      let g = c.parentElement;
      for (let d = 0; g && g.tagName !== 'MAIN' && d < 3; d++, g = g.parentElement) {
        const row = [...cards].filter((o) => g!.contains(o) && depth(o, g!) === depth(c, g!));
        if (row.length < 2) continue;
        const tops = row.map((o) => Math.round(o.getBoundingClientRect().top));
        if (tops.some((t, i) => tops.some((u, j) => i !== j && Math.abs(t - u) <= 4))) grids.set(g, row.length);
        break;
      }
    }
    const label = (g: Element) => g.closest('section')?.querySelector('h2')?.textContent?.trim() ?? g.tagName;
    return [...grids].map(([g, n]) => `${label(g)} (${n} icon cards)`);
  });
}

/** A sentence or label of this many words or more counts (a claim such as "Built for HIPAA compliance"). */
const MIN_WORDS = 4;

/** No sentence or label of MIN_WORDS words or more printed in two places (links, buttons and navigation aside). */
export async function repeatedSentences(page: Page) {
  return page.evaluate((MIN_WORDS) => {
    const shown = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true, opacityProperty: false }) && !el.closest('.sr-only');
    // The page's text, block by block: each text node joins the text of its nearest block-level element.
    const blocks = new Map<Element, string>();
    const main = document.querySelector('main');
    if (!main) return [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      // Links, buttons and contents lists repeat a heading or an action by design: they are not sentences.
      // A label repeated over each column of a table or scorecard (dt, th) is the table's, not a sentence.
      if (!el || !shown(el) || el.closest('script, style, template, nav, a, button, dt, th')) continue;
      let block: Element = el;
      while (block !== main && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement!;
      blocks.set(block, (blocks.get(block) ?? '') + (n.textContent ?? ''));
    }
    const seen = new Map<string, Element>();
    const twice = new Set<string>();
    for (const [block, text] of blocks) {
      const sentences = text
        .replace(/\s+/g, ' ')
        .split(/(?<=[.!?…])\s+/)
        .map((s) => s.replace(/^[“"‘']+|[”"’']+$/g, '').trim());
      for (const s of sentences) {
        if ((s.match(/\p{L}[\p{L}’'-]*/gu) ?? []).length < MIN_WORDS) continue;
        const key = s.toLowerCase();
        const first = seen.get(key);
        if (first && first !== block && !first.contains(block) && !block.contains(first)) twice.add(s);
        else if (!first) seen.set(key, block);
      }
    }
    return [...twice];
  }, MIN_WORDS);
}

/** No illustration (an img's src, or a CSS background .svg) shown twice. */
export async function repeatedPictures(page: Page) {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    const main = document.querySelector('main');
    if (!main) return [];
    const pathOf = (u: string) => u.replace(/^https?:\/\/[^/]+/, '').replace(/[?#].*$/, '');
    const add = (u: string) => seen.set(u, (seen.get(u) ?? 0) + 1);
    for (const img of main.querySelectorAll('img'))
      // A hero scene written into the page as a data: URL keeps its file's path in data-src (scripts/first-paint.mjs).
      if (img.checkVisibility() && img.getBoundingClientRect().width > 2)
        add(img.dataset.src ?? pathOf(img.getAttribute('src') ?? ''));
    for (const el of main.querySelectorAll('*')) {
      const m = /url\("?([^")]+\.svg)"?\)/.exec(getComputedStyle(el).backgroundImage);
      if (m && el.checkVisibility()) add(pathOf(m[1]!));
    }
    return [...seen].filter(([, k]) => k > 1).map(([u, k]) => `${u} ×${k}`);
  });
}

/** The places the word "illustrative" shows: at most one per page. */
export async function illustrativeMarkers(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const main = document.querySelector('main');
    if (!main) return out;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !/illustrative/i.test(n.textContent ?? '')) continue;
      if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('.sr-only')) continue;
      out.push((n.textContent ?? '').trim().slice(0, 60));
    }
    return out;
  });
}

/** In every list laid out as a grid (or marked data-card-grid), the last row spans as wide as the first. */
export async function gridHoles(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const grid of document.querySelectorAll<HTMLElement>('main ul, main ol, main [data-card-grid]')) {
      if (!grid.hasAttribute('data-card-grid') && getComputedStyle(grid).display !== 'grid') continue;
      // A row that scrolls sideways is no grid with rows; links in a site map or menu (<nav>) flow in rows of links.
      if (['auto', 'scroll'].includes(getComputedStyle(grid).overflowX) || grid.closest('nav')) continue;
      const items = [...grid.children].filter((c) => c.getClientRects().length) as HTMLElement[];
      if (items.length < 3) continue;
      const rows: DOMRect[][] = [];
      for (const it of items) {
        const r = it.getBoundingClientRect();
        const row = rows.find((x) => Math.abs(x[0]!.top - r.top) < 4);
        if (row) row.push(r);
        else rows.push([r]);
      }
      if (rows.length < 2 || rows[0]!.length < 2) continue;
      const extent = (rs: DOMRect[]) => Math.max(...rs.map((r) => r.right)) - Math.min(...rs.map((r) => r.left));
      const [first, last] = [rows[0]!, rows.at(-1)!];
      if (extent(last) < extent(first) - 8) {
        const where = grid.closest('section')?.querySelector('h2')?.textContent?.trim() ?? grid.className.slice(0, 40);
        bad.push(`${where}: ${items.length} items in rows of ${rows.map((r) => r.length).join('+')}`);
      }
    }
    return bad;
  });
}

/**
 * The hero's pictures shown whole: not cut by a box that hides its overflow, nor cropped by object-fit: cover in a
 * box of another shape (at most 2 % lost).
 */
export async function heroPictureCuts(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    const hero = document.querySelector<HTMLElement>('[data-hero]');
    if (!hero) return bad;
    for (const img of hero.querySelectorAll('img')) {
      const r = img.getBoundingClientRect();
      if (r.width < 48 || r.height < 48 || !img.checkVisibility()) continue;
      const name = (img.getAttribute('src') ?? '').split('/').pop();
      // Cropped inside its own box.
      const cs = getComputedStyle(img);
      if (cs.objectFit === 'cover' && img.naturalWidth && img.naturalHeight) {
        const scale = Math.max(r.width / img.naturalWidth, r.height / img.naturalHeight);
        const shownH = r.height / (img.naturalHeight * scale);
        const shownW = r.width / (img.naturalWidth * scale);
        if (shownH < 0.98 || shownW < 0.98)
          bad.push(`${name}: object-fit cover shows ${Math.round(shownW * 100)}% × ${Math.round(shownH * 100)}%`);
      }
      // Cut by a box around it that hides its overflow.
      let [top, bottom, left, right] = [r.top, r.bottom, r.left, r.right];
      for (let a = img.parentElement; a && a !== document.body; a = a.parentElement) {
        const o = getComputedStyle(a);
        if (o.overflowX === 'visible' && o.overflowY === 'visible') continue;
        const b = a.getBoundingClientRect();
        top = Math.max(top, b.top);
        bottom = Math.min(bottom, b.bottom);
        left = Math.max(left, b.left);
        right = Math.min(right, b.right);
      }
      const h = Math.max(0, bottom - top) / r.height;
      const w = Math.max(0, right - left) / r.width;
      if (h < 0.98 || w < 0.98) bad.push(`${name}: its box shows ${Math.round(w * 100)}% × ${Math.round(h * 100)}%`);
    }
    return bad;
  });
}

/**
 * Rows aligned: in every list in <main> whose items each carry a title (h3/h4), the items of one row (same top,
 * ±4 px) start their titles, and the first paragraph after each title, at the same height (±2 px). A row that
 * scrolls sideways (a phone's swipe row) shows one card at a time and is left out.
 */
export async function rowFaults(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    const scrolls = (el: Element) => {
      for (let a: Element | null = el; a && a.tagName !== 'MAIN'; a = a.parentElement)
        if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX)) return true;
      return false;
    };
    for (const list of document.querySelectorAll<HTMLElement>('main ul, main ol')) {
      const items = [...list.children].filter(
        (c) => (c as HTMLElement).getClientRects().length && c.querySelector('h3, h4'),
      ) as HTMLElement[];
      if (items.length < 2 || items.length !== list.children.length || scrolls(list)) continue;
      const rows = new Map<number, { title: number; text: number | null; label: string }[]>();
      for (const it of items) {
        const top = it.getBoundingClientRect().top;
        const h = it.querySelector('h3, h4')!;
        const text = [...it.querySelectorAll('p')].find(
          (p) => h.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING && !h.contains(p),
        );
        const key = [...rows.keys()].find((k) => Math.abs(k - top) <= 4) ?? top;
        rows.set(key, [
          ...(rows.get(key) ?? []),
          {
            title: Math.round(h.getBoundingClientRect().top - key),
            text: text ? Math.round(text.getBoundingClientRect().top - key) : null,
            label: (h.textContent ?? '').trim().slice(0, 24),
          },
        ]);
      }
      const where = list.closest('section')?.querySelector('h2')?.textContent?.trim() ?? list.className.slice(0, 40);
      const spread = (v: number[]) => Math.max(...v) - Math.min(...v);
      for (const row of rows.values()) {
        if (row.length < 2) continue;
        const texts = row.map((r) => r.text).filter((t): t is number => t !== null);
        if (spread(row.map((r) => r.title)) > 2 || (texts.length === row.length && spread(texts) > 2))
          bad.push(`${where}: ${row.map((r) => `"${r.label}" title ${r.title} px, text ${r.text} px`).join(' / ')}`);
      }
    }
    return bad;
  });
}

/**
 * A page's structure below the hero, as text: each band of <main> in order, by its heading's id and whether its
 * items stand in a card grid or in rows. Two pages built on one skeleton give the same string.
 */
export async function structureOf(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main section')]
      .filter((s) => !s.parentElement?.closest('section') && !s.hasAttribute('data-hero'))
      .map(
        (s) =>
          `${s.getAttribute('aria-labelledby') ?? s.tagName}:${s.querySelector('[data-card-grid]') ? 'grid' : 'rows'}`,
      )
      .join(' > '),
  );
}

/** Legal pages and posts speak about illustrative content as a subject (terms of service): no marker rule there. */
const readingPage = (path: string) => /^\/(legal|blog)\//.test(path);

/** Every page rule at the current width, as one list of faults (the route sweep runs it on each load). */
export async function pageRuleFaults(page: Page, path: string, { phone }: { phone: boolean }) {
  await page.evaluate(() => document.fonts.ready);
  const faults: string[] = [];
  const add = (rule: string, list: string[]) => list.length && faults.push(`${rule}: ${list.join(' | ')}`);
  const grids = await iconCardGrids(page);
  add('icon-card grids', grids.length > 1 ? grids : []);
  add('printed twice', await repeatedSentences(page));
  add('shown twice', await repeatedPictures(page));
  const marks = await illustrativeMarkers(page);
  if (!readingPage(path)) add('illustrative markers', marks.length > 1 ? marks : []);
  add('rows out of line', await rowFaults(page));
  add('holes', await gridHoles(page));
  if (phone) add('hero picture cut', await heroPictureCuts(page));
  return faults;
}
