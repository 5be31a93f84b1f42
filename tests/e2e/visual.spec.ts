/** Issue 12's visual checks that are not per route (the per-route sweep is in routes.spec.ts). */
import { site } from '../../src/content/site';
import { axeViolations, expect, gotoHydrated, test, widths } from './fixtures';
import { emojiIn, gridFaults, punctuationGaps } from './visual-checks';

test('the punctuation check measures something: the home h1 has a full stop', async ({ page }) => {
  await page.goto('/');
  const { measured } = await punctuationGaps(page);
  expect(measured).toBeGreaterThan(0);
});

test('the route sweep checks can fail: a page with each fault is caught by each', async ({ page }) => {
  await page.setViewportSize(widths.desktop);
  await page.setContent(`<!doctype html><html lang="en"><title>Faults</title><body><main>
    <h1 style="font: 48px sans-serif; letter-spacing: 0.2em">A page.</h1>
    <ul data-card-grid style="display: grid; grid-template-columns: repeat(3, 200px); list-style: none">
      <li>1</li><li>2</li><li>3</li><li>4</li><li>5</li>
    </ul>
    <ul data-card-grid style="display: flex; align-items: start; list-style: none">
      <li style="flex: 1">short</li><li style="flex: 1; height: 80px">tall</li>
    </ul>
    <p>Call us \u{1F4DE}</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1">
  </main></body></html>`);
  expect((await punctuationGaps(page)).bad.join()).toMatch(/"e\." in "A page\./);
  expect((await gridFaults(page)).join()).toMatch(/5 items, rows of 3\+2/);
  expect((await gridFaults(page)).join()).toMatch(/ragged row, cards \d+\/80 px tall/);
  expect(await emojiIn(page)).toEqual(['\u{1F4DE}']);
  expect((await axeViolations(page)).join()).toMatch(/image-alt/);
});

test.describe('contact page, booking vendor blocked', () => {
  test.use({ vendor: 'block' });
  test('the calendar fallback is a compact card over a still calendar, and nothing shifts', async ({ page }) => {
    for (const size of [widths.desktop, widths.phone]) {
      await page.setViewportSize(size);
      await page.goto('/contact/');
      const booking = page.locator('[data-booking-frame]');
      const reserved = (await booking.boundingBox())!.height;
      const alert = page.locator('[data-booking-fallback]');
      await expect(alert).toBeVisible({ timeout: 8000 });
      const box = (await alert.boundingBox())!;
      const area = (await booking.boundingBox())!;
      // Compact, and centred in the calendar's reserved area (no empty stretch on one side).
      expect(box.height).toBeLessThan(420);
      expect(Math.abs(box.y - area.y - (area.y + area.height - (box.y + box.height)))).toBeLessThan(40);
      // The reserved height is kept: no layout shift when the calendar fails.
      expect(area.height).toBe(reserved);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
              resolve(entries.filter((e) => !e.hadRecentInput).reduce((a, e) => a + e.value, 0));
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(0), 500);
          }),
      );
      expect(shift, 'cumulative layout shift').toBe(0);
    }
  });
});

test('mega menu: collapsing the Pocket Mentor industry list leaves a featured industry, not a blank panel', async ({
  page,
}) => {
  await page.setViewportSize(widths.desktop);
  await gotoHydrated(page, '/');
  const nav = page.locator('header nav[aria-label="Main"]');
  await nav.getByRole('button', { name: 'Products' }).click();
  const industries = nav.getByRole('link', { name: 'Aerospace & Aviation', exact: true });
  await expect(industries).toBeVisible();
  // While the list is open it covers the featured industry entirely (nothing of it shows through or beside it).
  const featured = nav.getByRole('link', { name: /See the healthcare edition/ });
  const onTop = () =>
    featured.evaluate((a) => {
      const r = a.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && a.contains(hit);
    });
  expect(await onTop(), 'featured industry shows through the open list').toBe(false);
  await nav.getByRole('button', { name: 'Pocket Mentor by industry' }).click();
  await expect(industries).toBeHidden();
  await expect(featured).toBeVisible();
  expect(await onTop(), 'featured industry in front once the list is collapsed').toBe(true);
  await expect(nav.locator('img[src="/illustrations/industries/healthcare.svg"]')).toBeVisible();
  // The side panel carries the phone number and the tour as well as the overview.
  const aside = nav.getByRole('complementary', { name: 'Products highlights' });
  await expect(aside).toContainText(site.phone.display);
  await expect(aside.getByRole('link', { name: /Free Product Tour/ })).toBeVisible();
});
