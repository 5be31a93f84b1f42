import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

import { site } from '../lib/settings';

const vendorOrigin = new URL(site.booking.iframeSrc).origin;
const vendorApi = site.booking.csp.connect[0];

/** The <style> the stand-in embed script injects (its hash is allowed in site.booking.csp.style). */
export const VENDOR_STYLE = '.bookings-embed{--bookings-embed:1}';
/** The height the stand-in booking page asks for through the resizer. */
export const VENDOR_FRAME_HEIGHT = 900;

/**
 * A stand-in for the scheduling vendor's form-embed script, behaving like a typical one: it counts how
 * often it runs, injects a small <style>, calls the vendor's API, loads a tracking pixel, and resizes the
 * iframe from the messages the booking page posts (an iframe resizer), after a handshake message.
 */
const VENDOR_SCRIPT = `window.__bookingVendorRuns = (window.__bookingVendorRuns || 0) + 1;
(function () {
  var origin = ${JSON.stringify(vendorOrigin)};
  var style = document.createElement('style');
  style.textContent = ${JSON.stringify(VENDOR_STYLE)};
  document.head.appendChild(style);
  fetch(${JSON.stringify(`${vendorApi}/v1/embed/config`)}).then(function (r) { return r.json(); })
    .then(function (j) { window.__bookingVendorApi = j.ok; }, function () { window.__bookingVendorApi = false; });
  var pixel = new Image();
  pixel.onload = function () { window.__bookingVendorPixel = true; };
  pixel.src = origin + '/px.gif';
  window.addEventListener('message', function (e) {
    var m = e.origin === origin && typeof e.data === 'string' && /^\\[iFrameSizer\\]height:(\\d+)$/.exec(e.data);
    if (!m) return;
    document.querySelectorAll('iframe').forEach(function (f) {
      if (f.src.indexOf(origin) === 0) { f.style.height = m[1] + 'px'; f.classList.add('bookings-embed'); }
    });
    window.__bookingVendorResized = Number(m[1]);
  });
  document.querySelectorAll('iframe').forEach(function (f) {
    if (f.src.indexOf(origin) !== 0) return;
    // Handshake now (the frame may have loaded already) and on every load.
    f.contentWindow.postMessage('[iFrameSizer]init', '*');
    f.addEventListener('load', function () { f.contentWindow.postMessage('[iFrameSizer]init', origin); });
  });
})();`;
/** A stand-in for the vendor's booking page: answers the resizer's handshake with its height. */
const VENDOR_PAGE = `<!doctype html><html lang="en"><title>Booking</title><body style="margin:0;height:${VENDOR_FRAME_HEIGHT}px">Calendar
<script>addEventListener('message', function (e) {
  if (e.data === '[iFrameSizer]init') e.source.postMessage('[iFrameSizer]height:${VENDOR_FRAME_HEIGHT}', e.origin);
});
if (document.referrer) parent.postMessage('[iFrameSizer]height:${VENDOR_FRAME_HEIGHT}', new URL(document.referrer).origin);</script></body></html>`;
/** A 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * No request leaves the machine: the booking vendor's hosts are stubbed (or blocked, with
 * `test.use({ vendor: 'block' })`), and every other external host is aborted.
 */
export const test = base.extend<{ consoleErrors: string[]; vendor: 'stub' | 'block' }>({
  vendor: ['stub', { option: true }],
  context: async ({ context, baseURL, vendor }, provide) => {
    const local = new URL(baseURL!).host;
    const origins = Object.values(site.booking.csp)
      .flat()
      .filter((s) => s.startsWith('https://'));
    const vendorHosts = new Set(
      [site.booking.scriptUrl, site.booking.iframeSrc, ...origins].map((u) => new URL(u).host),
    );
    await context.route(
      (url) => url.host !== local,
      (route) => {
        const url = new URL(route.request().url());
        if (vendor === 'stub' && vendorHosts.has(url.host)) {
          if (url.href === site.booking.scriptUrl)
            return route.fulfill({ contentType: 'text/javascript', body: VENDOR_SCRIPT });
          if (url.origin === vendorApi) {
            return route.fulfill({
              contentType: 'application/json',
              body: '{"ok":true}',
              headers: { 'Access-Control-Allow-Origin': '*' },
            });
          }
          if (url.pathname.endsWith('.gif')) return route.fulfill({ contentType: 'image/gif', body: PIXEL });
          return route.fulfill({ contentType: 'text/html', body: VENDOR_PAGE });
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
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await provide(errors);
  },
});

export { expect };

export const widths = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

/**
 * axe's violations on the page. `chrome: false` leaves out the site header and footer: one component on every
 * page, which the route sweep checks at both widths on one page per section (each section marks itself in them).
 */
export async function axeViolations(page: Page, { chrome = true }: { chrome?: boolean } = {}) {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Only violations are read: axe then skips collecting the details of every passing node, with the same
    // rules run and the same violations found.
    .options({ resultTypes: ['violations'] })
    // axe.run in the page itself (frames included) rather than runPartial per frame plus finishRun in a new
    // blank page: the same rules and results, a third of the time (0.5 s against 1.3–1.7 s a page here).
    .setLegacyMode(true);
  if (!chrome) builder.exclude('.site-header').exclude('footer');
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/**
 * Navigate and wait until the page's loader (src/components/ui/islands/loader.ts) has run: the menu's
 * behaviour is attached and the islands are watched. Islands themselves hydrate on first use; a test that
 * needs one hydrated waits for its `data-island-state="hydrated"`.
 */
export async function gotoHydrated(page: Page, url: string) {
  const res = await page.goto(url);
  await page.waitForFunction(() => !!document.querySelector('header nav:not([data-nav-static])'));
  return res;
}

/** CSP violations reported on the page so far (recorded by an init script on every page). */
export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? ['(violation recorder missing)']);
}
