import type { Page } from '@playwright/test';

import { format } from '../../src/lib/format';
import { entry } from '../lib/content';
import { expect, gotoHydrated, test, widths } from './fixtures';

const { menuCopy } = entry<{ menuCopy: { drawer: { open: string; title: string } } }>('site', 'navigation');
const searchPage = entry<{ searchResultsCopy: { resultsFor: string } }>('pages', 'search').searchResultsCopy;

/**
 * The islands (src/components/ui/islands): a page loads no React until the visitor reaches for one of its
 * interactive parts, and the one tap, click or keystroke that wakes an island is not lost. Each test makes
 * the island's code arrive late (every script fetched after the page's loader is held back), so the first
 * click always lands before React is listening, as it does on a slow phone.
 */
const HOLD_MS = 900;

/** Holds back every script requested from now on, and lists them. */
async function holdScripts(page: Page) {
  const fetched: string[] = [];
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    fetched.push(new URL(route.request().url()).pathname);
    await new Promise((r) => setTimeout(r, HOLD_MS));
    await route.continue();
  });
  return fetched;
}

const state = (page: Page, name: string) =>
  page.locator(`pm-island[data-island="${name}"]`).first().getAttribute('data-island-state');

test.describe('islands hydrate on first use, and the first interaction is not lost', () => {
  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });
    test('one tap on the menu button opens the drawer (390 px)', async ({ page, consoleErrors }) => {
      await page.setViewportSize(widths.phone);
      await gotoHydrated(page, '/');
      const fetched = await holdScripts(page);
      expect(await state(page, 'mobile-menu')).toBeNull();
      await page.getByRole('button', { name: menuCopy.drawer.open }).tap();
      // The tap landed before React: the island was still waking.
      expect(await state(page, 'mobile-menu')).toBe('pending');
      await expect(page.getByRole('dialog', { name: menuCopy.drawer.title })).toBeVisible({ timeout: 15_000 });
      expect(await state(page, 'mobile-menu')).toBe('hydrated');
      expect(fetched.length).toBeGreaterThan(0);
      expect(consoleErrors).toEqual([]);
    });
  });

  test.describe('before the page script itself has loaded', () => {
    test.use({ hasTouch: true });
    /** Goes to the home page at 390 with the loader held back, and taps the menu button at once. */
    const tapBeforeLoader = async (page: Page) => {
      await page.setViewportSize(widths.phone);
      let held = 0;
      await page.route(/\/_astro\/page-shell[^/]*\.js$/, async (route) => {
        held++;
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.goto('/');
      await page.getByRole('button', { name: menuCopy.drawer.open }).tap();
      // The tap came before the loader ran: it was not there to see it.
      expect(await page.evaluate(() => !!document.querySelector('header nav:not([data-nav-static])'))).toBe(false);
      return () => held;
    };

    test('one tap on the menu button still opens the drawer (390 px)', async ({ page, consoleErrors }) => {
      const held = await tapBeforeLoader(page);
      await expect(page.getByRole('dialog', { name: menuCopy.drawer.title })).toBeVisible({ timeout: 15_000 });
      // (Behind the open dialog the button is hidden from the accessibility tree: found by its place.)
      await expect(page.locator('pm-island[data-island="mobile-menu"] button').first()).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(held()).toBe(1);
      expect(consoleErrors).toEqual([]);
    });

    test('fault: without the boot script keeping the tap for the loader, the tap is lost', async ({ page }) => {
      // What the page's boot script records (window.pmBoot, ui/islands/boot.mjs) is thrown away.
      await page.addInitScript(() =>
        Object.defineProperty(window, 'pmBoot', { configurable: true, get: () => undefined, set: () => {} }),
      );
      await tapBeforeLoader(page);
      // The island wakes (the tap left focus on its button), but the click is not replayed: once it is hydrated and
      // a frame has passed, the button is still closed.
      const island = page.locator('pm-island[data-island="mobile-menu"]').first();
      await expect(island).toHaveAttribute('data-island-state', 'hydrated', { timeout: 15_000 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));
      await expect(page.getByRole('button', { name: menuCopy.drawer.open })).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('dialog', { name: menuCopy.drawer.title })).toHaveCount(0);
    });
  });

  test('one click on “Play a sample call” starts the call (1280 px)', async ({ page, consoleErrors }) => {
    await page.setViewportSize(widths.desktop);
    await gotoHydrated(page, '/');
    await holdScripts(page);
    const card = page.locator('[data-call-state]').first();
    await expect(card).toHaveAttribute('data-call-state', 'idle');
    await card.locator('button[aria-pressed]').click();
    expect(await state(page, 'sample-call')).toBe('pending');
    await expect(card).not.toHaveAttribute('data-call-state', 'idle', { timeout: 15_000 });
    expect(consoleErrors).toEqual([]);
  });

  test('text typed into the search box before it woke is searched (1280 px)', async ({ page, consoleErrors }) => {
    await page.setViewportSize(widths.desktop);
    await gotoHydrated(page, '/');
    await holdScripts(page);
    const box = page.getByRole('combobox');
    await box.click();
    await page.keyboard.type('HIPAA');
    expect(await state(page, 'search-box')).toBe('pending');
    await expect(box).toHaveValue('HIPAA');
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(consoleErrors).toEqual([]);
  });

  test('keyboard only: “/” then typing wakes and uses the search box', async ({ page }) => {
    await page.setViewportSize(widths.desktop);
    await gotoHydrated(page, '/industries/healthcare/');
    await holdScripts(page);
    await page.keyboard.press('/');
    await expect(page.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('field technician');
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
  });

  test('a page whose first screen is static loads only the loader until it is used', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.setViewportSize(widths.phone);
    await gotoHydrated(page, '/industries/healthcare/');
    await page.waitForLoadState('networkidle');
    expect(scripts).toHaveLength(1);
    expect(await page.locator('pm-island[data-island-state]').count()).toBe(0);
    // …and the results page answers the URL at load with a small script of its own on Pagefind: no React.
    scripts.length = 0;
    await gotoHydrated(page, '/search/?q=safety');
    await expect(page.locator('[data-search-results]')).toHaveAttribute('data-search-state', 'done', {
      timeout: 15_000,
    });
    await expect(
      page
        .getByRole('region', { name: format(searchPage.resultsFor, { q: 'safety' }) })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /\/_astro\/(react|react-dom|client|hydrate)\.[^/]*\.js$/.test(s))).toEqual([]);
    expect(await page.locator('pm-island[data-island-state]').count()).toBe(0);
  });
});
