import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

import { policyFor } from '../../scripts/postbuild.mjs';
import type { RouteEntry } from '../../src/lib/route-list';
import { pageMeta, allRoutes as routes } from '../lib/content';
import { solutionSpeechFaults } from './bodies-checks';
import { axeViolations, cspViolations, expect, test, widths } from './fixtures';
import { audienceHeroChecks, FOUND_WITHOUT, heroVisualFaults } from './hero-checks';
import { pageRuleFaults } from './page-rules-checks';
import {
  bandGapFaults,
  cardTitleFaults,
  clippedTextFaults,
  columnFaults,
  emojiIn,
  gridFaults,
  headerFaults,
  headingFaults,
  heroFaults,
  MAX_CONDENSED_HEADER_PX,
  measureFaults,
  punctuationGaps,
  readingRoute,
  salesButtonFaults,
} from './visual-checks';

const urlOf = (p: string) => (p === '/' ? '/' : `${p}/`);

/**
 * /products/pocket-mentor/<industry> renders the same <main> as /industries/<industry> (only its metadata
 * differs). The sweep loads each at 1280 px for its status, CSP, meta, landmarks and console, and asserts that its
 * <main> is byte-identical to the industry page's, whose layout checks and axe at both widths then cover it (the
 * header and footer are the same on every page).
 */
const axeTwinOf = (path: string) =>
  path.startsWith('/products/pocket-mentor/') ? path.replace('/products/pocket-mentor/', '/industries/') : null;
// What the visitor sees: <main> from its first section (before it: Pagefind's metadata and the JSON-LD).
const mainOf = (html: string) => /<main[^>]*>[\s\S]*?(<section[\s\S]*<\/main>)/.exec(html)?.[1] ?? '';

/** One page per section (and the contact/search pages): rendered in a browser by the nginx pass. */
const sampleBySection = [...new Map(routes.map((r) => [r.section, r])).values()];
/**
 * The header, its menus and the footer are one component on every page: the sweep scrolls to condense the header,
 * opens a menu and runs axe over them on one page per section (menus.spec.ts tests them in depth); on the other
 * pages axe covers <main>, and every page still checks its CSP and console.
 */
const chromeSample = new Set(sampleBySection.map((r) => r.path));

/** Pages without a hero band: /search opens with its search form. */
const noHero = new Set(['/search']);

/**
 * The layout checks at the current width (visual-checks.ts): the hero and its primary action in the first
 * screen, no prose in CSS columns, no heading word split across lines; then, on one page per section, scrolled
 * down, the condensed header (the page is back at the top afterwards).
 */
async function layoutChecks(page: Page, path: string, width: string) {
  if (!noHero.has(path)) expect(await heroFaults(page), `hero at ${width}`).toEqual([]);
  expect(await columnFaults(page), `prose in CSS columns at ${width}`).toEqual([]);
  expect(
    await headingFaults(page),
    `heading words split across lines, or one alone on a last line, at ${width}`,
  ).toEqual([]);
  expect(await cardTitleFaults(page), `card titles out of line in a row at ${width}`).toEqual([]);
  expect(await bandGapFaults(page), `double gaps between bands at ${width}`).toEqual([]);
  if (readingRoute(path)) {
    // Blog posts and legal pages keep the reading measure; legal pages carry no sales button.
    const measure = await measureFaults(page);
    expect(measure.lines, `lines measured at ${width}`).toBeGreaterThan(20);
    expect(measure.bad, `lines over 75 characters at ${width}`).toEqual([]);
    if (path.startsWith('/legal/')) expect(await salesButtonFaults(page), `sales button at ${width}`).toEqual([]);
  }
  if (!chromeSample.has(path)) return;
  await page.evaluate(() => window.scrollTo(0, Math.min(1200, document.documentElement.scrollHeight)));
  // The header condenses with a short transition: wait for it, then check what shows and its surface.
  await expect
    .poll(() => page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom), {
      message: `header condenses after scrolling at ${width}`,
    })
    .toBeLessThanOrEqual(MAX_CONDENSED_HEADER_PX);
  expect(await headerFaults(page), `header after scrolling at ${width}`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  // Back at the top the header's top row fades back in (150 ms): wait for the loader to see the scroll and for
  // the transition to end, or axe measures the half-faded tour button and search against the page (CI saw it).
  await expect
    .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-scrolled')), {
      message: `header restored at the top at ${width}`,
    })
    .toBe(false);
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .querySelector('header')!
        .getAnimations({ subtree: true })
        .map((a) => a.finished),
    ),
  );
}

