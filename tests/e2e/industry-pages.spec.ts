import type { Page } from '@playwright/test';

import type { IndustryContent } from '../../src/schemas/industry';
import type { LabelsWords, UiWords } from '../../src/schemas/site-words';
import { entries, entry } from '../lib/content';
import { expect, test } from './fixtures';

/**
 * Each industry page its own below the hero: few short strings shared word for word by all 18, no
 * illustration shown twice, a story card whose columns end level, and a hero whose scene the call card leaves
 * readable. Each check has a fault page proving it can fail.
 */
const industries = entries<IndustryContent>('industries');
const paths = industries.map((e) => `/industries/${e.id}/`);
const { blockLabels } = entry<LabelsWords>('site', 'labels');

/** The spec's own labels, the call card's button and the hero's button wordings, which every industry page may share. */
const ALLOWED = new Set([
  blockLabels.storyOfPotential,
  blockLabels.whyChoose,
  entry<UiWords>('site', 'ui').callCopy.play,
  ...industries.map((e) => e.data.ctaLabel),
]);
/** At most this many other short strings may appear word for word on all 18 pages. */
const MAX_SHARED = 6;

/**
 * The short (≤ 60 characters, with a letter) visible text of a page's main content: each text node's trimmed text,
 * where it is rendered (not display:none, not visually hidden like .sr-only, not inside a closed <details>).
 */
function shortStrings(page: Page) {
  return page.evaluate(() => {
    const out = new Set<string>();
    const main = document.querySelector('main')!;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const t = (n.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!t || t.length > 60 || !/\p{L}/u.test(t)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const r = range.getBoundingClientRect();
      const el = n.parentElement!;
      if (r.width < 2 || r.height < 2 || !el.checkVisibility({ visibilityProperty: true })) continue;
      // Visually hidden (clipped to a pixel): screen-reader text, not shown.
      if (el.closest('.sr-only')) continue;
      out.add(t);
    }
    return [...out];
  });
}

/** The strings all pages share, less the allowed ones. */
function sharedByAll(lists: string[][]) {
  const [first = [], ...rest] = lists;
  return first.filter((t) => !ALLOWED.has(t) && rest.every((l) => l.includes(t)));
}

/** Every illustration a page shows (img src, svg <use> href, CSS background images) that appears more than once. */
function repeatedIllustrations(page: Page) {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    const add = (u: string | null) => u && seen.set(u, (seen.get(u) ?? 0) + 1);
    const main = document.querySelector('main')!;
    // Paths as written (the site's are root-relative), without an origin or query.
    const pathOf = (u: string) => u.replace(/^https?:\/\/[^/]+/, '').replace(/[?#].*$/, '');
    for (const img of main.querySelectorAll('img')) add(pathOf(img.getAttribute('src') ?? ''));
    for (const use of main.querySelectorAll('svg use')) {
      const href = use.getAttribute('href') ?? use.getAttribute('xlink:href') ?? '';
      // Icons from the sprite are glyphs, not illustrations.
      if (!/icons?[.-]|#i-|sprite/.test(href)) add(href);
    }
    for (const el of main.querySelectorAll('*')) {
      const m = /url\("?([^")]+\.svg)"?\)/.exec(getComputedStyle(el).backgroundImage);
      if (m) add(pathOf(m[1]!));
    }
    return [...seen].filter(([u, k]) => k > 1 && /illustrations|\.svg|\.png|\.jpe?g|\.webp/.test(u)).map(([u]) => u);
  });
}

/**
 * The story card at 1280: how far apart its two columns end (the text's last paragraph and the bottom of the picture
 * and call beside it: the space one column leaves empty), how much of the card's width the outcomes strip spans, and
 * whether the outcomes stand beside the text instead.
 */
async function storyBalance(page: Page) {
  await page.locator('#story-heading').scrollIntoViewIfNeeded();
  return page.evaluate(() => {
    const card = document.querySelector<HTMLElement>('[data-story]')!.getBoundingClientRect();
    const text = document.querySelector<HTMLElement>('[data-story-text]')!;
    const aside = document.querySelector<HTMLElement>('[data-story-aside]');
    const end = (el: HTMLElement) => Math.max(...[...el.children].map((c) => c.getBoundingClientRect().bottom));
    const outcomesEl = document.querySelector<HTMLElement>('[data-story-outcomes]')!;
    const outcomes = outcomesEl.getBoundingClientRect();
    return {
      gap: aside ? Math.round(Math.abs(end(text) - end(aside))) : Infinity,
      strip: outcomes.width / card.width,
      // A story with neither picture nor call sets its outcomes beside the text (its aside) instead of across.
      beside: Boolean(aside?.contains(outcomesEl)),
    };
  });
}

