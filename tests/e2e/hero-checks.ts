/**
 * The hero checks the route sweep (routes.spec.ts) runs on every page it loads, at 1280 and 390 px: on phones the
 * hero keeps a visual in the first screen (heroVisualFaults), and on the solution pages and the composed pages with
 * a drawn scene the hero shows the visual its audience needs (audienceHeroChecks). Each check is proven able to
 * fail in phones.spec.ts and audience-visuals.spec.ts.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

import { pageSceneTints, type PageSceneSlug } from '../../src/content/scenes';
import type { SolutionFile } from '../../src/schemas/solution';
import { entries } from '../lib/content';
import { expect } from './fixtures';

/** A hero visual counts when it is at least this big on a 390 px phone (not a button's arrow or an eyebrow dot). */
const MIN_VISUAL = { width: 160, height: 80 };
/** How much of it must show inside the first screen. */
const MIN_VISIBLE_PX = 80;

/**
 * The hero (`[data-hero]`) keeps its visual (`[data-hero-visual]`, the column PageHero gives a page's scene, call
 * card or proof panel) on a phone: at least MIN_VISUAL in size, rendered (not display:none, visibility:hidden or
 * transparent), with at least MIN_VISIBLE_PX of it inside the first screen, its images loaded, and something in
 * it (a drawing, or a drawn panel of the product). `visual: false` when the hero has no visual at any width (the reading pages).
 */
export async function heroVisualFaults(page: Page): Promise<{ visual: boolean; faults: string[] }> {
  return page.evaluate(
    async ({ min, visible }) => {
      const hero = document.querySelector<HTMLElement>('[data-hero]');
      // A page without a hero band (search: a results page) has nothing to keep.
      if (!hero) return { visual: false, faults: [] };
      const box = hero.querySelector<HTMLElement>('[data-hero-visual]');
      if (!box) return { visual: false, faults: [] };
      const shown = (el: Element) => {
        for (let e: Element | null = el; e; e = e.parentElement) {
          const s = getComputedStyle(e);
          if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) === 0) return false;
        }
        return true;
      };
      const r = box.getBoundingClientRect();
      if (!shown(box) || r.width < min.width || r.height < min.height)
        return {
          visual: true,
          faults: [`hero visual not shown (${Math.round(r.width)} × ${Math.round(r.height)} px)`],
        };
      const faults: string[] = [];
      const inFirstScreen = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
      if (inFirstScreen < Math.min(visible, r.height))
        faults.push(
          `hero visual at ${Math.round(r.top)}–${Math.round(r.bottom)} px: not in the first screen (${window.innerHeight} px)`,
        );
      const media = [...box.querySelectorAll<HTMLImageElement | SVGSVGElement>('img, svg')].filter(
        (el) => shown(el) && el.getBoundingClientRect().width > 0,
      );
      // A drawing, or a drawn panel of the product (a proof document, a board): something shows in the box.
      if (!media.length && !box.innerText.trim()) faults.push('hero visual is empty');
      // Images in the first screen load once laid out (lazy ones too): give them a moment.
      for (const img of media.filter((el): el is HTMLImageElement => el instanceof HTMLImageElement)) {
        if (!img.complete)
          await new Promise((done) => {
            img.addEventListener('load', done, { once: true });
            img.addEventListener('error', done, { once: true });
            setTimeout(done, 3000);
          });
        if (!img.naturalWidth) faults.push(`hero image ${img.getAttribute('src')?.slice(0, 40)} not loaded`);
      }
      return { visual: true, faults };
    },
    { min: MIN_VISUAL, visible: MIN_VISIBLE_PX },
  );
}

/**
 * The pages that once had no hero visual at 390 px: each must have one now. (The documentation and the blog left
 * this list: the one opens with a reference page's compact header and search box, the other with a compact masthead
 * over its newest post; like the reading pages, neither has a picture in its header.)
 */
export const FOUND_WITHOUT = [
  '/products/pocket-sme',
  '/customers/customer-stories',
  '/company/leadership',
  '/company/careers',
  '/company/values',
  '/company/about-us',
  '/services/consulting',
];

/** The solution pages in their list's order (`order`): pale and deep hero bands alternate down it. */
export const solutions = entries<SolutionFile>('solutions')
  .sort((a, b) => a.data.order - b.data.order)
  .map((e, i) => ({ slug: e.id, visual: e.data.visual, tint: e.data.tint, light: i % 2 === 0 }));

