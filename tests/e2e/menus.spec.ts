import type { Page } from '@playwright/test';

import {
  HOVER_CLICK_GRACE_MS,
  MENU_CLOSE_DELAY_MS,
  MENU_OPEN_DELAY_MS,
} from '../../src/components/layout/menu-constants';
import { entry } from '../lib/content';
import { specWords } from '../lib/spec-words';
import { expect, gotoHydrated, test, widths } from './fixtures';
import { headerFaults, MAX_CONDENSED_HEADER_PX, panelFaults } from './visual-checks';

/** The menus' own words and the names they link (content files: the owner may change them). */
const nav = entry<{
  groups: { editions: string };
  menuStories: { note: string };
  menuCopy: { label: string; skipToContent: string; drawer: Record<'open' | 'close' | 'title' | 'back', string> };
}>('site', 'navigation');
const { drawer } = nav.menuCopy;
const healthcare = entry<{ name: string; menuLine: string }>('industries', 'healthcare');
const careers = entry<{ nav: { label: string } }>('pages', 'company/careers').nav.label;
const fieldTechnician = entry<{ name: string }>('solutions', 'field-technician').name;
const pocketMentor = entry<{ nav: { label: string } }>('pages', 'products/pocket-mentor').nav.label;

const headerBottom = (page: Page) =>
  page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom);

test.describe('desktop mega menu', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(widths.desktop);
  });

  test('opens on hover, stays open into the panel, and closes 150 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    // From here on, timers only fire when the test advances the clock.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const trigger = page.locator('[data-nav-trigger="industries"]');
    const panel = page.locator('li:has(> [data-nav-trigger="industries"]) > [data-panel]');
    await expect(panel).toBeHidden();
    await trigger.hover();
    await page.clock.runFor(MENU_OPEN_DELAY_MS + 10);
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    // Travel into the panel: it stays open.
    await page.mouse.move(640, 300, { steps: 5 });
    await page.clock.runFor(1000);
    await expect(panel).toBeVisible();

    // Leave to the page body below the header.
    await page.mouse.move(640, 880, { steps: 2 });
    await page.clock.runFor(MENU_CLOSE_DELAY_MS - 20);
    await expect(panel).toBeVisible();
    await page.clock.runFor(40);
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('is fully keyboard operable: Tab, Enter/Space, Escape with focus return', async ({ page }) => {
    await gotoHydrated(page, '/');
    const trigger = page.locator('[data-nav-trigger="solutions"]');
    await trigger.focus();
    await expect(trigger).toBeFocused();
    // A visible focus ring.
    const outline = await trigger.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const focusedHref = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(focusedHref).toMatch(/^\/solutions\//);
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Tab moves on to the next top-level item.
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-nav-trigger="customers"]')).toBeFocused();
  });

  test('a click right after the hover opened the panel keeps it open', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const trigger = page.locator('[data-nav-trigger="partners"]');
    await trigger.hover();
    await page.clock.runFor(MENU_OPEN_DELAY_MS + 20);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Like a person: the click that follows the hover does not toggle it shut.
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // A deliberate click later does close it.
    await page.clock.runFor(HOVER_CLICK_GRACE_MS + 100);
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('a menu link navigates and the menu closes', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.locator('[data-nav-trigger="company"]').click();
    await page.locator('[data-panel]:visible').getByRole('link', { name: careers }).click();
    await expect(page).toHaveURL(/\/company\/careers\/$/);
    await expect(page.locator('[data-panel]:visible')).toHaveCount(0);
  });

  test('header actions: phone, Free Product Tour, Log In in a new tab', async ({ page }) => {
    await gotoHydrated(page, '/');
    const header = page.locator('header').first();
    await expect(header.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(header.getByRole('link', { name: specWords.headerTour })).toHaveAttribute('href', '/contact/');
    const login = header.getByRole('link', { name: specWords.logIn });
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(login).toHaveAttribute('rel', 'noopener noreferrer');
    // The header stays fixed while scrolling.
    await page.mouse.wheel(0, 2000);
    await expect(header).toBeInViewport();
  });
});

