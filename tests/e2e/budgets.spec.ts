import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { allRoutes as routes } from '../../src/lib/all-routes';
import { expect, test } from './fixtures';

/**
 * Performance budgets, measured deterministically on the build in out/: per page, the gzip size of the
 * JavaScript its HTML loads at first load (noModule polyfills excluded: modern browsers skip them),
 * its CSS and its HTML. The interactive menu, the drawer, search and the booking script load on use.
 */
export const BUDGET_KB = { js: 145, css: 25, html: 40 };

const out = 'out';
const gz = (file: string) => gzipSync(readFileSync(join(out, decodeURIComponent(file))), { level: 9 }).length / 1024;
const htmlFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

export function pageWeight(path: string) {
  const html = readFileSync(join(out, htmlFile(path)), 'utf8');
  const scripts = [...html.matchAll(/<script([^>]*)\bsrc="([^"]+)"([^>]*)>/g)]
    .filter((m) => !/noModule/i.test(m[1] + m[3]))
    .map((m) => m[2]);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return {
    js: scripts.reduce((n, s) => n + gz(s), 0),
    css: styles.reduce((n, s) => n + gz(s), 0),
    html: gzipSync(html, { level: 9 }).length / 1024,
    scripts,
  };
}

test.describe('performance budgets (gzip, first load)', () => {
  for (const r of routes) {
    test(`${r.path}: JS ≤ ${BUDGET_KB.js} KB, CSS ≤ ${BUDGET_KB.css} KB, HTML ≤ ${BUDGET_KB.html} KB`, () => {
      const w = pageWeight(r.path);
      expect(w.js, `JS ${w.js.toFixed(1)} KB`).toBeLessThanOrEqual(BUDGET_KB.js);
      expect(w.css, `CSS ${w.css.toFixed(1)} KB`).toBeLessThanOrEqual(BUDGET_KB.css);
      expect(w.html, `HTML ${w.html.toFixed(1)} KB`).toBeLessThanOrEqual(BUDGET_KB.html);
      expect(w.scripts.length).toBeGreaterThan(0);
    });
  }

  test('the interactive menu, the drawer and the booking script are not first-load JavaScript', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (req) => { if (req.resourceType() === 'script') loaded.push(req.url()); });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const first = new Set(loaded);
    // First interaction with the menu bar loads the Radix menu.
    await page.locator('[data-nav-trigger="industries"]').hover();
    await expect(page.locator('[data-nav-loaded]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const later = loaded.filter((u) => !first.has(u));
    expect(later.length).toBeGreaterThan(0);
    expect([...first].some((u) => /bookings/.test(u))).toBe(false);
  });
});
