import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { expect, test } from './fixtures';
import { rawRequest, type RawResponse } from './raw-http';

/**
 * How the server survives hostile request targets, and how it sends precompressed files. Runs against
 * `npm start` (scripts/serve.mjs on sirv) and, as the "nginx" project, against real nginx with
 * deploy/nginx.conf. Requests go out verbatim over a socket (rawRequest) so nothing normalises them first.
 */

/** A redirect may only point at a path of this site: one leading slash, never `//host` or `/\host`. */
function expectOnSite(res: RawResponse, baseURL: string, what: string) {
  const location = res.headers['location'];
  if (location === undefined) return;
  expect(location, `${what}: Location ${location}`).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, baseURL).origin, what).toBe(new URL(baseURL).origin);
  expect(location, what).not.toMatch(/[\r\n\s]/);
}

const SECRET = 'sibling-folder-secret-4711';

test.describe('serving: hostile URLs', () => {
  // A folder beside out/ whose name starts with "out": a prefix-only containment check would serve it.
  test.beforeAll(() => {
    mkdirSync('out-private', { recursive: true });
    writeFileSync(join('out-private', 'secret.txt'), SECRET);
  });
  test.afterAll(() => rmSync('out-private', { recursive: true, force: true }));

  const cases: Array<[target: string | Buffer, allowed: number[]]> = [
    ['//', [200, 301, 308]],
    ['///', [200, 301, 308]],
    ['//contact/', [200, 301, 308]],
    ['/x%0d%0aSet-Cookie:%20a=1%2F..', [200, 301, 308, 400, 404]],
    ['/%E2%82%AC%2F..', [200, 301, 308, 400, 404]],
    ['/%E2%82%AC', [404]],
    ['/%5Cevil.example/..%2Fcontact', [301, 308, 400, 404]],
    ['/%5C%5Cevil.example', [400, 404]],
    ['/\\evil.example', [400, 404]],
    ['/%2fcontact', [301, 308, 400, 404]],
    ['/%2F%2Fevil.example%2F', [200, 301, 308, 400, 404]],
    ['/%2f%2fevil.example', [301, 308, 400, 404]],
    ['/..%2fout-private/secret.txt', [400, 404]],
    ['/../out-private/secret.txt', [400, 404]],
    ['/%2e%2e/%2e%2e/%2e%2e/etc/passwd', [400, 404]],
    ['/..%5c..%5c..%5cetc%5cpasswd', [400, 404]],
    ['/%E0%A4%A', [400]],
    ['/%', [400]],
    ['/%zz/', [400]],
    ['/index.html%00.txt', [400, 404]],
    ['/%00', [400, 404]],
    ['/x%0d%0a', [400, 404]],
    ['/.git/config', [403, 404]],
    ['/.env', [403, 404]],
    ['/_headers', [404]],
    ['http://evil.example/contact', [301, 308]],
    ['/contact?next=//evil.example', [301, 308]],
    [Buffer.from('/€/', 'utf8'), [400, 404]],
    [`/${'a'.repeat(20_000)}`, [400, 414, 431]],
    [`/?q=${'b'.repeat(9_000)}`, [200, 400, 414, 431]],
  ];

  test('hostile request targets get a 2xx/3xx/4xx answer, no off-site redirect, nothing outside out/', async ({
    baseURL,
  }) => {
    for (const [target, allowed] of cases) {
      const what = String(target).slice(0, 60);
      const res = await rawRequest(baseURL!, target);
      expect(allowed, `${what} answered ${res.status}`).toContain(res.status);
      expectOnSite(res, baseURL!, what);
      expect(res.headers['set-cookie'], what).toBeUndefined();
      const body = res.body.toString('latin1');
      expect(body, what).not.toContain(SECRET);
      expect(body, what).not.toMatch(/root:.*:0:0:/);
      // The server is still there after each one.
      expect((await rawRequest(baseURL!, '/')).status, `alive after ${what}`).toBe(200);
    }
  });

  test('open-redirect candidates from the issue stay on the site and land on the right page', async ({ baseURL }) => {
    for (const target of ['/%5Cevil.example/..%2Fcontact', '/%2fcontact', 'http://evil.example/contact', '/contact']) {
      const res = await rawRequest(baseURL!, target);
      expect([301, 308], target).toContain(res.status);
      expectOnSite(res, baseURL!, target);
      expect(res.headers['location'], target).toMatch(/^\/contact\/(\?.*)?$/);
    }
  });

  test('methods other than GET and HEAD get 405 (or 400/501) with the security headers, and the server stays up', async ({
    baseURL,
  }) => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
      const res = await rawRequest(baseURL!, '/contact/', { method, headers: { 'Content-Length': '0' } });
      expect([400, 405, 501], `${method} → ${res.status}`).toContain(res.status);
      if (res.status === 405) {
        expect(res.headers['x-content-type-options'], method).toBe('nosniff');
        expect(res.headers['strict-transport-security'], method).toMatch(/max-age/);
      }
    }
    const weird = await rawRequest(baseURL!, '/', { method: 'FOO' });
    expect([400, 405, 501]).toContain(weird.status);
    const head = await rawRequest(baseURL!, '/contact/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await rawRequest(baseURL!, '/')).status).toBe(200);
  });

  test('error responses carry the security headers (404, 400 on malformed encoding, 405)', async ({
    baseURL,
  }, testInfo) => {
    const nginx = testInfo.project.name === 'nginx';
    const checks: Array<[string, string]> = [
      ['/no-such-page/', 'GET'],
      ['/contact/', 'POST'],
    ];
    // nginx rejects malformed encodings while parsing, before the server block (and its add_header) applies.
    if (!nginx) checks.push(['/%E0%A4%A', 'GET'], [`/${'a'.repeat(20_000)}`, 'GET']);
    for (const [target, method] of checks) {
      const res = await rawRequest(baseURL!, target, { method, headers: { 'Content-Length': '0' } });
      expect(res.status, target.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-content-type-options'], target.slice(0, 40)).toBe('nosniff');
      expect(res.headers['x-frame-options'], target.slice(0, 40)).toBe('DENY');
      expect(res.headers['content-security-policy'], target.slice(0, 40)).toContain("frame-ancestors 'none'");
    }
  });

  test('every spelling of a page path gets that page’s own CSP', async ({ baseURL }) => {
    const cspOf = async (target: string) => (await rawRequest(baseURL!, target)).headers['content-security-policy'];
    for (const [canonical, forms] of [
      [
        '/contact/',
        ['/contact/index.html', '//contact/', '/contact//', '/./contact/', '/x/../contact/', '/%63ontact/'],
      ],
      [
        '/industries/healthcare/',
        ['/industries//healthcare/', '/industries/healthcare/index.html', '//industries/healthcare/'],
      ],
      ['/', ['/index.html', '//', '/./']],
    ] as const) {
      const expected = await cspOf(canonical);
      expect(expected, canonical).toContain("script-src 'self'");
      for (const form of forms) {
        const res = await rawRequest(baseURL!, form);
        expect(res.status, form).toBe(200);
        expect(res.headers['content-security-policy'], form).toBe(expected);
      }
    }
  });
});

