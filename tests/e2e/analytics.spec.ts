import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';

import { adminPath } from '../../deploy/headers.mjs';
import { analyticsEnv, analyticsOut } from '../../scripts/build-analytics.mjs';
import type { UiWords } from '../../src/schemas/site-words';
import { entry } from '../lib/content';
import { site } from '../lib/settings';
import { cspViolations, expect, gotoHydrated, test } from './fixtures';

const { callCopy: callWords, searchCopy } = entry<UiWords>('site', 'ui');

/**
 * Analytics (docs/analytics.md), against two builds: out/ (no SITE_ANALYTICS_*: the default) and out-analytics/
 * (`npm run build:analytics`, served on PORT + 6 by playwright.config.ts). The endpoint is answered by a
 * Playwright route; every request to it is recorded with its parsed body.
 */
const endpoint = new URL(analyticsEnv.SITE_ANALYTICS_ENDPOINT);
const analyticsURL = `http://127.0.0.1:${Number(process.env.PORT ?? 3100) + 6}`;
const built = existsSync(join(analyticsOut, '_headers'));
if (!built && process.env.CI) throw new Error(`${analyticsOut}/ is missing: run npm run build:analytics`);

type Sent = { name: string; url: string; domain: string; referrer: string | null; props?: Record<string, string> };