/**
 * The share of the hero scene's area that the call card covers, how far the scene runs past the viewport, and
 * whether its frame crops it (a box of another shape than the drawing's, filled by object-fit: cover). A hero
 * with only the call, or only the scene, covers nothing.
 */
function heroCover(page: Page) {
  return page.evaluate(() => {
    const el = document.querySelector<HTMLImageElement>('[data-industry-hero] img');
    const cardEl = document.querySelector('[data-hero-card]');
    if (!el?.getClientRects().length) return { cover: 0, past: 0, cropped: false };
    const img = el.getBoundingClientRect();
    const shape = img.width / img.height;
    const cropped =
      getComputedStyle(el).objectFit === 'cover' && Math.abs(shape - el.naturalWidth / el.naturalHeight) > 0.02;
    const past = Math.max(0, img.right - document.documentElement.clientWidth, -img.left);
    if (!cardEl) return { cover: 0, past, cropped };
    const card = cardEl.getBoundingClientRect();
    const w = Math.max(0, Math.min(img.right, card.right) - Math.max(img.left, card.left));
    const h = Math.max(0, Math.min(img.bottom, card.bottom) - Math.max(img.top, card.top));
    return { cover: (w * h) / (img.width * img.height), past, cropped };
  });
}

/** The storyBalance bound: at most this much height left empty by one of the story's two columns. */
const MAX_STORY_GAP = 160;
/** The heroCover bound at 1280 and 390: the card stands beside or under the scene, covering none of it. */
const MAX_COVER = 0;

