import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Hosts other than the test server never get a request: the vendor is stubbed per test, everything else aborted. */
export const test = base.extend<{ consoleErrors: string[] }>({
  context: async ({ context, baseURL }, provide) => {
    const local = new URL(baseURL!).host;
    await context.route(
      (url) => url.host !== local,
      (route) => route.abort('blockedbyclient'),
    );
    await provide(context);
  },
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(e.message));
    await provide(errors);
  },
});

export { expect };

export const widths = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Navigate and wait until React has hydrated the header (event handlers attached). */
export async function gotoHydrated(page: Page, url: string) {
  const res = await page.goto(url);
  await page.waitForFunction(() => {
    const el = document.querySelector('header button');
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'));
  });
  return res;
}
