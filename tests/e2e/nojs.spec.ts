import type { SectionId } from '../../src/lib/route-list';
import { allRoutes as routes, sectionNames } from '../lib/content';
import { expect, test, widths } from './fixtures';

/** Every page works with JavaScript off: its heading, its content and a way to every section. */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const sections = (Object.keys(sectionNames) as SectionId[]).filter((s) => s !== 'home' && s !== 'search');
  const sectionOf = new Map(routes.map((r) => [r.path, r.section]));
  const pathOf = (href: string) => (href.length > 1 ? href.replace(/\/$/, '') : href);

  // Every route but the Pocket Mentor industry variants (the route sweep asserts their <main> is the industry
  // page's, byte for byte), in four interleaved parts so the two workers share the sweep.
  const pages = routes.filter((r) => !r.path.startsWith('/products/pocket-mentor/'));
  const PARTS = 4;
  for (let part = 0; part < PARTS; part++)
    test(`every route shows its h1 and main content and links to every section from the header and footer (part ${part + 1} of ${PARTS})`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(widths.desktop);
      for (const r of pages.filter((_, i) => i % PARTS === part)) {
        const res = await page.goto(r.path === '/' ? '/' : `${r.path}/`);
        expect(res?.status(), r.path).toBe(200);
        await expect(page.locator('h1'), r.path).toBeVisible();
        const text = (await page.locator('main').innerText()).trim();
        expect(text.length, `${r.path}: main content`).toBeGreaterThan(r.path === '/search' ? 100 : 400);
        const hrefs = await page
          .locator('header a[href], footer a[href]')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
        const reached = new Set(hrefs.map((h) => sectionOf.get(pathOf(h))).filter(Boolean));
        for (const s of sections) expect(reached.has(s), `${r.path}: a link to ${s}`).toBe(true);
      }
    });

  test('the mega menu opens on hover and keyboard focus with CSS alone, and its links work', async ({ page }) => {
    await page.setViewportSize(widths.desktop);
    await page.goto('/');
    const panel = page.locator('li:has(> [data-nav-trigger="industries"]) > [data-panel]');
    await expect(panel).toBeHidden();
    await page.locator('[data-nav-trigger="industries"]').hover();
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'Healthcare' }).first().click();
    await expect(page).toHaveURL(/\/industries\/healthcare\/$/);
    await expect(page.locator('h1')).toBeVisible();
    await page.locator('[data-nav-trigger="company"]').focus();
    await expect(page.locator('li:has(> [data-nav-trigger="company"]) > [data-panel]')).toBeVisible();
  });

  test('the contact page offers the booking page and the phone number without the widget', async ({ page }) => {
    await page.goto('/contact/');
    const main = page.locator('main');
    await expect(main.locator('a[target="_blank"][href^="https://"]').first()).toBeVisible();
    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(page.locator('[data-booking-skeleton]')).toBeHidden();
  });
});