test.describe('industry pages, each its own', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test(`each industry page once: at most ${MAX_SHARED} short strings shared word for word by all ${industries.length}, no illustration twice, the call card over none of the scene and the scene whole, the story's columns level`, async ({
    page,
  }) => {
    expect(industries.length).toBe(18);
    const lists: string[][] = [];
    // Every solution page's story card gets the balance check too.
    const solutionPaths = entries('solutions').map((e) => `/solutions/${e.id}/`);
    for (const path of [...paths, ...solutionPaths]) {
      await page.goto(path);
      if (paths.includes(path)) {
        lists.push(await shortStrings(page));
        expect(await repeatedIllustrations(page), path).toEqual([]);
        // The close-up is the industry's own second drawing, not the hero's scene.
        const closeUp = await page.locator('[data-close-up] img').getAttribute('src');
        expect(closeUp, path).toMatch(/-call\.svg$/);
        const hero = await heroCover(page);
        expect(hero.cover, path).toBeLessThanOrEqual(MAX_COVER);
        // The scene stays inside the page at 1280, whole (no frame cutting it down).
        expect(hero.past, path).toBe(0);
        expect(hero.cropped, path).toBe(false);
      }
      // The story's columns end level; its outcomes run across the card, or stand beside the text as its aside.
      const { gap, strip, beside } = await storyBalance(page);
      expect(gap, path).toBeLessThanOrEqual(MAX_STORY_GAP);
      if (!beside) expect(strip, path).toBeGreaterThan(0.98);
    }
    const shared = sharedByAll(lists);
    expect(shared.length, shared.join(' | ')).toBeLessThanOrEqual(MAX_SHARED);
  });

  test('the checks can fail: fault pages', async ({ page }) => {
    // (a) Eight chips and an eyebrow word for word on every page; a screen-reader-only label does not count.
    const chips = ['No app', 'No Wi-Fi', 'No hardware', 'No capital', 'Any phone', 'Available 24/7', 'The problem'];
    const lists: string[][] = [];
    for (const name of ['One', 'Two']) {
      await page.setContent(`<!doctype html><html lang="en"><title>Faults</title><body><main><h1>${name}</h1>
        <ul>${chips.map((c) => `<li>${c}</li>`).join('')}</ul><span class="sr-only">Hidden</span>
        <p hidden>Not shown</p><p>${blockLabels.whyChoose}</p></main></body></html>`);
      lists.push(await shortStrings(page));
    }
    expect(sharedByAll(lists)).toEqual(chips);
    expect(sharedByAll(lists).length).toBeGreaterThan(MAX_SHARED);

    // (b) The hero's scene shown again lower down.
    const scene = '/illustrations/industries/healthcare.svg';
    await page.setContent(`<!doctype html><html lang="en"><title>Faults</title><body><main>
      <img src="${scene}" alt=""><section><img src="${scene}" alt=""></section>
      <img src="/illustrations/industries/healthcare-call.svg" alt=""></main></body></html>`);
    expect(await repeatedIllustrations(page)).toEqual([scene]);

    // (c) The story as it was: short outcomes in a rail beside a long story, a column left empty.
    const long = Array.from({ length: 8 }, () => `<p>${'A long story sentence. '.repeat(12)}</p>`).join('');
    await page.setContent(`<!doctype html><html lang="en"><title>Faults</title><body style="margin:0"><main>
      <div data-story style="display:grid;grid-template-columns:1fr 400px;width:1100px">
      <div><h2 id="story-heading">Story</h2><div data-story-text>${long}</div></div>
      <div data-story-aside><div data-story-outcomes><h3>Potential outcomes</h3><ul><li>One</li><li>Two</li></ul>
      </div></div></div></main></body></html>`);
    const story = await storyBalance(page);
    expect(story.gap).toBeGreaterThan(MAX_STORY_GAP);
    expect(story.strip).toBeLessThan(0.98);

    // (d) The card laid over half the scene, as the heroes were.
    await page.setContent(`<!doctype html><html lang="en"><title>Faults</title><body style="margin:0"><main>
      <div data-industry-hero style="position:relative;width:520px">
      <img src="${scene}" alt="" width="480" height="360" style="display:block;margin-left:40px">
      <div data-hero-card style="position:absolute;left:0;top:100px;width:310px;height:420px"></div></div>
      </main></body></html>`);
    expect((await heroCover(page)).cover).toBeGreaterThan(MAX_COVER);

    // (e) The scene running off the right edge of the viewport, as a full-bleed hero did.
    await page.setContent(`<!doctype html><html lang="en"><title>Faults</title><body style="margin:0"><main>
      <div data-industry-hero style="position:relative;margin-left:900px;width:520px">
      <img src="${scene}" alt="" width="480" height="360" style="display:block">
      <div data-hero-card style="width:300px;height:200px"></div></div></main></body></html>`);
    expect((await heroCover(page)).past).toBeGreaterThan(0);

    // (f) The scene cut down to a standing frame beside the card, as the heroes were (a 640 × 480 drawing).
    const drawing = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="teal"/></svg>')}`;
    await page.setContent(`<!doctype html><html lang="en"><title>Faults</title><body style="margin:0"><main>
      <div data-industry-hero><img src="${drawing}" alt="" width="240" height="300" style="object-fit:cover"></div>
      </main></body></html>`);
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    expect((await heroCover(page)).cropped).toBe(true);
  });
});

/** The tallest an industry page may run on a phone (its use cases and shift sideways, its reasons a tap away). */
const MAX_PHONE_HEIGHT = 8_500;
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

test.describe('industry heroes on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test(`the hero covers none of its scene and shows it whole; each page within ${MAX_PHONE_HEIGHT} px`, async ({
    page,
  }) => {
    for (const path of paths) {
      await page.goto(path);
      const hero = await heroCover(page);
      expect(hero.cover, path).toBeLessThanOrEqual(MAX_COVER);
      expect(hero.cropped, path).toBe(false);
      expect(await pageHeight(page), path).toBeLessThanOrEqual(MAX_PHONE_HEIGHT);
    }
  });

  test('the height check can fail: a page as long as the industry pages were', async ({ page }) => {
    await page.setContent(`<!doctype html><html lang="en"><title>Faults</title><body style="margin:0"><main>
      <div style="height:10600px"></div></main></body></html>`);
    expect(await pageHeight(page)).toBeGreaterThan(MAX_PHONE_HEIGHT);
  });
});
