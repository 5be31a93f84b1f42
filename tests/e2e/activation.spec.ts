import type { Page } from '@playwright/test';

import {
  armProbe,
  bareClick,
  controls,
  describeTiming,
  sample,
  settled,
  type Response,
  type Timing,
} from './activation-probe';
import { expect, gotoHydrated, test, widths } from './fixtures';

/**
 * Every control acts on every kind of activation, and shows its response at once: a bare click (mousedown, mouseup
 * and click only, `detail` 0, no coordinates — what screen readers send — and element.click()), a tap, and focus +
 * Enter or Space, on the mobile menu's drawer, the sample call, the header search box and the desktop mega menu;
 * before the page script has run, while an island's code loads, and after. The time from the event to the first
 * frame that shows the response is measured in the page (./activation-probe.ts), reported (annotations and the
 * console, "activation …"), and held to RESPONSE_MS (ACTIVATION_MS overrides it on a machine too loaded to meet it).
 */
const RESPONSE_MS = Number(process.env.ACTIVATION_MS ?? 100);

const arm = (page: Page, response: Response, events: string[]) =>
  page.evaluate(armProbe, { response, events, limitMs: 8000 });
const measured = (page: Page) =>
  page.evaluate(() => (window as unknown as { __activation: Promise<Timing> }).__activation);
/** Until `ms` after the page's load event. */
const afterLoad = (page: Page, ms: number) =>
  page.evaluate(async (ms) => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    while (!nav.loadEventEnd) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, Math.max(0, nav.loadEventEnd + ms - performance.now())));
  }, ms);

/**
 * Runs `attempt` (a fresh page each time) until its response comes within the bound, at most ATTEMPTS times;
 * reports every sample in the test's annotations and the console, and holds the best to the bound.
 */
async function check(what: string, attempt: () => Promise<Timing>) {
  const { samples, best } = await sample(RESPONSE_MS, attempt);
  for (const t of samples) console.log(`activation ${what}: ${describeTiming(t)}`);
  test.info().annotations.push({ type: 'response', description: `${what}: ${samples.map(describeTiming).join('; ')}` });
  expect(best.timedOut, `${what}: no response`).toBeFalsy();
  expect(best.painted, `${what}, best of ${samples.length}`).toBeLessThanOrEqual(RESPONSE_MS);
}

/** Holds back every script of the site fetched from now on (an island's code arriving late). */
const holdScripts = (page: Page, ms: number) =>
  page.route(/\/_astro\/.+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });

for (const c of controls) {
  test.describe(`${c.name} (${c.size.width} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(c.size);
    });
    /** Until the control's own response (React's, once it has taken over) is there. */
    const settle = (page: Page) => page.waitForFunction(settled, c.response, { timeout: 15_000 });

    for (const [how, at] of [
      ['events', 300],
      ['events', 3000],
      ['click()', 300],
    ] as const)
      test(`a bare click (${how}) ${at} ms after load acts within ${RESPONSE_MS} ms`, async ({
        page,
        consoleErrors,
      }) => {
        await check(`${c.name}, bare click (${how}) at ${at} ms`, async () => {
          await page.goto('/');
          await arm(page, c.response, ['mousedown', 'click']);
          await page.evaluate(bareClick, { selector: c.selector, how, at });
          const t = await measured(page);
          await settle(page);
          return t;
        });
        expect(consoleErrors).toEqual([]);
      });

    test(`a bare click while the island's code loads shows the response within ${RESPONSE_MS} ms, then acts`, async ({
      page,
      consoleErrors,
    }) => {
      await check(`${c.name}, bare click while its code loads`, async () => {
        await page.unrouteAll();
        await gotoHydrated(page, '/');
        await holdScripts(page, 1500);
        await arm(page, c.response, ['mousedown', 'click']);
        await page.evaluate(bareClick, { selector: c.selector, how: 'events' as const, at: 0 });
        const t = await measured(page);
        await settle(page);
        return t;
      });
      expect(consoleErrors).toEqual([]);
    });

    test('a bare click before the page script has run acts once it runs', async ({ page, consoleErrors }) => {
      let held = 0;
      await page.route(/\/_astro\/page-shell[^/]*\.js$/, async (route) => {
        held++;
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await arm(page, c.response, ['mousedown', 'click']);
      await page.evaluate(bareClick, { selector: c.selector, how: 'events' as const, at: 0 });
      // The script was not there to see it: the nav is still static.
      expect(await page.evaluate(() => !!document.querySelector('nav[data-nav-static]'))).toBe(true);
      const t = await measured(page);
      // Reported, not bounded by the test (the boot draws it: see the line in the console).
      console.log(`activation ${c.name}, bare click before the page script: ${describeTiming(t)}`);
      test.info().annotations.push({ type: 'response', description: describeTiming(t) });
      expect(t.timedOut, 'no response').toBeFalsy();
      await settle(page);
      expect(held).toBe(1);
      expect(consoleErrors).toEqual([]);
    });

    test.describe('on a touch screen', () => {
      test.use({ hasTouch: true });
      test(`a tap acts within ${RESPONSE_MS} ms`, async ({ page, consoleErrors }) => {
        await check(`${c.name}, tap`, async () => {
          await page.goto('/');
          await afterLoad(page, 300);
          await arm(page, c.response, ['touchstart', 'pointerdown']);
          await page.locator(c.selector).filter({ visible: true }).first().tap();
          const t = await measured(page);
          await settle(page);
          return t;
        });
        expect(consoleErrors).toEqual([]);
      });
    });

    if (c.keys)
      for (const key of ['Enter', 'Space'])
        test(`focus + ${key} acts within ${RESPONSE_MS} ms`, async ({ page, consoleErrors }) => {
          await check(`${c.name}, focus + ${key}`, async () => {
            await page.goto('/');
            await afterLoad(page, 300);
            await page.locator(c.selector).filter({ visible: true }).first().focus();
            // A button acts on Enter's keydown and on Space's keyup.
            await arm(page, c.response, [key === 'Enter' ? 'keydown' : 'keyup']);
            await page.keyboard.press(key);
            const t = await measured(page);
            await settle(page);
            return t;
          });
          expect(consoleErrors).toEqual([]);
        });
  });
}

test.describe('header search box (1280 px): typing', () => {
  test(`the first keystroke opens the results panel within ${RESPONSE_MS} ms`, async ({ page, consoleErrors }) => {
    await page.setViewportSize(widths.desktop);
    await check('header search box, first keystroke to the results panel', async () => {
      await page.goto('/');
      await afterLoad(page, 300);
      await page.locator('header input[role="combobox"]').focus();
      await arm(page, 'search-panel', ['keydown']);
      await page.keyboard.type('HIPAA');
      const t = await measured(page);
      await expect(page.getByRole('option').first()).toBeVisible({ timeout: 15_000 });
      return t;
    });
    expect(consoleErrors).toEqual([]);
  });
});
