import { pageMeta } from '../../src/content/page-meta';
import { allRoutes as routes } from '../../src/lib/all-routes';
import { axeViolations, cspViolations, expect, test, widths } from './fixtures';

const urlOf = (p: string) => (p === '/' ? '/' : `${p}/`);

for (const route of routes) {
  test.describe(`${route.path}`, () => {
    test('renders: 200, one h1, its title, landmarks, safe external links, no console errors', async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(widths.desktop);
      const res = await page.goto(urlOf(route.path));
      expect(res?.status()).toBe(200);
      // A strict per-page policy: no 'unsafe-inline' or 'unsafe-eval' for scripts, no plugins, no framing.
      const csp = res!.headers()['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).toMatch(/'sha256-/);
      expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      for (const d of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) expect(csp).toContain(d);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(pageMeta(route.path).title);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        pageMeta(route.path).description,
      );
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https:\/\/.+\/$/);
      expect(await page.locator('meta[property="og:title"]').count()).toBe(1);
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('main')).toHaveCount(1);
      await expect(page.locator('footer')).toHaveCount(1);
      for (const a of await page.locator('a[target="_blank"]').all()) {
        expect(await a.getAttribute('rel')).toBe('noopener noreferrer');
      }
      // Load the lazy parts too (the interactive menu), then: nothing blocked, nothing logged.
      if ((page.viewportSize()?.width ?? 0) >= 1024) await page.locator('[data-nav-trigger]').first().hover();
      await page.waitForLoadState('networkidle');
      expect(await cspViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    // One test per width: each axe pass can take tens of seconds on a busy 2-core machine, and as two tests
    // they run in parallel on the two workers, each within its own time limit.
    test('has zero axe violations at 1280 px', async ({ page }) => {
      await page.setViewportSize(widths.desktop);
      await page.goto(urlOf(route.path));
      expect(await axeViolations(page)).toEqual([]);
    });

    test('has zero axe violations at 390 px, and no horizontal scroll on a phone', async ({ page }) => {
      await page.setViewportSize(widths.phone);
      await page.goto(urlOf(route.path));
      expect(await axeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test('every page has a unique title', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const r of routes) {
    const html = await (await request.get(urlOf(r.path))).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(titles.get(title), `${r.path} shares its title with ${titles.get(title)}`).toBeUndefined();
    titles.set(title, r.path);
  }
});