test.describe('mega-menu panels at 1280 × 720', () => {
  test('every panel ends inside the window, with each of its links (and the tour) in view, at the top and scrolled', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await gotoHydrated(page, '/industries/healthcare/');
    const triggers = await page
      .locator('[data-nav-trigger]')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.navTrigger!));
    expect(triggers.length).toBeGreaterThanOrEqual(9);
    for (const scrolled of [false, true]) {
      if (scrolled) {
        await page.evaluate(() => window.scrollTo(0, 1500));
        await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(MAX_CONDENSED_HEADER_PX);
      }
      for (const value of triggers) {
        const trigger = page.locator(`[data-nav-trigger="${value}"]`);
        await trigger.click();
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        const panel = page.locator(`#nav-panel-${value}`);
        await expect(panel).toBeVisible();
        expect(
          await panelFaults(page, `#nav-panel-${value}`),
          `${value} panel${scrolled ? ' (scrolled)' : ''}`,
        ).toEqual([]);
        // The side panel's tour link is one of them, wherever the panel has one.
        const tour = panel.getByRole('link', { name: specWords.headerTour });
        if (await tour.count()) await expect(tour).toBeInViewport({ ratio: 1 });
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
      }
    }
  });

  test('Industries shows each industry’s scene and line; Customers shows the four illustrative stories', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await gotoHydrated(page, '/');
    await page.locator('[data-nav-trigger="industries"]').click();
    const industries = page.locator('#nav-panel-industries');
    const thumbs = industries.locator('a [data-scene-detail] img');
    await expect(thumbs).toHaveCount(18);
    // Lazy images in a closed panel load once it opens: every one has drawn.
    for (const img of await thumbs.all()) {
      await expect(img).toBeInViewport();
      await expect.poll(() => img.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    await expect(industries.getByRole('link', { name: `${healthcare.name} ${healthcare.menuLine}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('[data-nav-trigger="customers"]').click();
    const customers = page.locator('#nav-panel-customers');
    await expect(customers.locator('a[href="/customers/customer-stories/"] [data-scene-detail]')).toHaveCount(4);
    await expect(customers).toContainText(nav.menuStories.note);
  });
});

test.describe('fixed header', () => {
  test('condenses after scrolling to one opaque row of at most 64 px, and comes back at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/industries/healthcare/');
    const header = page.locator('header').first();
    expect(await headerBottom(page)).toBeGreaterThan(100);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(MAX_CONDENSED_HEADER_PX);
    expect(await headerFaults(page)).toEqual([]);
    // One row: the menu, the logo mark and the tour side by side.
    const mainNav = header.getByRole('navigation', { name: nav.menuCopy.label });
    await expect(mainNav.getByRole('button', { name: 'Products' })).toBeInViewport();
    const mark = header.locator('nav a.condensed-only[href="/"]');
    const tour = header.locator('nav a.condensed-only[href="/contact/"]');
    await expect(mark).toBeVisible();
    await expect(tour).toBeVisible();
    const rows = await Promise.all(
      [mark, tour, mainNav.getByRole('button', { name: 'Products' })].map((l) => l.boundingBox()),
    );
    for (const r of rows) expect(Math.abs(r!.y + r!.height / 2 - rows[2]!.y - rows[2]!.height / 2)).toBeLessThan(2);
    // The pointer-only copies are hidden from assistive technology and the tab order.
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(tour).toHaveAttribute('tabindex', '-1');
    // Back at the top: the full header again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => headerBottom(page)).toBeGreaterThan(100);
    await expect(mark).toBeHidden();
  });

  test('keyboard: focus moving into the hidden top row brings the full header back, with a visible focus ring', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/solutions/field-technician/');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(MAX_CONDENSED_HEADER_PX);
    // Shift+Tab back from the first menu trigger lands on the top row's last control: the header comes back.
    await page.locator('[data-nav-trigger="products"]').focus();
    await page.keyboard.press('Shift+Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('href', '/contact/');
    await expect.poll(() => headerBottom(page)).toBeGreaterThan(100);
    await expect(focused).toBeInViewport({ ratio: 1 });
    expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  });

  test('with reduced motion it condenses without a transition', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');
    const duration = await page.evaluate(() => getComputedStyle(document.querySelector('header')!).transitionDuration);
    expect(duration.split(',').every((d) => parseFloat(d) < 0.001)).toBe(true);
  });

  test('an in-page link lands its target below the condensed header, and the skip link moves focus to main', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/products/connections-hr/');
    await page.locator('[data-hero] a[href="#demo"]').click();
    await expect(page).toHaveURL(/#demo$/);
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(MAX_CONDENSED_HEADER_PX);
    const top = await page.locator('#demo').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(await headerBottom(page));
    expect(top).toBeLessThan(200);

    // A fresh load: the first Tab reaches the skip link.
    await gotoHydrated(page, '/products/connections-hr/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: nav.menuCopy.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    const firstHeading = await page.locator('main h1').evaluate((el) => el.getBoundingClientRect().top);
    expect(firstHeading).toBeGreaterThanOrEqual(await headerBottom(page));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the full header stays, on an opaque surface', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/industries/healthcare/');
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      expect(await headerBottom(page)).toBeGreaterThan(100);
      await expect(page.locator('header input[type="search"], header input').first()).toBeVisible();
    });
  });
});

test.describe('mobile drill-down menu at 390 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(widths.phone);
  });

  test('push, back, title, reset on reopen, close button, backdrop, Escape and focus return', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('[data-nav-trigger="products"]')).toBeHidden();
    const toggle = page.getByRole('button', { name: drawer.open });
    await toggle.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const title = dialog.getByRole('heading').first();
    await expect(title).toHaveText(drawer.title);
    await expect(dialog.getByRole('button', { name: drawer.back })).toHaveCount(0);

    // 4/5 of the width, capped. (A first click before React listened shows the drawer's frame sliding in, and the
    // drawer takes its place without sliding in again: its animation is checked on the reopening below.)
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.round(390 * 0.8));

    // Focus is trapped inside.
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await dialog.getByRole('button', { name: 'Products' }).click();
    await expect(title).toHaveText('Products');
    await dialog.getByRole('button', { name: nav.groups.editions }).click();
    await expect(title).toHaveText(pocketMentor);
    await expect(dialog.getByRole('link', { name: healthcare.name })).toHaveAttribute(
      'href',
      '/products/pocket-mentor/healthcare/',
    );
    await dialog.getByRole('button', { name: drawer.back }).click();
    await expect(title).toHaveText('Products');

    // Close mid-way; reopening resets to the top level.
    await dialog.getByRole('button', { name: drawer.close }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(page.getByRole('dialog').getByRole('heading').first()).toHaveText(drawer.title);
    // Opened by React itself, it slides in over 300 ms.
    expect(await page.getByRole('dialog').evaluate((el) => getComputedStyle(el).animationDuration)).toBe('0.3s');

    // Backdrop closes (once the drawer has slid in and listens for a tap outside it).
    await page.getByRole('dialog').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await page.mouse.click(20, 400);
    await expect(page.getByRole('dialog')).toBeHidden();

    // Escape closes.
    await toggle.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('each row of a level carries the line the desktop menu gives its link; the check can fail', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: drawer.open }).click();
    const dialog = page.getByRole('dialog');
    // The labels-only top level has no lines: the check reads nothing there.
    const lines = () =>
      dialog
        .locator('nav li a')
        .evaluateAll((as) =>
          as.map((a) => [a.getAttribute('href'), a.querySelector('span > span + span')?.textContent]),
        );
    expect(await lines()).toEqual([]);
    await dialog.getByRole('button', { name: 'Industries' }).click();
    const desktop = Object.fromEntries(
      await page
        .locator('[id^="nav-panel-"] a:has(.nav-link-desc)')
        .evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.querySelector('.nav-link-desc')!.textContent])),
    );
    const rows = await lines();
    expect(rows.length).toBeGreaterThan(10);
    for (const [href, line] of rows) expect(line, href!).toBe(desktop[href!]);
    expect(rows.every(([, line]) => line)).toBe(true);
  });

  test('tapping a leaf link navigates and closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: drawer.open }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Solutions' }).click();
    await expect(dialog.getByRole('heading', { name: specWords.solutionGroups[0] })).toBeVisible();
    await dialog.getByRole('link', { name: fieldTechnician }).click();
    await expect(page).toHaveURL(/\/solutions\/field-technician\/$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the drawer is capped in width on a large tablet', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 1000 });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: drawer.open }).click();
    const box = (await page.getByRole('dialog').boundingBox())!;
    expect(box.width).toBeLessThan(800 * 0.8);
    expect(box.width).toBeCloseTo(384, 0);
  });
});

test.describe('footer', () => {
  test('from 768 px every group is open under its heading, nothing to click; the check can fail', async ({ page }) => {
    const groups = page.locator('footer details');
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(groups).toHaveCount(6);
      for (const link of await page.locator('footer details a').all()) await expect(link).toBeVisible();
      for (const summary of await page.locator('footer summary').all()) await expect(summary).toBeHidden();
      for (const heading of await page.locator('footer details h3').all()) await expect(heading).toBeVisible();
    }
    // Fault: without the rule that opens them, the groups are closed disclosures and their links hidden.
    await page.evaluate(() =>
      document.querySelectorAll('.footer-group').forEach((d) => d.classList.remove('footer-group')),
    );
    await expect(page.locator('footer details a').first()).toBeHidden();
  });

  test('shows the current year when viewed, even for an old build', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2034-02-01T10:00:00Z'));
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('copyright-year')).toHaveText('2034');
  });
});