/**
 * The route sweep: every page loaded once per width, in one test, so each page costs two loads instead of
 * five separate tests. At 1280 × 800: status, strict per-page CSP, one h1, title, description, canonical, Open
 * Graph, landmarks, safe external links; the visual checks (visual-checks.ts), the page rules, the hero's visual
 * (hero-checks.ts), a solution page's call in the spoken face (bodies-checks.ts); axe. Then (one page per section)
 * a menu is opened; nothing may be blocked by the CSP or logged.
 * At 390 × 844 (a fresh load): the same visual checks, the hero keeping a visual, axe, no horizontal scroll.
 * `full: false` (the nginx pass) keeps the 1280 px load, its meta checks and the CSP and console checks only.
 */
function sweep(route: RouteEntry, { full }: { full: boolean }) {
  return async ({
    page,
    consoleErrors,
    request,
  }: {
    page: Page;
    consoleErrors: string[];
    request: APIRequestContext;
  }) => {
    // 800 px high: the first screen of a common laptop, where the hero's primary action must show.
    await page.setViewportSize({ ...widths.desktop, height: 800 });
    const res = await page.goto(urlOf(route.path));
    expect(res?.status()).toBe(200);
    // A strict per-page policy: no 'unsafe-inline' or 'unsafe-eval' for scripts, no plugins, no framing.
    const csp = res!.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    // The page's own policy: exactly what the build computes from this HTML (inline scripts allowed by hash).
    expect(csp).toBe(policyFor(await res!.text()));
    for (const d of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) expect(csp).toContain(d);
    // The page's head and landmarks, read in one pass.
    const facts = await page.evaluate(() => ({
      h1: document.querySelectorAll('h1').length,
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      ogTitle: document.querySelectorAll('meta[property="og:title"]').length,
      headerVisible: !!document.querySelector('header')?.getClientRects().length,
      main: document.querySelectorAll('main').length,
      footer: document.querySelectorAll('footer').length,
      unsafeBlank: [...document.querySelectorAll('a[target="_blank"]')]
        .filter((a) => a.getAttribute('rel') !== 'noopener noreferrer')
        .map((a) => a.getAttribute('href')),
    }));
    expect(facts).toEqual({
      h1: 1,
      title: pageMeta(route.path).title,
      description: pageMeta(route.path).description,
      canonical: expect.stringMatching(/^https:\/\/.+\/$/),
      ogTitle: 1,
      headerVisible: true,
      main: 1,
      footer: 1,
      unsafeBlank: [],
    });
    const twin = axeTwinOf(route.path);
    if (full && twin) {
      const [own, other] = await Promise.all([urlOf(route.path), urlOf(twin)].map((u) => request.get(u)));
      expect(mainOf(await own!.text()), `<main> identical to ${twin}`).toBe(mainOf(await other!.text()));
    } else if (full) {
      // Display-heading punctuation, card grids without holes, no emoji; then axe.
      expect((await punctuationGaps(page)).bad, 'punctuation gaps over 0.06 em / squeezed word spaces').toEqual([]);
      expect(await gridFaults(page), 'card grids with a hole or a ragged row at 1280 px').toEqual([]);
      expect(await emojiIn(page), 'emoji in the page content').toEqual([]);
      await layoutChecks(page, route.path, '1280 × 800');
      expect(await pageRuleFaults(page, route.path, { phone: false }), 'page rules at 1280 px').toEqual([]);
      await audienceHeroChecks(page, route.path, { ...widths.desktop, height: 800 });
      if (route.path.startsWith('/solutions/'))
        expect(await solutionSpeechFaults(page), 'a solution page speaks, under one illustrative note').toEqual([]);
      expect(await axeViolations(page, { chrome: chromeSample.has(route.path) }), 'axe at 1280 px').toEqual([]);
    }
    if (chromeSample.has(route.path)) {
      // Open the menu too, and wait for its pictures, then: nothing blocked, nothing logged.
      const trigger = page.locator('[data-nav-trigger]').first();
      await trigger.hover();
      const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
      await panel.evaluate((p) => Promise.all([...p.querySelectorAll('img')].map((i) => i.decode().catch(() => null))));
    }
    expect(await cspViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);

    if (full && !twin) {
      await page.setViewportSize(widths.phone);
      await page.goto(urlOf(route.path));
      expect((await punctuationGaps(page)).bad, 'punctuation at 390 px').toEqual([]);
      expect(await gridFaults(page), 'card grids with a hole or a ragged row at 390 px').toEqual([]);
      await layoutChecks(page, route.path, '390 × 844');
      expect(await pageRuleFaults(page, route.path, { phone: true }), 'page rules at 390 px').toEqual([]);
      await audienceHeroChecks(page, route.path, widths.phone);
      // Phones keep a hero visual in the first screen, the primary action still in it.
      const hero = await heroVisualFaults(page);
      expect(hero.faults, 'hero visual at 390 px').toEqual([]);
      if (FOUND_WITHOUT.includes(route.path)) expect(hero.visual, 'a hero visual at 390 px').toBe(true);
      expect(await axeViolations(page, { chrome: chromeSample.has(route.path) }), 'axe at 390 px').toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal scroll at 390 px').toBeLessThanOrEqual(0);
      expect(await clippedTextFaults(page), 'text cut off at the right edge at 390 px').toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    }
  };
}

