import type { Page } from '@playwright/test';

import { site } from '../../src/content/site';
import { allRoutes as routes } from '../../src/lib/all-routes';
import { expect, gotoHydrated, test, widths } from './fixtures';

const urlOf = (p: string) => (p === '/' ? '/' : `${p}/`);

/**
 * Issue 12 on every route:
 * - display headings (h1/h2 of 28 px and up): the ink gap between a lowercase letter and a following full stop or
 *   comma is at most 0.06 em, and word spaces are not squeezed (space advance + tracking ≥ 0.18 em). Measured from
 *   the font's ink metrics: canvas measureText with the heading's computed font (kerning included), plus its tracking;
 * - every card grid (marked `data-card-grid`) has no hole in its last row at 1280 and 390 px;
 * - no emoji in the page content.
 */
export const MAX_GAP_EM = 0.06;
export const MIN_SPACE_EM = 0.18;

async function punctuationGaps(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const ctx = document.createElement('canvas').getContext('2d')!;
    const bad: string[] = [];
    let measured = 0;
    for (const el of document.querySelectorAll<HTMLElement>('h1, h2')) {
      const cs = getComputedStyle(el);
      const size = parseFloat(cs.fontSize);
      if (size < 28 || !el.getClientRects().length) continue;
      ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      await document.fonts.load(ctx.font).catch(() => undefined);
      const ls = parseFloat(cs.letterSpacing) || 0;
      const ws = parseFloat(cs.wordSpacing) || 0;
      const text = el.textContent ?? '';
      for (const m of text.matchAll(/([a-z])([.,])/g)) {
        const [pair, letter, stop] = m;
        const a = ctx.measureText(letter),
          p = ctx.measureText(stop),
          both = ctx.measureText(pair);
        const stopOrigin = both.width - p.width + ls;
        const gap = (stopOrigin - p.actualBoundingBoxLeft - a.actualBoundingBoxRight) / size;
        measured++;
        if (gap > 0.06)
          bad.push(
            `"${pair}" in "${text.slice(0, 40)}…": ${gap.toFixed(3)} em (${cs.fontFamily.split(',')[0]} ${cs.fontWeight})`,
          );
      }
      if (text.includes(' ')) {
        const space = (ctx.measureText(' ').width + ls + ws) / size;
        if (space < 0.18) bad.push(`word space in "${text.slice(0, 40)}…": ${space.toFixed(3)} em`);
      }
    }
    return { bad, measured };
  });
}

async function holedGrids(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const grid of document.querySelectorAll<HTMLElement>('[data-card-grid]')) {
      const items = [...grid.children].filter((c) => (c as HTMLElement).getClientRects().length) as HTMLElement[];
      if (items.length < 2) continue;
      const rows = new Map<number, DOMRect[]>();
      for (const it of items) {
        const r = it.getBoundingClientRect();
        const key = [...rows.keys()].find((k) => Math.abs(k - r.top) < 4) ?? r.top;
        rows.set(key, [...(rows.get(key) ?? []), r]);
      }
      const list = [...rows.values()];
      if (list.length < 2) continue;
      const extent = (rs: DOMRect[]) => Math.max(...rs.map((r) => r.right)) - Math.min(...rs.map((r) => r.left));
      const first = list[0],
        last = list[list.length - 1];
      if (extent(last) < extent(first) - 8) {
        const label = grid.closest('section')?.querySelector('h2')?.textContent ?? grid.className.slice(0, 40);
        bad.push(
          `${label}: ${items.length} items, rows of ${list.map((r) => r.length).join('+')}, last row ${Math.round(extent(last))}px of ${Math.round(extent(first))}px`,
        );
      }
    }
    return bad;
  });
}

for (const route of routes) {
  test(`${route.path}: heading punctuation, card grids without holes, no emoji`, async ({ page }) => {
    await page.setViewportSize(widths.desktop);
    await page.goto(urlOf(route.path));
    const { bad } = await punctuationGaps(page);
    expect(bad, 'punctuation gaps over 0.06 em / squeezed word spaces').toEqual([]);
    expect(await holedGrids(page), 'grids with a hole at 1280 px').toEqual([]);
    const text = await page.locator('main').innerText();
    expect(text.match(/(?![©®™])\p{Extended_Pictographic}/gu) ?? [], 'emoji in the page content').toEqual([]);
    await page.setViewportSize(widths.phone);
    expect((await punctuationGaps(page)).bad, 'punctuation at 390 px').toEqual([]);
    expect(await holedGrids(page), 'grids with a hole at 390 px').toEqual([]);
  });
}

test('the punctuation check measures something: the home h1 has a full stop', async ({ page }) => {
  await page.goto('/');
  const { measured } = await punctuationGaps(page);
  expect(measured).toBeGreaterThan(0);
});

test.describe('contact page, booking vendor blocked', () => {
  test.use({ vendor: 'block' });
  test('the calendar fallback is a compact panel, not a tall grey void', async ({ page }) => {
    for (const size of [widths.desktop, widths.phone]) {
      await page.setViewportSize(size);
      await page.goto('/contact/');
      const alert = page.locator('[data-booking-fallback]');
      await expect(alert).toBeVisible({ timeout: 8000 });
      const card = await page.locator('section[aria-labelledby="booking-heading"]').boundingBox();
      const box = await alert.boundingBox();
      expect(box!.height).toBeLessThan(420);
      // The card ends with the fallback: no empty stretch below it.
      expect(card!.y + card!.height - (box!.y + box!.height)).toBeLessThan(40);
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
  await nav.getByRole('button', { name: 'Pocket Mentor by industry' }).click();
  await expect(industries).toBeHidden();
  await expect(nav.getByRole('link', { name: /See the healthcare edition/ })).toBeVisible();
  await expect(nav.locator('img[src="/illustrations/industries/healthcare.svg"]')).toBeVisible();
  // The side panel carries the phone number and the tour as well as the overview.
  const aside = nav.getByRole('complementary', { name: 'Products highlights' });
  await expect(aside).toContainText(site.phone.display);
  await expect(aside.getByRole('link', { name: /Free Product Tour/ })).toBeVisible();
});
