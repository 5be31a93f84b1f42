import { format } from '../../src/lib/format';
import type { NavigationWords, UiWords } from '../../src/schemas/site-words';
import { entry } from '../lib/content';
import { site } from '../lib/settings';
import { cspViolations, expect, gotoHydrated, test, VENDOR_FRAME_HEIGHT, VENDOR_STYLE, widths } from './fixtures';

/** The menu's and the search's words, as the content files write them. */
const nav = entry<NavigationWords>('site', 'navigation');
const { searchCopy } = entry<UiWords>('site', 'ui');
const searchPage = entry<{ searchResultsCopy: { resultsFor: string } }>('pages', 'search').searchResultsCopy;

/**
 * The strict per-page CSP holds while the site is used, not only on load: menus, search and the booking
 * widget (vendor stubbed by a script that behaves like a typical form embed). Runs against `npm start`
 * and against nginx over HTTPS (the "nginx" project).
 */
test.describe('CSP under interaction', () => {
  test('mobile drawer at 390 px: open, drill down, back; scroll really locked; no CSP violations', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize(widths.phone);
    await gotoHydrated(page, '/industries/healthcare/');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);

    await page.getByRole('button', { name: nav.menuCopy.drawer.open }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Products' }).click();
    await dialog.getByRole('button', { name: nav.groups.editions }).click();
    await expect(dialog.getByRole('link', { name: 'Healthcare' })).toBeVisible();
    await dialog.getByRole('button', { name: nav.menuCopy.drawer.back }).click();
    await expect(dialog.getByRole('heading').first()).toHaveText('Products');

    // Locked under the production CSP: the page behind the backdrop does not scroll by wheel or touch-drag.
    const html = page.locator('html');
    await expect(html).toHaveClass(/\bscroll-locked\b/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
    await page.mouse.move(30, 500);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    // The page's own CSS is one <style> written at build time (scripts/first-paint.mjs); nothing adds another.
    expect(
      await page.evaluate(() => document.querySelectorAll('style:not([data-precedence])').length),
      'no run-time <style>',
    ).toBe(1);

    // Closing unlocks, at the same position.
    await dialog.getByRole('button', { name: nav.menuCopy.drawer.close }).click();
    await expect(dialog).toBeHidden();
    await expect(html).not.toHaveClass(/\bscroll-locked\b/);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);

    expect(await cspViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('mega menu at 1280 px, opened by hover and by keyboard: no CSP violations', async ({ page, consoleErrors }) => {
    await page.setViewportSize(widths.desktop);
    await gotoHydrated(page, '/');
    const industries = page.locator('[data-nav-trigger="industries"]');
    await industries.hover();
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('li:has(> [data-nav-trigger="industries"]) > [data-panel]')).toBeVisible();
    // Into the panel and over its links.
    await page.mouse.move(640, 300, { steps: 5 });
    await page.mouse.move(400, 400, { steps: 5 });

    const solutions = page.locator('[data-nav-trigger="solutions"]');
    // The script, not CSS, opens the panels now.
    await expect(page.locator('nav[aria-label="Main"]')).not.toHaveAttribute('data-nav-static');
    await solutions.focus();
    await page.keyboard.press('Enter');
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');

    expect(await cspViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('search: typing a query shows results; the results page too; no CSP violations', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize(widths.desktop);
    await gotoHydrated(page, '/');
    const box = page.getByRole('combobox', { name: searchCopy.inputLabel });
    // The index loads on first use; on a busy machine that can outlast one keystroke's query, so retype.
    await expect(async () => {
      await box.fill('');
      await box.fill('field technician');
      await expect(page.getByRole('option', { name: /Field Technician/i }).first()).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=/);
    await expect(
      page
        .getByRole('region', { name: format(searchPage.resultsFor, { q: 'field technician' }) })
        .getByRole('link', { name: /Field Technician/ })
        .first(),
      // The results page loads the index on its own; a busy machine (CI) can take longer than the default 5 s.
    ).toBeVisible({ timeout: 15_000 });
    expect(await cspViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('/contact with the vendor embed stubbed: style, API call, pixel, resizer; no CSP violations', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize(widths.desktop);
    await gotoHydrated(page, '/contact/');
    const w = (key: string) => page.evaluate((k) => (window as unknown as Record<string, unknown>)[k], key);
    await expect.poll(() => w('__bookingVendorRuns')).toBe(1);
    await expect.poll(() => w('__bookingVendorApi')).toBe(true);
    await expect.poll(() => w('__bookingVendorPixel')).toBe(true);
    await expect.poll(() => w('__bookingVendorResized')).toBe(VENDOR_FRAME_HEIGHT);
    const frame = page.locator(`iframe#${site.booking.iframeId}`);
    await expect.poll(async () => Math.round((await frame.boundingBox())?.height ?? 0)).toBe(VENDOR_FRAME_HEIGHT);
    // The vendor's injected <style> applied (allowed by its hash in site.booking.csp.style).
    await expect.poll(() => frame.evaluate((f) => getComputedStyle(f).getPropertyValue('--bookings-embed'))).toBe('1');
    expect(
      await page.evaluate(
        (css) => [...document.querySelectorAll('style')].some((s) => s.textContent === css),
        VENDOR_STYLE,
      ),
    ).toBe(true);

    // Iframe and script attributes decided for the embed.
    await expect(frame).toHaveAttribute('title', /Book a meeting/);
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await expect(frame).toHaveAttribute('allow', site.booking.allow);
    await expect(page.locator(`script[src="${site.booking.scriptUrl}"]`)).toHaveAttribute(
      'referrerpolicy',
      'strict-origin-when-cross-origin',
    );

    expect(await cspViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the recorder catches what the policy blocks (control): an unhashed <style> and an unknown origin', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact/');
    await page.evaluate(() => {
      const s = document.createElement('style');
      s.textContent = 'body{outline:1px solid red}';
      document.head.append(s);
      fetch('https://elsewhere.example/x').catch(() => {});
    });
    await expect.poll(async () => (await cspViolations(page)).join('\n')).toMatch(/style-src-elem: inline/);
    await expect
      .poll(async () => (await cspViolations(page)).join('\n'))
      .toMatch(/connect-src: https:\/\/elsewhere\.example/);
  });
});