/** Answers the endpoint as Plausible does (202, CORS open) and records what the site sends. */
async function record(context: BrowserContext) {
  const sent: (Sent & { headers: Record<string, string> })[] = [];
  await context.route(`${endpoint.origin}/**`, async (route) => {
    const req = route.request();
    if (req.method() === 'POST' && new URL(req.url()).href === endpoint.href)
      sent.push({ ...(JSON.parse(req.postData() ?? '{}') as Sent), headers: await req.allHeaders() });
    await route.fulfill({ status: 202, body: 'ok', headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  return sent;
}
/**
 * A visit that would report if anything did: healthcare, past the moment the tracker would load (load, largest
 * paint, idle), then its demo button to /contact. Used to show that nothing is sent (a wait for an absence).
 */
async function visitThenRequestDemo(page: Page) {
  await gotoHydrated(page, '/industries/healthcare/');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.getByRole('link', { name: 'Request a Clinical Demo' }).first().click();
  await page.waitForURL('**/contact/');
  await page.waitForLoadState('networkidle');
}
const named = (sent: Sent[], name: string) => sent.filter((s) => s.name === name);
/** The browser's speech engine replaced by one that "speaks" each line in 5 ms (`window.__lineMs` to change). */
const quickSpeech = (page: Page) =>
  page.addInitScript(() => {
    type U = { text: string; onstart?: (e: object) => void; onend?: (e: object) => void };
    let queue: U[] = [];
    const run = () => {
      const u = queue[0];
      if (!u) return;
      setTimeout(() => u.onstart?.({}), 1);
      setTimeout(
        () => {
          queue.shift();
          u.onend?.({});
          run();
        },
        (window as { __lineMs?: number }).__lineMs ?? 5,
      );
    };
    const voice = { name: 'V', lang: 'en-US', default: true, localService: true, voiceURI: 'v' };
    const synth = {
      speaking: false,
      pending: false,
      paused: false,
      getVoices: () => [voice],
      addEventListener() {},
      removeEventListener() {},
      speak: (u: U) => queue.push(u) === 1 && run(),
      cancel: () => void (queue = []),
      pause() {},
      resume() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      configurable: true,
      value: function SpeechSynthesisUtterance(this: U & Record<string, unknown>, text: string) {
        Object.assign(this, { text, voice: null, lang: '', rate: 1, pitch: 1 });
      },
    });
  });

test.describe('analytics on (SITE_ANALYTICS_* set)', () => {
  test.skip(!built, `${analyticsOut}/ is missing: run npm run build:analytics`);
  test.use({ baseURL: analyticsURL });

  test('page view with the page address and domain, in text/plain, no cookies; the CSP allows only that host', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const sent = await record(context);
    const res = await gotoHydrated(page, '/industries/healthcare/?q=private&utm_source=newsletter#top');
    await expect.poll(() => sent.length).toBe(1);
    const { headers, ...body } = sent[0]!;
    expect(body).toEqual({
      name: 'pageview',
      url: `${analyticsURL}/industries/healthcare/?utm_source=newsletter`,
      domain: analyticsEnv.SITE_ANALYTICS_DOMAIN,
      referrer: null,
    });
    expect(headers['content-type']).toBe('text/plain');
    expect(headers.cookie).toBeUndefined();
    const csp = res!.headers()['content-security-policy']!;
    expect(csp).toMatch(new RegExp(`(^|; )connect-src 'self' ${endpoint.origin.replace(/\./g, '\\.')};`));
    expect(await cspViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the 404 page sends a page view and a 404 event with its path', async ({ page, context }) => {
    const sent = await record(context);
    const res = await page.goto('/no-such-page/');
    expect(res!.status()).toBe(404);
    await expect.poll(() => sent.map((s) => s.name)).toEqual(['pageview', '404']);
    expect(sent[1]!.props).toEqual({ path: '/no-such-page/' });
  });

  test('a call to action to /contact: its label and page; outbound clicks to community and social', async ({
    page,
    context,
  }) => {
    const sent = await record(context);
    await gotoHydrated(page, '/industries/healthcare/');
    await expect.poll(() => sent.length).toBe(1);
    // Outbound: the header's Log In (community site) and a social profile in the footer open new tabs.
    const popup = page.waitForEvent('popup');
    await page.locator(`header a[href="${site.communityUrl}"]`).first().click();
    await (await popup).close();
    const linkedin = site.social[0]!;
    const popup2 = page.waitForEvent('popup');
    await page.locator(`footer a[href="${linkedin.href}"]`).click();
    await (await popup2).close();
    await page.getByRole('link', { name: 'Request a Clinical Demo' }).first().click();
    await page.waitForURL('**/contact/');
    await expect.poll(() => named(sent, 'CTA: Click').length).toBe(1);
    expect(named(sent, 'CTA: Click')[0]!.props).toEqual({
      label: 'Request a Clinical Demo',
      page: '/industries/healthcare/',
    });
    expect(named(sent, 'Outbound Link: Click').map((s) => s.props)).toEqual([
      { url: new URL(site.communityUrl).href, label: 'Log In', page: '/industries/healthcare/' },
      { url: linkedin.href, label: linkedin.label, page: '/industries/healthcare/' },
    ]);
    // The next page counts its own view.
    await expect
      .poll(() => sent.filter((s) => s.name === 'pageview').map((s) => new URL(s.url).pathname))
      .toEqual(['/industries/healthcare/', '/contact/']);
  });

  test('the sample call played to the end, then stopped', async ({ page, context }) => {
    await quickSpeech(page);
    const sent = await record(context);
    await gotoHydrated(page, '/');
    const card = page.locator('[data-call-state]').first();
    const play = card.locator('button[aria-pressed]');
    await play.click();
    await expect(card).toHaveAttribute('data-call-state', 'ended', { timeout: 20_000 });
    await page.evaluate(() => ((window as { __lineMs?: number }).__lineMs = 60_000));
    await play.click();
    await card.getByRole('button', { name: callWords.stopLabel }).click();
    await expect(card).toHaveAttribute('data-call-state', 'stopped');
    await expect
      .poll(() => sent.filter((s) => s.name.startsWith('Sample Call')).map((s) => s.name))
      .toEqual(['Sample Call: Ended', 'Sample Call: Stopped']);
    for (const s of named(sent, 'Sample Call: Ended'))
      expect(s.props).toEqual({ call: expect.stringMatching(/\w/), page: '/' });
  });

  test('search: the result count, never the query, in the header box and on /search', async ({ page, context }) => {
    const sent = await record(context);
    await gotoHydrated(page, '/');
    const box = page.getByRole('combobox', { name: searchCopy.inputLabel });
    await box.click();
    await box.pressSequentially('safety', { delay: 30 });
    await expect(
      page.getByRole('listbox', { name: searchCopy.resultsLabel }).getByRole('option').first(),
    ).toBeVisible();
    await expect.poll(() => named(sent, 'Search').length, { timeout: 10_000 }).toBe(1);
    const [search] = named(sent, 'Search');
    expect(search!.props).toEqual({ results: expect.stringMatching(/^[1-9]\d*$/), page: '/' });

    // Leaving the page sends a search that has not settled yet. (Chromium sends requests made in a real pagehide,
    // but Playwright neither sees nor routes them, so the event is dispatched here.)
    await box.fill('');
    await box.pressSequentially('forms', { delay: 30 });
    await expect(page.getByRole('status').filter({ hasText: /forms/ })).toHaveCount(1);
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    await expect.poll(() => named(sent, 'Search').length, { timeout: 1000 }).toBe(2);

    await page.goto('/search/?q=safety');
    await expect.poll(() => named(sent, 'Search').length, { timeout: 10_000 }).toBe(3);
    expect(named(sent, 'Search')[2]!.props).toEqual({ results: search!.props!.results, page: '/search/' });
    expect(named(sent, 'pageview').at(-1)!.url).toBe(`${analyticsURL}/search/`);
    // Nothing typed leaves the page.
    expect(JSON.stringify(sent)).not.toMatch(/safety|forms/i);
  });

  test('booking widget shown, and its fallback when the vendor is blocked', async ({ page, context, browser }) => {
    const sent = await record(context);
    await page.goto('/contact/');
    await expect.poll(() => sent.map((s) => s.name).sort()).toEqual(['Booking: Shown', 'pageview']);
    expect(named(sent, 'Booking: Shown')[0]).toMatchObject({ props: { page: '/contact/' }, interactive: false });

    // The vendor unreachable: a context of its own, whose catch-all route blocks every other host.
    const blocked = await browser.newContext({ baseURL: analyticsURL });
    await blocked.route(
      (url) => url.host !== new URL(analyticsURL).host,
      (r) => r.abort('blockedbyclient'),
    );
    const sent2 = await record(blocked);
    const p2 = await blocked.newPage();
    await p2.goto('/contact/');
    await expect(p2.locator('[data-booking-fallback]')).toBeVisible();
    await expect.poll(() => named(sent2, 'Booking: Fallback').length).toBe(1);
    expect(named(sent2, 'Booking: Shown')).toEqual([]);
    await blocked.close();
  });

  test('writes no cookie and no storage while counting', async ({ page, context }) => {
    await quickSpeech(page);
    const sent = await record(context);
    await gotoHydrated(page, '/');
    const card = page.locator('[data-call-state]').first();
    await card.locator('button[aria-pressed]').click();
    await expect(card).toHaveAttribute('data-call-state', 'ended', { timeout: 20_000 });
    const box = page.getByRole('combobox', { name: searchCopy.inputLabel });
    await box.click();
    await box.pressSequentially('forklift', { delay: 30 });
    await expect.poll(() => named(sent, 'Search').length).toBe(1);
    await page.goto('/contact/');
    await expect.poll(() => named(sent, 'Booking: Shown').length).toBe(1);
    expect(sent.map((s) => s.name)).toEqual(
      expect.arrayContaining(['pageview', 'Search', 'Sample Call: Ended', 'Booking: Shown']),
    );
    expect(await context.cookies()).toEqual([]);
    const storage = await page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      idb: (await indexedDB.databases()).length,
      caches: (await caches.keys()).length,
    }));
    expect(storage).toEqual({ local: 0, session: 0, idb: 0, caches: 0 });
    // Nothing beyond the documented fields: no screen size, no identifiers.
    for (const s of sent)
      expect(
        Object.keys(s)
          .filter((k) => k !== 'headers')
          .sort(),
      ).toEqual(expect.arrayContaining(['domain', 'name', 'referrer', 'url']));
    for (const s of sent)
      expect(
        Object.keys(s).every((k) =>
          ['headers', 'domain', 'name', 'referrer', 'url', 'props', 'interactive'].includes(k),
        ),
      ).toBe(true);
  });

  for (const [signal, script] of [
    [
      'Global Privacy Control',
      () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    ],
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
  ] as const) {
    test(`${signal}: nothing is sent and the tracker is not even loaded`, async ({ page, context }) => {
      await context.addInitScript(script);
      const sent = await record(context);
      const scripts: string[] = [];
      page.on('request', (r: Request) => void (r.resourceType() === 'script' && scripts.push(r.url())));
      await visitThenRequestDemo(page);
      await page.waitForTimeout(1000);
      expect(sent).toEqual([]);
      expect(scripts.filter((u) => /\/tracker\./.test(u))).toEqual([]);
    });
  }

  test('every deploy target’s policy gains connect-src to that host and nothing else', () => {
    const origin = endpoint.origin;
    const policies = (dir: string) =>
      Object.fromEntries(
        readFileSync(join(dir, '_headers'), 'utf8')
          .split('\n\n')
          .map((b) => [b.split('\n')[0], /Content-Security-Policy: (.*)/.exec(b)?.[1]] as const)
          .filter(([, csp]) => csp),
      );
    const off = policies('out');
    const on = policies(analyticsOut);
    expect(Object.keys(on).sort()).toEqual(Object.keys(off).sort());
    for (const [path, csp] of Object.entries(on)) {
      // The content editor's page has its own policy and no analytics (no tracker runs there): unchanged.
      if (path === adminPath) {
        expect(csp, path).toBe(off[path]);
        expect(csp, path).not.toContain(origin);
        continue;
      }
      expect(csp, path).toContain(`connect-src 'self' ${origin}`);
      // The inline boot script names the loader's file, which differs in this build (it carries the tracker's
      // loading), so its hash differs: compared as "a hash" in both.
      const hashes = (p: string) => p.replace(/script-src [^;]*/, (d) => d.replace(/'sha256-[^']+'/g, "'sha256-…'"));
      expect(hashes(csp!.replace(` ${origin}`, '')), path).toBe(hashes(off[path]!));
    }
    // nginx's map and the Cloudflare worker carry the same policies.
    const map = readFileSync(join('deploy/build', analyticsOut, 'csp-map.conf'), 'utf8');
    const worker = readFileSync(join(analyticsOut, '_worker.js'), 'utf8');
    for (const text of [map, worker]) {
      const connect = [...text.matchAll(/connect-src ([^;"]*)/g)]
        .map((m) => m[1])
        .filter((c) => !c?.includes('https://api.github.com')); // the editor's own policy (above)
      expect(connect.length).toBeGreaterThan(100);
      for (const c of connect) expect(c).toMatch(new RegExp(`^'self' ${origin.replace(/\./g, '\\.')}( |$)`));
    }
  });
});

test.describe('analytics off (the default build)', () => {
  test('no request is made, no tracker loads, and no policy names an analytics host', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r: Request) => void (/^https?:/.test(r.url()) && requests.push(r.url())));
    await visitThenRequestDemo(page);
    const local = new URL(page.url()).host;
    const bookingHosts = [site.booking.scriptUrl, site.booking.iframeSrc, ...site.booking.csp.connect].map(
      (u) => new URL(u).host,
    );
    expect(requests.filter((u) => ![local, ...bookingHosts].includes(new URL(u).host))).toEqual([]);
    expect(requests.filter((u) => /tracker|plausible|api\/event/.test(u))).toEqual([]);
    const csp = (await page.request.get('/')).headers()['content-security-policy']!;
    expect(csp).toContain("connect-src 'self';");
    // No file of the build names an analytics host or carries the tracker.
    for (const f of ['_headers', '_worker.js'].map((f) => join('out', f)).concat('deploy/build/csp-map.conf'))
      expect(readFileSync(f, 'utf8'), f).not.toMatch(/plausible|stats\.|data-analytics/);
    for (const f of readdirSync('out/_astro').filter((f) => f.endsWith('.js')))
      expect(readFileSync(join('out/_astro', f), 'utf8'), f).not.toMatch(/pm:analytics|startAnalytics|api\/event/);
  });
});