test.describe('route sweep', () => {
  for (const route of routes) {
    test(`${route.path}: status, meta, landmarks, heading punctuation, grids without holes, no emoji, hero in the first screen, its visual, no prose columns, whole heading words, ${chromeSample.has(route.path) ? 'condensed header, an open menu, ' : ''}the page rules, zero axe violations at 1280 and 390 px`, async ({
      page,
      consoleErrors,
      request,
    }) => {
      await sweep(route, { full: true })({ page, consoleErrors, request });
    });
  }
});

// The nginx pass (playwright.config.ts): every route over HTTP (status, the page's own CSP with a hash for each
// of its inline scripts), and one page per section rendered in the browser with the full sweep minus axe.
// The chromium pass leaves these out (grepInvert): its sweep renders every route.
test.describe('served by another server', () => {
  test('every route: 200 with its own CSP, whose hashes allow each inline script of the page', async ({ request }) => {
    for (const r of routes) {
      const res = await request.get(urlOf(r.path));
      expect(res.status(), r.path).toBe(200);
      const html = await res.text();
      const csp = res.headers()['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, r.path).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      // Scripts the browser runs: no src, and no data type (JSON-LD is not a script).
      const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(csp, `${r.path}: the page's own policy`).toBe(policyFor(html));
      for (const s of inline) {
        const hash = `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
        expect(scriptSrc, `${r.path}: inline script ${s.slice(0, 40)}… is allowed`).toContain(hash);
      }
      expect(mainOf(html), r.path).not.toBe('');
    }
  });

  for (const route of sampleBySection) {
    test(`${route.path} renders: 200, one h1, its title, landmarks, no CSP violations, no console errors`, async ({
      page,
      consoleErrors,
      request,
    }) => {
      await sweep(route, { full: false })({ page, consoleErrors, request });
    });
  }
});

test('every page has a unique title', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const r of routes) {
    const html = await (await request.get(urlOf(r.path))).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(titles.get(title), `${r.path} shares its title with ${titles.get(title)}`).toBeUndefined();
    titles.set(title, r.path);
  }
});