/**
 * How clearly the hero's exhibit stands off its band (the CEO's navy card on a charcoal band once barely
 * separated): the best WCAG contrast ratio between the band's colour and the surface's own fill, its border or its
 * ring (each composited over what lies beneath), and text that spills out of its box. Colours are read back from a
 * canvas, so any CSS colour syntax (hex, rgb, oklab from color-mix) works. Returns the faults found.
 */
export async function exhibitFaults(page: Page, minSeparation = 1.5) {
  return page.evaluate((min) => {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (c: string): [number, number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = c;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: number[], base: number[]) =>
      top.slice(0, 3).map((v, i) => v * top[3]! + base[i]! * (1 - top[3]!));
    const lum = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: number[], b: number[]) => {
      const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m);
      return (x! + 0.05) / (y! + 0.05);
    };
    const bad: string[] = [];
    const hero = document.querySelector<HTMLElement>('[data-hero]');
    const figure = hero?.querySelector<HTMLElement>('figure[data-exhibit]');
    const surface = figure?.querySelector<HTMLElement>('[data-surface]');
    if (!hero || !figure || !surface) return ['no exhibit with a [data-surface] in the hero'];
    const band = rgba(getComputedStyle(hero).backgroundColor).slice(0, 3);
    const st = getComputedStyle(surface);
    const fill = over(rgba(st.backgroundColor), band);
    const seps = [ratio(fill, band)];
    if (parseFloat(st.borderTopWidth) >= 1) seps.push(ratio(over(rgba(st.borderTopColor), fill), band));
    // Rings: box-shadows with no offset and no blur, a spread of at least 1 px (Tailwind's ring-*).
    for (const shadow of st.boxShadow.split(/,(?![^(]*\))/)) {
      const color = shadow.match(/^\s*([a-z-]+\([^)]*\)|#\w+)/)?.[1];
      const lengths =
        shadow
          .replace(color ?? '', '')
          .match(/-?[\d.]+px/g)
          ?.map(parseFloat) ?? [];
      const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
      if (color && !shadow.includes('inset') && x === 0 && y === 0 && blur === 0 && spread >= 1)
        seps.push(ratio(over(rgba(color), band), band));
    }
    const best = Math.max(...seps);
    if (best < min)
      bad.push(
        `the ${surface.dataset.surface} surface barely separates from its band (${best.toFixed(2)}:1, min ${min})`,
      );
    const box = figure.getBoundingClientRect();
    if (box.left < 0 || box.right > document.documentElement.clientWidth + 0.5) bad.push('exhibit runs off the screen');
    const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement!;
      if (!n.textContent!.trim() || parent.closest('.sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const t = range.getBoundingClientRect();
      const b = parent.getBoundingClientRect();
      if (t.left < b.left - 1 || t.right > b.right + 1) bad.push(`text outside its box: "${n.textContent!.trim()}"`);
    }
    return bad;
  }, minSeparation);
}

/** The pages whose own route differs from what their scene's slug suggests. */
const scenePaths: Partial<Record<PageSceneSlug, string>> = {
  'customer-stories': '/customers/customer-stories/',
  'case-studies': '/customers/case-studies/',
  testimonials: '/customers/testimonials/',
  'pocket-sme': '/products/pocket-sme/',
  'powered-by': '/products/powered-by-pocket-mentor/',
  blog: '/blog/',
};

/** The composed pages with a drawn hero scene, and where each lives. */
/**
 * Scenes no hero shows: the documentation opens with a reference header (no scene), the blog's scene gives the
 * page its tint while its masthead leads with the newest post, and Pocket SME's gives its tint while its hero shows
 * the expert's procedure card.
 */
const headerWithoutScene = new Set<PageSceneSlug>(['resources-documentation', 'blog', 'pocket-sme']);

const pageScenes = (Object.keys(pageSceneTints) as PageSceneSlug[])
  .filter((scene) => !headerWithoutScene.has(scene))
  .map((scene) => ({
    scene,
    path:
      scenePaths[scene] ??
      (/^(services|partners|resources)-/.test(scene)
        ? `/${scene.replace(/^(services|partners|resources)-/, '$1/')}/`
        : `/company/${scene}/`),
  }));

