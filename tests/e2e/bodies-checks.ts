import type { Page } from '@playwright/test';

/**
 * The checks on page bodies (tests/e2e/bodies.spec.ts):
 * - icon cards: a card is the nearest element (up to four levels above an icon) holding exactly one heading
 *   (h2–h4) and a paragraph, where the icon is a small inline <svg> (at most 48 px, not inside a link or button)
 *   that comes before the heading. Counted once per card, in <main>;
 * - card rows: in every list in <main> whose items each carry a heading (h3/h4), the items of one row (same top,
 *   ±4 px) have their titles, and the first paragraph after each title, start at the same height (±2 px).
 */
export async function iconCards(page: Page) {
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
    return [...cards].map((c) => c.querySelector('h2, h3, h4')?.textContent?.trim() ?? '');
  });
}

/**
 * The layout shifts inside <main> from now on (PerformanceObserver; the site header's own condensing on scroll is
 * not this check's), while the page is scrolled through top to bottom in steps so every band paints, until the
 * web fonts are ready (the spoken face, delayed by the test, swaps in during the walk).
 */
export async function loadShift(page: Page) {
  return page.evaluate(async () => {
    let cls = 0;
    const sources: string[] = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        const nodes = (e.sources ?? []).map((s) => s.node as Element | undefined);
        if (e.hadRecentInput || (nodes.length && nodes.every((n) => n?.closest && !n.closest('main')))) continue;
        cls += e.value;
        for (const n of nodes) sources.push(n?.outerHTML?.slice(0, 80) ?? '?');
      }
    }).observe({ type: 'layout-shift' });
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 80));
    }
    await document.fonts.ready;
    await new Promise((r) => setTimeout(r, 500));
    return { cls, sources, fonts: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family) };
  });
}

/** The signature sequence's turns and procedure lines: running animations, and any not fully shown. */
export async function sequenceState(page: Page) {
  return page.evaluate(() => {
    const parts = [...document.querySelectorAll<HTMLElement>('.seq-turn, .seq-line')];
    return {
      parts: parts.length,
      animated: parts.filter((p) => p.getAnimations().length).length,
      hidden: parts.filter((p) => Number(getComputedStyle(p).opacity) < 1).length,
    };
  });
}

/**
 * The spoken face is asked for once the page has loaded (the island loader sets html[data-spoken-face]; until then
 * its fallback shows): wait for that before measuring either.
 */
export const spokenFaceAsked = (page: Page) => page.waitForSelector('html[data-spoken-face]', { state: 'attached' });

/** Every box set in the spoken face (and the page's height), to compare the fallback's layout with the font's. */
export async function spokenGeometry(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const round = (v: number) => Math.round(v * 2) / 2;
    const boxes = [...document.querySelectorAll<HTMLElement>('main .font-spoken')]
      .filter((e) => e.getClientRects().length)
      .map((e) => {
        const r = e.getBoundingClientRect();
        return `${(e.textContent ?? '').trim().slice(0, 20)} @${round(r.top + scrollY)} ${round(r.width)}×${round(r.height)}`;
      });
    return { height: document.documentElement.scrollHeight, boxes };
  });
}

export const diff = (a: string[], b: string[]) => a.filter((x, i) => x !== b[i]);

/**
 * The rows in <main> that scroll sideways: visible elements whose overflow-x is auto or scroll and whose content is
 * wider than their box (a row that fits does not scroll). Named by the nearest section's h2.
 */
export async function sidewaysRows(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => {
        if (!el.getClientRects().length) return false;
        const { overflowX } = getComputedStyle(el);
        return (overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => el.closest('section')?.querySelector('h2')?.textContent?.trim() ?? el.tagName),
  );
}

/**
 * Sentences shown twice inside `scope` (the visible text of its paragraphs, quotes and list items, compared without
 * case or punctuation): each pair where one holds the other, for texts of at least 24 characters.
 */
export async function repeatedSentences(page: Page, scope: string) {
  return page.evaluate((scope) => {
    const bare = (s: string) =>
      s
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    const texts = [...document.querySelectorAll<HTMLElement>(`${scope} :is(p, blockquote, li)`)]
      .filter((el) => el.getClientRects().length && !el.querySelector('p, blockquote, li'))
      .map((el) => bare(el.textContent ?? ''))
      .filter((t) => t.length >= 24);
    const pairs: string[] = [];
    texts.forEach((a, i) =>
      texts.slice(i + 1).forEach((b) => {
        if (a.includes(b) || b.includes(a)) pairs.push(`"${a.slice(0, 40)}" / "${b.slice(0, 40)}"`);
      }),
    );
    return pairs;
  }, scope);
}

/**
 * What a page's <main> says about being illustrative, as notes: visible paragraphs and captions (not a figure's
 * reading, the short tag beside it) whose text calls something illustrative, an example scenario or not a customer's.
 */
export async function illustrativeNotes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main :is(p, figcaption)')]
      .filter(
        (el) =>
          el.getClientRects().length &&
          !el.closest('[data-figure]') &&
          /\billustrative\b|example scenario|not a customer/i.test(el.textContent ?? '') &&
          (el.textContent ?? '').trim().length > 30,
      )
      .map((el) => (el.textContent ?? '').trim().slice(0, 60)),
  );
}

/**
 * Visible lines inside `scope` set in the spoken face (Geist Mono) with at least 20 characters of their own text.
 */
export async function spokenLines(page: Page, scope = 'main') {
  return page.evaluate(
    (scope) =>
      [...document.querySelectorAll<HTMLElement>(`${scope} :is(p, blockquote, span, li)`)].filter(
        (el) =>
          el.getClientRects().length &&
          /Geist Mono/.test(getComputedStyle(el).fontFamily) &&
          [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim().length >= 20),
      ).length,
    scope,
  );
}

/**
 * A solution page speaks: its call in the hero (a role's scene and call), or, under an exhibit hero, in the body —
 * its call, a moment of one, a shift's lines or a procedure walked through — with at least three lines in the spoken
 * face there and in the story's reply; under at most one illustrative note. Run by the route sweep at 1280.
 */
export async function solutionSpeechFaults(page: Page) {
  const faults: string[] = [];
  const said = ':is([data-spoken-call], [data-moment], section:has([data-sequence-document]))';
  if (!(await page.locator('[data-scene] figure').count())) {
    if (!(await page.locator(said).count())) faults.push('no call');
    const lines = await spokenLines(page, `:is(${said}, [data-story-exchange])`);
    if (lines < 3) faults.push(`${lines} spoken lines`);
  }
  const notes = await illustrativeNotes(page);
  if (notes.length > 1) faults.push(`illustrative notes: ${notes.join(' | ')}`);
  return faults;
}
