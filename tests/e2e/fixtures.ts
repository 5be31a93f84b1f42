import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { site } from '../../src/content/site';

/** A stand-in for the scheduling vendor's form-embed script: counts how often it runs. */
const VENDOR_SCRIPT = 'window.__bookingVendorRuns = (window.__bookingVendorRuns || 0) + 1;';
/** A stand-in for the vendor's booking page, taller than the iframe's minimum height. */
const VENDOR_PAGE = '<!doctype html><html lang="en"><title>Booking</title><body style="margin:0;height:900px">Calendar</body></html>';

/**
 * No request leaves the machine: the booking vendor's hosts are stubbed (or blocked, with
 * `test.use({ vendor: 'block' })`), and every other external host is aborted.
 */
export const test = base.extend<{ consoleErrors: string[]; vendor: 'stub' | 'block' }>({
  vendor: ['stub', { option: true }],
  context: async ({ context, baseURL, vendor }, provide) => {
    const local = new URL(baseURL!).host;
    const vendorHosts = new Set([new URL(site.booking.scriptUrl).host, new URL(site.booking.iframeSrc).host]);
    await context.route(
      (url) => url.host !== local,
      (route) => {
        const url = new URL(route.request().url());
        if (vendor === 'stub' && vendorHosts.has(url.host)) {
          const isScript = url.href === site.booking.scriptUrl;
          return route.fulfill({
            status: 200,
            contentType: isScript ? 'text/javascript' : 'text/html',
            body: isScript ? VENDOR_SCRIPT : VENDOR_PAGE,
          });
        }
        return route.abort('blockedbyclient');
      },
    );
    // Records Content-Security-Policy violations the page reports (see cspViolations).
    await context.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        w.__csp.push(`${e.violatedDirective}: ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
      });
    });
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

/** CSP violations reported on the page so far (recorded by an init script on every page). */
export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? ['(violation recorder missing)']);
}
