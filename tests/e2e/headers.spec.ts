import { createHash } from 'node:crypto';

import { allRoutes as routes } from '../lib/content';
import { cspViolations, expect, test } from './fixtures';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
/** One directive's sources, or undefined when the policy lacks it. */
const directive = (csp: string, name: string) => new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(csp)?.[1]?.trim();

/**
 * What the server sends: runs against `npm start` (scripts/serve.mjs) and against real nginx with
 * deploy/nginx.conf (the "nginx" project), which must agree.
 */
test.describe('response headers, caching, 404 and compression', () => {
  test('every page carries the security headers and its own strict CSP, and revalidates', async ({ request }) => {
    for (const r of routes) {
      const res = await request.get(r.path === '/' ? '/' : `${r.path}/`);
      expect(res.status(), r.path).toBe(200);
      const h = res.headers();
      expect(h['strict-transport-security'], r.path).toMatch(/max-age=\d{8}/);
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy']).toContain('camera=()');
      expect(h['cross-origin-resource-policy'], r.path).toBe('same-origin');
      expect(h['cache-control'], r.path).toBe('public, max-age=0, must-revalidate');
      const csp = h['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, r.path).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      // Each inline script of the page is allowed by hash, and only the contact page allows the booking vendor.
      const html = await res.text();
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].length;
      expect((scriptSrc.match(/'sha256-/g) ?? []).length, r.path).toBeGreaterThanOrEqual(Math.min(inline, 1));
      expect(/bookings/.test(csp), r.path).toBe(r.path === '/contact');
      // Styles: no 'unsafe-inline' in style-src; <style> elements by hash; style attributes by style-src-attr.
      expect(directive(csp, 'style-src'), r.path).not.toContain("'unsafe-inline'");
      expect(directive(csp, 'style-src-attr'), r.path).toBe("'unsafe-inline'");
      for (const m of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g))
        expect(directive(csp, 'style-src-elem'), r.path).toContain(sha(m[1]!));
    }
  });

  test('hashed assets are immutable and compressed; other files revalidate or expire', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = /"(\/_astro\/[^"]+\.js)"/.exec(html)![1]!;
    const res = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const raw = await request.fetch(asset, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(raw.headers()['content-encoding']).toBe('gzip');
    expect((await request.get('/robots.txt')).headers()['cache-control']).toMatch(/must-revalidate/);
  });

  test('HTML is served precompressed: brotli to clients that accept it, else gzip', async ({ playwright, baseURL }) => {
    // Playwright decompresses bodies; the header tells us what came over the wire. The build wrote the
    // .br/.gz files (scripts/precompress.mjs); tests/e2e/serving.spec.ts checks the bytes.
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const ctx = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Encoding': accept } });
      const res = await ctx.get('/industries/healthcare/');
      expect(res.headers()['content-encoding'], accept).toBe(encoding);
      expect(res.headers()['vary']).toMatch(/Accept-Encoding/i);
      await ctx.dispose();
    }
  });

  test('unknown paths get the styled 404 page with status 404; clean URLs redirect to the trailing slash', async ({
    request,
    page,
  }) => {
    const res = await request.get('/no-such-page/');
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('<h1');
    expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const redirect = await request.get('/company', { maxRedirects: 0 });
    expect([301, 308]).toContain(redirect.status());
    expect(redirect.headers()['location']).toMatch(/\/company\/$/);
    const shown = await page.goto('/no-such-page/');
    expect(shown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the build-only _headers file is not served', async ({ request }) => {
    expect((await request.get('/_headers')).status()).toBe(404);
  });

  test('headers: Cross-Origin-Resource-Policy same-origin on every kind of response', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = /"(\/_astro\/[^"]+\.js)"/.exec(html)![1]!;
    for (const [path, status] of [
      ['/', 200],
      [asset, 200],
      ['/robots.txt', 200],
      ['/icons.svg', 200],
      ['/no-such-page/', 404],
    ] as const) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(status);
      expect(res.headers()['cross-origin-resource-policy'], path).toBe('same-origin');
    }
  });

  test('headers: Cross-Origin-Opener-Policy same-origin on every page; the editor lets its sign-in popup answer', async ({
    request,
  }) => {
    for (const path of [...routes.map((r) => (r.path === '/' ? '/' : `${r.path}/`)), '/no-such-page/']) {
      const res = await request.get(path);
      expect(res.headers()['cross-origin-opener-policy'], path).toBe('same-origin');
    }
    // The content editor (built unless SITE_CMS=off): its GitHub sign-in popup must keep window.opener.
    const admin = await request.get('/admin/');
    if (admin.status() === 200) expect(admin.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  test('csp: style attributes still apply without style-src unsafe-inline, with no violations', async ({ page }) => {
    await page.goto('/contact/');
    // The booking widget reserves its height with a style attribute (server-rendered, then set by React).
    await expect(page.locator('[data-booking-script]')).toHaveCSS('min-height', '700px');
    await page.goto('/industries/healthcare/');
    await page.waitForLoadState('networkidle');
    expect(await cspViolations(page)).toEqual([]);
  });
});