/** The hero band of a page. */
const hero = 'main section[aria-labelledby="page-title"]';

/**
 * Each audience its own proof: a solution page's hero visual depends on who it addresses, and a composed page with a
 * drawn scene shows that scene, not icon tiles; both render at this width (scenes load, panels fit without clipping).
 * Pages that are neither pass untouched.
 */
export async function audienceHeroChecks(page: Page, path: string, viewport: { width: number; height: number }) {
  const solution = solutions.find((s) => path === `/solutions/${s.slug}`);
  if (solution) return solutionHero(page, solution);
  const scene = pageScenes.find((s) => s.path === `${path}/`);
  if (scene) return sceneHero(page, scene.scene, viewport);
}

async function solutionHero(page: Page, { slug, visual, tint, light }: (typeof solutions)[number]) {
  const h = page.locator(hero);
  // Its own tint, pale or deep (so the 18 heroes are told apart).
  // The page's tint scope (data-tint, around the whole page) is the one the hero takes its colour from.
  expect(await h.evaluate((el) => el.closest('[data-tint]')?.getAttribute('data-tint'))).toBe(tint);
  await expect(h).toHaveClass(light ? /\bbg-tint-50\b/ : /\bbg-tint-900\b/);
  if (visual.kind === 'scene') {
    const img = h.locator(`[data-scene="${slug}"] img`);
    await expect(img).toBeVisible();
    await expect(img).toHaveAttribute('alt', '');
    expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), 'scene loads').toBe(true);
    await expect(h.locator('[data-scene] figure')).toBeVisible();
    await expect(h.locator('[data-proof]')).toHaveCount(0);
    return;
  }
  // An executive or business type: its own exhibit, standing off the band, everything inside the screen.
  const fig = h.locator(`figure[data-exhibit="${visual.exhibit.form}"]`);
  await expect(fig).toBeVisible();
  await expect(h.locator('[data-scene]')).toHaveCount(0);
  await expect(fig.locator('figcaption')).toHaveText(visual.exhibit.caption);
  await expect(fig.locator('[data-surface]')).toBeVisible();
  expect(await exhibitFaults(page)).toEqual([]);
  // Drawn shapes are decoration: every inline SVG is hidden from assistive technology.
  for (const svg of await fig.locator('svg').all()) await expect(svg).toHaveAttribute('aria-hidden', 'true');
}

async function sceneHero(page: Page, scene: PageSceneSlug, viewport: { width: number; height: number }) {
  const h = page.locator(hero);
  const img = h.locator(`[data-scene="${scene}"] img`);
  await expect(img).toHaveAttribute('alt', '');
  // The file, or (the scene is in the first screen, so fetched at high priority) the same drawing written
  // into the page by postbuild as a data: URL (scripts/first-paint.mjs).
  const src = (await img.getAttribute('src'))!;
  if (src.startsWith('data:')) {
    const drawn = decodeURIComponent(src.slice(src.indexOf(',') + 1));
    const file = readFileSync(`out/illustrations/pages/${scene}.svg`, 'utf8');
    // The same drawing, as postbuild writes it (white space collapsed, attributes in single quotes).
    expect(drawn).toBe(file.includes("'") ? file : file.replace(/\s+/g, ' ').replace(/"/g, "'").trim());
  } else expect(src).toBe(`/illustrations/pages/${scene}.svg`);
  await expect(h.locator('[data-card-grid]')).toHaveCount(0);
  if (viewport.width < 768) {
    // Phones keep the scene too, as a band under the copy (heroVisualFaults measures it), and the
    // page's primary action stays in the first screen.
    await expect(img).toBeVisible();
    const action = h.locator('[data-primary-action]').first();
    if (await action.count()) expect((await action.boundingBox())!.y).toBeLessThan(viewport.height);
    return;
  }
  await expect(img).toBeVisible();
  // The page scenes load lazily (so phones, which hide them, never fetch them): wait for the load.
  await expect
    .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), {
      message: 'scene loads',
    })
    .toBe(true);
  // Beside the title, not under it.
  const title = (await h.locator('h1').boundingBox())!;
  const box = (await img.boundingBox())!;
  expect(box.x).toBeGreaterThan(title.x + title.width - 1);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}
