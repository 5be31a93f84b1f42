import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

import { allRoutes as routes } from '../lib/content';
import { expect, test, widths } from './fixtures';

/**
 * Performance budgets, measured deterministically on the build in out/: per page, the gzip size of the
 * JavaScript its HTML loads or inlines before any interaction (noModule polyfills excluded: modern browsers
 * skip them), its CSS (stylesheets and inline <style>) and its HTML. Islands load React on first use and no
 * island hydrates at load: /contact's booking widget and /search's results run small plain scripts. A browser
 * test measures what a sample of pages really fetch in their first seconds without interaction: at most 15 KB
 * everywhere, 40 KB on /search?q=, Pagefind's runtime included.
 * Brotli sizes (what browsers receive: the build's precompressed .br files) are reported beside them.
 */
export const BUDGET_KB = { js: 15, jsSearch: 40, css: 25, html: 40 };
const jsBudget = (path: string) => (path === '/search' ? BUDGET_KB.jsSearch : BUDGET_KB.js);

const out = 'out';
/** Per file, once per worker: the same scripts and styles load on every page. */
const memo = <T>(f: (file: string) => T) => {
  const m = new Map<string, T>();
  return (file: string) => (m.has(file) ? m.get(file)! : (m.set(file, f(file)), m.get(file)!));
};
const gz = memo(
  (file: string) => gzipSync(readFileSync(join(out, decodeURIComponent(file))), { level: 9 }).length / 1024,
);
/** The precompressed .br file's size (scripts/precompress.mjs), or brotli 11 computed here for files too small to have one. */
const br = memo((file: string) => {
  const p = join(out, decodeURIComponent(file));
  return (
    (existsSync(`${p}.br`)
      ? statSync(`${p}.br`).size
      : brotliCompressSync(readFileSync(p), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length) / 1024
  );
});
const htmlFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

export function pageWeight(path: string) {
  const html = readFileSync(join(out, htmlFile(path)), 'utf8');
  const scripts = [...html.matchAll(/<script([^>]*)\bsrc="([^"]+)"([^>]*)>/g)]
    .filter((m) => !/noModule/i.test(`${m[1]}${m[3]}`))
    .map((m) => m[2]!);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/type="application\/(ld\+)?json"/.test(m[1]!))
    .map((m) => m[2]!);
  // The island loader, which the inline boot script fetches once the first screen has painted
  // (ui/islands/boot.mjs): fetched before any interaction, so it counts.
  scripts.push(...inline.flatMap((code) => [...code.matchAll(/\)\("(\/_astro\/[^"]+\.js)"\)/g)].map((m) => m[1]!)));
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const inlineGz = inline.reduce((n, code) => n + gzipSync(code, { level: 9 }).length / 1024, 0);
  // The page's own CSS, inlined by scripts/postbuild.mjs (scripts/first-paint.mjs).
  const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  const sized = (texts: string[], f: (b: Buffer) => Buffer) =>
    texts.reduce((n, t) => n + f(Buffer.from(t)).length / 1024, 0);
  const brotli = (b: Buffer) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  return {
    js: [...new Set([...scripts, ...preloads])].reduce((n, s) => n + gz(s), 0) + inlineGz,
    loadIslands: [...html.matchAll(/<pm-island[^>]*data-hydrate="load"/g)].length,
    css: styles.reduce((n, s) => n + gz(s), 0) + sized(inlineStyles, (b) => gzipSync(b, { level: 9 })),
    html: gzipSync(html, { level: 9 }).length / 1024,
    br: {
      js: scripts.reduce((n, s) => n + br(s), 0),
      css: styles.reduce((n, s) => n + br(s), 0) + sized(inlineStyles, brotli),
      html: br(htmlFile(path)),
    },
    scripts,
  };
}

test.describe('performance budgets (gzip, first load)', () => {
  for (const r of routes) {
    test(`${r.path}: JS ≤ ${jsBudget(r.path)} KB, CSS ≤ ${BUDGET_KB.css} KB, HTML ≤ ${BUDGET_KB.html} KB`, () => {
      const w = pageWeight(r.path);
      const kb = (gz: number, b: number) => `${gz.toFixed(1)} KB gzip, ${b.toFixed(1)} KB brotli`;
      // Shown in the report beside each test: what browsers that accept brotli receive.
      test.info().annotations.push({
        type: 'sizes',
        description: `JS ${kb(w.js, w.br.js)}; CSS ${kb(w.css, w.br.css)}; HTML ${kb(w.html, w.br.html)}`,
      });
      expect(w.js, `JS ${kb(w.js, w.br.js)}`).toBeLessThanOrEqual(BUDGET_KB.js);
      // No island hydrates at load: every island waits for the visitor.
      expect(w.loadIslands, 'islands hydrated at load').toBe(0);
      expect(w.css, `CSS ${kb(w.css, w.br.css)}`).toBeLessThanOrEqual(BUDGET_KB.css);
      expect(w.html, `HTML ${kb(w.html, w.br.html)}`).toBeLessThanOrEqual(BUDGET_KB.html);
      // Brotli must not lose to gzip on a whole page (it would mean the .br files are stale or missing).
      expect(w.br.js + w.br.css + w.br.html).toBeLessThan(w.js + w.css + w.html);
      expect(w.scripts.length).toBeGreaterThan(0);
    });
  }

  for (const path of [
    '/',
    '/industries/healthcare/',
    '/solutions/field-technician/',
    '/community/',
    '/blog/',
    '/contact/',
    '/search/?q=safety',
  ]) {
    test(`${path}: JavaScript fetched in the first seconds without interaction, at 390 px, is within budget`, async ({
      page,
    }) => {
      const fetched = new Set<string>();
      // This site's own scripts (an external vendor's script, stubbed in tests, is not in out/ to weigh).
      page.on('response', (res) => {
        const { pathname } = new URL(res.url());
        // Pagefind's worker is a script too, whatever resource type the browser reports for it.
        if (
          (res.request().resourceType() === 'script' && /^\/(_astro|pagefind)\//.test(pathname)) ||
          /^\/pagefind\/.*\.js$/.test(pathname)
        )
          fetched.add(pathname);
      });
      await page.setViewportSize(widths.phone);
      await page.goto(path);
      // Until nothing more loads: an island hydrated at load has fetched all it needs.
      await page.waitForLoadState('networkidle');
      const html = await page.content();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter((m) => !/type="application\/(ld\+)?json"/.test(m[1]!))
        .reduce((n, m) => n + gzipSync(m[2]!, { level: 9 }).length / 1024, 0);
      const files = [...fetched].filter((p) => !p.startsWith('/pagefind/'));
      const site = files.reduce((n, f) => n + gz(f), 0) + inline;
      // Pagefind's own runtime (pagefind.js and its worker), which the /search results load to answer ?q=, counts
      // too: on /search the budget is for both. (Its WebAssembly and index chunks are data, fetched, not scripts.)
      const pagefind = [...fetched].filter((p) => p.startsWith('/pagefind/')).reduce((n, f) => n + gz(f), 0);
      const total = site + pagefind;
      const budget = jsBudget(path.replace(/\/(\?.*)?$/, '') || '/');
      test.info().annotations.push({
        type: 'js',
        description: `${total.toFixed(1)} KB gzip: the site's ${site.toFixed(1)} KB in ${files.length} files${pagefind ? `, Pagefind's ${pagefind.toFixed(1)} KB` : ''}`,
      });
      console.log(
        `JS before interaction, 390 px, ${path}: ${total.toFixed(1)} KB gzip (the site's ${site.toFixed(1)} KB in ${files.length} files${pagefind ? `, Pagefind's ${pagefind.toFixed(1)} KB` : ''})`,
      );
      expect(total, [...fetched].join(', ')).toBeLessThanOrEqual(budget);
      if (!path.startsWith('/search/')) expect(pagefind, 'Pagefind before any search').toBe(0);
    });
  }

  /**
   * When the page's script (the island loader) is requested, against what the browser reports as painted: the first
   * contentful paint and the hero picture's paint (Element Timing), in the page's own clock.
   */
  const loaderAfterPaint = async (page: Page) =>
    page.evaluate(async () => {
      const entries = (type: string) =>
        new Promise<PerformanceEntry[]>((done) => {
          new PerformanceObserver((list, o) => {
            o.disconnect();
            done(list.getEntries());
          }).observe({ type, buffered: true });
        });
      const loader = () =>
        performance.getEntriesByType('resource').find((e) => /\/_astro\/page-shell[^/]*\.js$/.test(e.name));
      while (!loader()) await new Promise((r) => setTimeout(r, 50));
      const fcp = (await entries('paint')).find((e) => e.name === 'first-contentful-paint')!;
      const heroes = document.querySelectorAll('img[elementtiming]').length
        ? ((await entries('element')) as (PerformanceEntry & { renderTime: number })[])
        : [];
      return {
        loader: loader()!.startTime,
        fcp: fcp.startTime,
        hero: Math.max(0, ...heroes.map((e) => e.renderTime || e.startTime)),
        heroes: heroes.length,
      };
    });

  // /industries/it/ opens with its drawn scene (a hero picture whose paint the script waits for).
  for (const path of ['/', '/industries/it/', '/contact/'])
    test(`${path}: the page script is requested only once the first screen has painted (390 px)`, async ({ page }) => {
      await page.setViewportSize(widths.phone);
      await page.goto(path);
      const t = await loaderAfterPaint(page);
      expect(t.loader, JSON.stringify(t)).toBeGreaterThanOrEqual(t.fcp);
      expect(t.loader, JSON.stringify(t)).toBeGreaterThanOrEqual(t.hero);
      if (path.startsWith('/industries/')) expect(t.heroes).toBeGreaterThan(0);
    });

  test('fault: a page that loads its script with a plain <script src> requests it before its first paint', async ({
    page,
  }) => {
    await page.setViewportSize(widths.phone);
    await page.route('**/industries/healthcare/', async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace(
        /<script type="module">[^<]*?\(function bootLoader[\s\S]*?\)\("([^"]+)"\)<\/script>/,
        '<script type="module" src="$1"></script>',
      );
      expect(html).toMatch(/<script type="module" src="\/_astro\/page-shell/);
      await route.fulfill({ response: res, body: html });
    });
    await page.goto('/industries/healthcare/');
    const t = await loaderAfterPaint(page);
    expect(t.loader, JSON.stringify(t)).toBeLessThan(Math.max(t.fcp, t.hero));
  });

  test('the mega menu needs no script beyond the first load; the booking script is not first-load JavaScript', async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') loaded.push(req.url());
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const first = new Set(loaded);
    // The menu's behaviour is in the first load: hovering opens a panel and loads nothing.
    await page.locator('[data-nav-trigger="industries"]').hover();
    await expect(page.locator('[data-nav-trigger="industries"]')).toHaveAttribute('aria-expanded', 'true');
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((u) => !first.has(u))).toEqual([]);
    expect([...first].some((u) => /bookings/.test(u))).toBe(false);
  });
});
