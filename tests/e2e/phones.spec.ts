/**
 * Phones: the hero-visual check the route sweep runs on every page at 390 × 844 (hero-checks.ts), and the footer at
 * most 600 px tall at 390 through disclosure groups (`<details>`) whose links all stay reachable. Each check is
 * proven able to fail on a page with the fault.
 */
import type { Page } from '@playwright/test';

import { axeViolations, expect, test, widths } from './fixtures';
import { heroVisualFaults } from './hero-checks';

const MAX_FOOTER_PX = 600;

/** The footer's height, and its links that cannot be reached: not shown (after opening every group) or not focusable. */
async function footerFaults(page: Page, max = MAX_FOOTER_PX) {
  const bad: string[] = [];
  const footer = page.locator('footer').last();
  const height = await footer.evaluate((el) => el.getBoundingClientRect().height);
  if (height > max) bad.push(`footer ${Math.round(height)} px tall (max ${max})`);
  // Open every disclosure group as a visitor would: by its summary, with the keyboard.
  for (const summary of await footer.locator('details > summary').all()) {
    if (!(await summary.isVisible())) continue;
    if (await summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)) continue;
    await summary.focus();
    await page.keyboard.press('Enter');
  }
  const unreachable = await footer.evaluate((el) =>
    [...el.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => !a.closest('[hidden], [aria-hidden="true"]'))
      .filter((a) => {
        const s = getComputedStyle(a);
        // A link hidden at this width (display: none) is not in the page for anyone: it must have a shown twin.
        if (!a.getClientRects().length) return false;
        return s.visibility === 'hidden' || a.tabIndex < 0;
      })
      .map((a) => a.getAttribute('href')),
  );
  for (const href of unreachable) bad.push(`footer link ${href} not reachable`);
  const hrefs = await footer.evaluate((el) => {
    const all = [...el.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.getAttribute('href')!);
    const shown = [...el.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => a.getClientRects().length && getComputedStyle(a).visibility !== 'hidden')
      .map((a) => a.getAttribute('href')!);
    return { missing: [...new Set(all)].filter((h) => !shown.includes(h)) };
  });
  for (const href of hrefs.missing) bad.push(`footer link ${href} not shown even with every group open`);
  return bad;
}

test.describe('phones: the hero keeps a visual', () => {
  test('the hero-visual check can fail: hidden on phones, below the first screen, transparent, an empty box, an image that does not load', async ({
    page,
  }) => {
    await page.setViewportSize(widths.phone);
    const svg = `<svg width="360" height="160" viewBox="0 0 360 160"><rect width="360" height="160" fill="#39c"/></svg>`;
    const hero = (inner: string, style = '') =>
      page.setContent(`<!doctype html><html lang="en"><title>Hero</title><body style="margin:0"><main>
        <section data-hero><h1>A page</h1><div data-hero-visual style="${style}">${inner}</div></section></main></body></html>`);
    const faults = async () => (await heroVisualFaults(page)).faults.join();
    await hero(svg, 'display:none');
    expect(await faults()).toMatch(/hero visual not shown/);
    await hero(svg, 'margin-top:900px');
    expect(await faults()).toMatch(/not in the first screen/);
    await hero(svg, 'opacity:0');
    expect(await faults()).toMatch(/hero visual not shown/);
    await hero('<div style="height:200px;background:#eee"></div>');
    expect(await faults()).toMatch(/hero visual is empty/);
    await hero('<img src="/no-such-scene.svg" width="360" height="160" alt="">');
    expect(await faults()).toMatch(/not loaded/);
    // And it passes a hero with a visual in the first screen.
    await hero(svg, 'margin-top:400px');
    expect(await heroVisualFaults(page)).toEqual({ visual: true, faults: [] });
  });
});

test.describe('phones: the footer', () => {
  test('at 390 × 844 the footer is at most 600 px tall, its groups open from the keyboard, every link reachable, no axe violations', async ({
    page,
  }) => {
    await page.setViewportSize(widths.phone);
    await page.goto('/');
    const footer = page.locator('footer').last();
    const groups = footer.locator('details');
    expect(await groups.count(), 'link groups as disclosures').toBeGreaterThanOrEqual(4);
    // Closed at first on a phone; the summary is a visible, focusable control with a visible focus ring.
    await expect(footer.locator('details[open]')).toHaveCount(0);
    const first = groups.first().locator('summary');
    await first.focus();
    const ring = await first.evaluate((el) => {
      const s = getComputedStyle(el);
      return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 ? s.outlineWidth : s.boxShadow;
    });
    expect(ring, 'visible focus on a summary').not.toMatch(/^(none|0px)?$/);
    expect(await footerFaults(page)).toEqual([]);
    expect(await footer.locator('details[open]').count()).toBe(await groups.count());
    expect(await axeViolations(page)).toEqual([]);
  });

  test('at 1280 the link groups show open, as columns, without a click', async ({ page }) => {
    await page.setViewportSize(widths.desktop);
    await page.goto('/');
    const footer = page.locator('footer').last();
    const links = footer.locator('nav a[href]');
    const n = await links.count();
    expect(n).toBeGreaterThan(10);
    const shown = await links.evaluateAll(
      (as) => as.filter((a) => a.getClientRects().length && getComputedStyle(a).visibility !== 'hidden').length,
    );
    // Every link of the groups is shown at once (each once: the phone's disclosures are not in the page here).
    const hrefs = await links.evaluateAll((as) =>
      as.filter((a) => a.getClientRects().length).map((a) => a.getAttribute('href')),
    );
    expect(shown).toBe(new Set(hrefs).size);
    expect(await footerFaults(page, 10_000)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the groups open and close with no script at 390, and show open at 1280', async ({ page }) => {
      await page.setViewportSize(widths.phone);
      await page.goto('/');
      const footer = page.locator('footer').last();
      const summary = footer.locator('details > summary').first();
      const link = footer.locator('details').first().locator('a').first();
      await expect(link).toBeHidden();
      await summary.click();
      await expect(link).toBeVisible();
      expect(await footerFaults(page, 10_000)).toEqual([]);
      await page.setViewportSize(widths.desktop);
      await page.reload();
      expect(await footerFaults(page, 10_000)).toEqual([]);
    });
  });

  test('the footer check can fail: too tall, links hidden for good, a link out of the tab order', async ({ page }) => {
    await page.setViewportSize(widths.phone);
    const links = Array.from({ length: 30 }, (_, i) => `<li><a href="/p${i}">Page ${i}</a></li>`).join('');
    await page.setContent(`<!doctype html><html lang="en"><title>Footer</title><body style="margin:0"><main><h1>x</h1></main>
      <footer><ul>${links}</ul>
      <details><summary>More</summary><a href="/hidden" style="visibility:hidden">Hidden</a></details>
      <a href="/untabbable" tabindex="-1">Untabbable</a></footer></body></html>`);
    const bad = (await footerFaults(page)).join('\n');
    expect(bad).toMatch(/footer \d+ px tall \(max 600\)/);
    expect(bad).toMatch(/\/hidden not reachable/);
    expect(bad).toMatch(/\/untabbable not reachable/);
    // A link only in a group that never opens (display: none for good) is caught too.
    await page.setContent(`<!doctype html><html lang="en"><title>Footer</title><body><main><h1>x</h1></main>
      <footer><div style="display:none"><a href="/gone">Gone</a></div><a href="/ok">Ok</a></footer></body></html>`);
    expect((await footerFaults(page)).join()).toMatch(/\/gone not shown even with every group open/);
  });
});