/** Three files of each kind the compression must cover: a page, a script and a stylesheet. */
function samples() {
  const html = readFileSync('out/industries/healthcare/index.html', 'utf8');
  const js = /src="(\/_astro\/[^"]+\.js)"/.exec(html)![1];
  const css = /href="(\/_astro\/[^"]+\.css)"/.exec(html)![1];
  return [
    { url: '/industries/healthcare/', file: 'out/industries/healthcare/index.html', type: /^text\/html/ },
    { url: js, file: `out${decodeURIComponent(js)}`, type: /javascript/ },
    { url: css, file: `out${decodeURIComponent(css)}`, type: /^text\/css/ },
  ];
}

test.describe('serving: precompressed brotli and gzip', () => {
  test('HTML, JS and CSS go out as br, gzip or identity by Accept-Encoding, with Vary, and decode to the file', async ({
    baseURL,
  }) => {
    for (const s of samples()) {
      const original = readFileSync(s.file);
      for (const [accept, encoding, decode] of [
        ['br, gzip, deflate', 'br', brotliDecompressSync],
        ['gzip, deflate', 'gzip', gunzipSync],
        ['identity', undefined, (b: Buffer) => b],
        ['', undefined, (b: Buffer) => b],
      ] as const) {
        const res = await rawRequest(baseURL!, s.url, { headers: accept ? { 'Accept-Encoding': accept } : {} });
        const what = `${s.url} with "${accept}"`;
        expect(res.status, what).toBe(200);
        expect(res.headers['content-encoding'], what).toBe(encoding);
        expect(res.headers['content-type'], what).toMatch(s.type);
        expect(res.headers['vary'] ?? '', what).toMatch(/Accept-Encoding/i);
        expect(decode(res.body).equals(original), `${what}: decoded bytes equal ${s.file}`).toBe(true);
      }
    }
  });

  test('the build wrote .br and .gz files, smaller than the originals', () => {
    for (const s of samples()) {
      const size = readFileSync(s.file).length;
      expect(readFileSync(`${s.file}.br`).length, s.file).toBeLessThan(size);
      expect(readFileSync(`${s.file}.gz`).length, s.file).toBeLessThan(size);
      expect(readFileSync(`${s.file}.br`).length, s.file).toBeLessThan(readFileSync(`${s.file}.gz`).length);
    }
  });

  test('each encoding has its own ETag, If-None-Match gives 304, Range gives 206', async ({ baseURL }) => {
    for (const s of samples()) {
      const br = await rawRequest(baseURL!, s.url, { headers: { 'Accept-Encoding': 'br, gzip' } });
      const gz = await rawRequest(baseURL!, s.url, { headers: { 'Accept-Encoding': 'gzip' } });
      const id = await rawRequest(baseURL!, s.url);
      const tags = [br, gz, id].map((r) => r.headers['etag']);
      for (const t of tags) expect(t, s.url).toMatch(/^(W\/)?"[^"]+"$/);
      expect(new Set(tags).size, `${s.url}: ${tags.join(' ')}`).toBe(3);

      const again = await rawRequest(baseURL!, s.url, {
        headers: { 'Accept-Encoding': 'br, gzip', 'If-None-Match': tags[0] },
      });
      expect(again.status, s.url).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers['x-content-type-options'], `${s.url} 304`).toBe('nosniff');

      const original = readFileSync(s.file);
      const part = await rawRequest(baseURL!, s.url, { headers: { Range: 'bytes=10-109' } });
      expect(part.status, s.url).toBe(206);
      expect(part.headers['content-range'], s.url).toBe(`bytes 10-109/${original.length}`);
      expect(part.body.equals(original.subarray(10, 110)), s.url).toBe(true);
      const beyond = await rawRequest(baseURL!, s.url, { headers: { Range: `bytes=${original.length + 10}-` } });
      expect(beyond.status, s.url).toBe(416);
    }
  });

  test('Chromium receives the page and its assets with content-encoding: br', async ({ page }) => {
    const encodings = new Map<string, string | undefined>();
    page.on('response', async (r) => {
      encodings.set(new URL(r.url()).pathname, (await r.allHeaders())['content-encoding']);
    });
    const res = await page.goto('/industries/healthcare/');
    expect((await res!.allHeaders())['content-encoding']).toBe('br');
    await page.waitForLoadState('networkidle');
    const assets = [...encodings].filter(([p]) => /\/_astro\/.+\.(js|css)$/.test(p));
    expect(assets.length).toBeGreaterThan(0);
    for (const [p, e] of assets) expect(e, p).toBe('br');
  });
});
