import { expect, test } from '@playwright/test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

import { firefoxPath } from '../../scripts/browser.mjs';
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

/**
 * The interaction tests of ./activation.spec.ts in Firefox: Debian's firefox-esr, driven over WebDriver BiDi by
 * puppeteer-core (no browser download), against the same server as the Chromium tests. Each control acts on a bare
 * click (300 ms and 3 s after load, and element.click()), a tap and focus + Enter or Space, and the time to its
 * response is reported and held to the same bound. And the page script is requested once the first screen has
 * painted, without waiting for Element Timing, which Firefox does not have. Nothing leaves the machine: every
 * request but the local server's goes to a closed port (a proxy that is not there).
 */
const RESPONSE_MS = Number(process.env.ACTIVATION_MS ?? 100);
const firefox = firefoxPath();

test.skip(!firefox, 'Firefox not found: install firefox-esr (npm test does on Debian) or set FIREFOX_PATH');
test.describe.configure({ mode: 'default' });

let browser: Browser;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefox!,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': 9,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': 9,
      'network.proxy.no_proxies_on': '127.0.0.1,localhost',
      // Touch events on a desktop without a touch screen, for the taps.
      'dom.w3c_touch_events.enabled': 1,
    },
  });
});
test.afterAll(async () => {
  await browser?.close();
});

/** A fresh profile context at `size`; its console errors and uncaught errors are collected. */
async function open(baseURL: string, size: { width: number; height: number }, path = '/') {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.setViewport(size);
  await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' });
  return { page, errors, close: () => context.close() };
}

const arm = (page: Page, response: Response, events: string[]) =>
  page.evaluate(armProbe, { response, events, limitMs: 8000 });
const measured = (page: Page) =>
  page.evaluate(() => (window as unknown as { __activation: Promise<Timing> }).__activation);
const afterLoad = (page: Page, ms: number) => page.evaluate((ms) => new Promise((r) => setTimeout(r, ms)), ms);

/** As in ./activation.spec.ts: measured until within the bound, at most ATTEMPTS times; every sample reported. */
async function check(what: string, attempt: () => Promise<Timing>) {
  const { samples, best } = await sample(RESPONSE_MS, attempt);
  for (const t of samples) console.log(`activation (Firefox) ${what}: ${describeTiming(t)}`);
  test.info().annotations.push({ type: 'response', description: `${what}: ${samples.map(describeTiming).join('; ')}` });
  expect(best.timedOut, `${what}: no response`).toBeFalsy();
  expect(best.painted, `${what}, best of ${samples.length}`).toBeLessThanOrEqual(RESPONSE_MS);
}

/** Opens the home page, does `act`, and returns the time to the response once the control's own has come. */
async function attempt(
  baseURL: string,
  c: (typeof controls)[number],
  errors: string[],
  act: (page: Page) => Promise<void>,
): Promise<Timing> {
  const { page, errors: own, close } = await open(baseURL, c.size);
  try {
    await act(page);
    const t = await measured(page);
    await page.waitForFunction(settled, { timeout: 15_000, polling: 100 }, c.response);
    errors.push(...own);
    return t;
  } finally {
    await close();
  }
}

for (const c of controls) {
  test.describe(`Firefox: ${c.name} (${c.size.width} px)`, () => {
    for (const [how, at] of [
      ['events', 300],
      ['events', 3000],
      ['click()', 300],
    ] as const)
      test(`a bare click (${how}) ${at} ms after load acts within ${RESPONSE_MS} ms`, async ({ baseURL }) => {
        const errors: string[] = [];
        await check(`${c.name}, bare click (${how}) at ${at} ms`, () =>
          attempt(baseURL!, c, errors, async (page) => {
            await arm(page, c.response, ['mousedown', 'click']);
            await page.evaluate(bareClick, { selector: c.selector, how, at });
          }),
        );
        expect(errors).toEqual([]);
      });

    test(`a tap acts within ${RESPONSE_MS} ms`, async ({ baseURL }) => {
      const errors: string[] = [];
      await check(`${c.name}, tap`, () =>
        attempt(baseURL!, c, errors, async (page) => {
          await afterLoad(page, 300);
          const { x, y } = await page.evaluate((selector) => {
            const el = [...document.querySelectorAll(selector)].find((e) => e.getClientRects().length > 0)!;
            const r = el.getBoundingClientRect();
            return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
          }, c.selector);
          await arm(page, c.response, ['touchstart', 'pointerdown']);
          await page.touchscreen.tap(x, y);
        }),
      );
      expect(errors).toEqual([]);
    });

    if (c.keys)
      for (const key of ['Enter', 'Space'] as const)
        test(`focus + ${key} acts within ${RESPONSE_MS} ms`, async ({ baseURL }) => {
          const errors: string[] = [];
          await check(`${c.name}, focus + ${key}`, () =>
            attempt(baseURL!, c, errors, async (page) => {
              await afterLoad(page, 300);
              await page.focus(c.selector);
              await arm(page, c.response, [key === 'Enter' ? 'keydown' : 'keyup']);
              await page.keyboard.press(key === 'Space' ? ' ' : key);
            }),
          );
          expect(errors).toEqual([]);
        });
  });
}

/** When the page script was requested on /industries/healthcare/ at 390 px (its hero picture in view). */
async function loaderTiming(baseURL: string, pretendElementTiming = false) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // The fault: a browser that says it reports Element Timing and never does.
  if (pretendElementTiming)
    await page.evaluateOnNewDocument(() => {
      const types = [...PerformanceObserver.supportedEntryTypes, 'element'];
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => types });
    });
  await page.setViewport({ width: 390, height: 844 });
  // /industries/it/ opens with its drawn scene: a hero picture whose paint the boot waits for.
  await page.goto(new URL('/industries/it/', baseURL).href, { waitUntil: 'load' });
  const t = await page.evaluate(async () => {
    const loader = () =>
      performance.getEntriesByType('resource').find((e) => /\/_astro\/page-shell[^/]*\.js$/.test(e.name));
    while (!loader()) await new Promise((r) => setTimeout(r, 50));
    const img = document.querySelector('img[elementtiming]')!.getBoundingClientRect();
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      elementTiming: PerformanceObserver.supportedEntryTypes.includes('element'),
      heroInView: img.bottom > 0 && img.top < innerHeight,
      // The boot (a module script) runs once the document is parsed: not before domInteractive.
      parsed: nav.domInteractive,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      loader: loader()!.startTime,
    };
  });
  await context.close();
  test.info().annotations.push({ type: 'timing', description: JSON.stringify(t) });
  return t;
}

test('Firefox: the page script is requested once the first screen has painted, not at the 2 s cap (390 px)', async ({
  baseURL,
}) => {
  const t = await loaderTiming(baseURL!);
  // The case in question: a hero picture in view, and no Element Timing to report its paint.
  expect(t.elementTiming).toBe(false);
  expect(t.heroInView).toBe(true);
  expect(t.loader, JSON.stringify(t)).toBeGreaterThanOrEqual(t.fcp);
  // Waiting for the cap would mean 2 s after the boot ran, so at least 2 s after the document was parsed.
  expect(t.loader - t.parsed, JSON.stringify(t)).toBeLessThan(2000);
});

test('fault: a boot that waits on Element Timing where it is missing requests the page script at the 2 s cap', async ({
  baseURL,
}) => {
  const t = await loaderTiming(baseURL!, true);
  expect(t.loader - t.parsed, JSON.stringify(t)).toBeGreaterThanOrEqual(2000);
});
