import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
// @ts-expect-error -- autocannon ships no type declarations (its result is typed below)
import autocannon from 'autocannon';

import { expect, test } from './fixtures';
import { rawRequest, slowHeaders, type RawResponse } from './raw-http';

/**
 * How the server survives hostile request targets, and how it sends precompressed files. Runs against
 * `npm start` (scripts/serve.mjs on send) and, as the "nginx" project, against real nginx with
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
    // Absolute form naming another host: npm start redirects on-site; nginx gives no answer (444, not its host).
    ['http://evil.example/contact', [0, 301, 308]],
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

  test('open-redirect candidates from the issue stay on the site and land on the right page', async ({
    baseURL,
  }, testInfo) => {
    for (const target of ['/%5Cevil.example/..%2Fcontact', '/%2fcontact', 'http://evil.example/contact', '/contact']) {
      const res = await rawRequest(baseURL!, target);
      // nginx answers only its own host names: an absolute URL naming another one gets no answer at all.
      if (testInfo.project.name === 'nginx' && target.startsWith('http://')) {
        expect(res.status, target).toBe(0);
        continue;
      }
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
  const js = /"(\/_astro\/[^"]+\.js)"/.exec(html)![1];
  // Pages carry their CSS inline (scripts/first-paint.mjs); the site's stylesheet is still built and served.
  const css = `/_astro/${readdirSync('out/_astro').find((f) => f.endsWith('.css'))!}`;
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
      // Browsers replace the cached headers with a 304's: a page's own policy, not the baseline, must come back.
      expect(again.headers['content-security-policy'], `${s.url} 304`).toBe(br.headers['content-security-policy']);

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

test.describe('serving: negotiation, ranges and conditions by RFC 9110', () => {
  test('Accept-Encoding q-values: q=0 refuses a coding, unknown codings are ignored, identity is the fallback', async ({
    baseURL,
  }, testInfo) => {
    const [page] = samples();
    const original = readFileSync(page!.file);
    const cases: Array<[accept: string, encoding: string | undefined]> = [
      ['br;q=0', undefined],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0, br;q=0, identity;q=0', undefined],
      ['brotli', undefined],
      ['br;q=0, gzip;q=0', undefined],
      ['gzip, br;q=1', 'br'],
    ];
    // Relative preference between two acceptable codings: npm start follows the q-values; nginx's brotli
    // module sends br whenever it is acceptable (RFC 9110 leaves the choice to the server).
    if (testInfo.project.name !== 'nginx') cases.push(['gzip;q=0.5, br;q=0.2', 'gzip']);
    for (const [accept, encoding] of cases) {
      const res = await rawRequest(baseURL!, page!.url, { headers: { 'Accept-Encoding': accept } });
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      const decode = encoding === 'br' ? brotliDecompressSync : encoding === 'gzip' ? gunzipSync : (b: Buffer) => b;
      expect(decode(res.body).equals(original), `${accept}: decodes to the file`).toBe(true);
    }
  });

  test('Range: one byte, suffix ranges, unsatisfiable ranges, and no multipart for many ranges', async ({
    baseURL,
  }) => {
    const [page] = samples();
    const original = readFileSync(page!.file);
    const size = original.length;
    const get = (range: string, headers: Record<string, string> = {}) =>
      rawRequest(baseURL!, page!.url, { headers: { Range: range, ...headers } });

    for (const [range, start, end] of [
      ['bytes=0-0', 0, 0],
      ['bytes=-1', size - 1, size - 1],
      ['bytes=-100', size - 100, size - 1],
      [`bytes=-${size + 50}`, 0, size - 1],
      [`bytes=${size - 1}-`, size - 1, size - 1],
    ] as const) {
      const res = await get(range);
      expect(res.status, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers['content-length'], range).toBe(String(end - start + 1));
      expect(res.body.equals(original.subarray(start, end + 1)), `${range}: the range's bytes`).toBe(true);
    }
    for (const range of ['bytes=-0', `bytes=${size}-`]) {
      const res = await get(range);
      expect(res.status, range).toBe(416);
      expect(res.headers['content-range'], range).toBe(`bytes */${size}`);
    }
    // 200 two-byte ranges: the whole file once, not a multipart response many times the file's size.
    const many = `bytes=${Array.from({ length: 200 }, (_, i) => `${i * 3}-${i * 3 + 1}`).join(',')}`;
    for (const range of [many, 'bytes=0-1,5-6']) {
      const res = await get(range);
      expect(res.status, range.slice(0, 30)).toBe(200);
      expect(res.headers['content-type'], range.slice(0, 30)).not.toMatch(/multipart/);
      expect(res.body.equals(original), `${range.slice(0, 30)}: the file`).toBe(true);
    }
    // If-Range that names another version: the whole file.
    const stale = await get('bytes=0-0', { 'If-Range': '"another-version"' });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(original)).toBe(true);
  });

  test('If-None-Match: *, a list, or the current tag gives 304; another tag gives 200', async ({ baseURL }) => {
    for (const s of samples()) {
      const { etag } = (await rawRequest(baseURL!, s.url)).headers;
      expect(etag, s.url).toBeTruthy();
      for (const inm of ['*', etag!, `"nope", ${etag}`]) {
        const res = await rawRequest(baseURL!, s.url, { headers: { 'If-None-Match': inm } });
        expect(res.status, `${s.url} If-None-Match: ${inm}`).toBe(304);
        expect(res.body.length).toBe(0);
        expect(res.headers['x-content-type-options'], `${s.url} 304`).toBe('nosniff');
      }
      expect((await rawRequest(baseURL!, s.url, { headers: { 'If-None-Match': '"nope"' } })).status).toBe(200);
    }
  });

  test('If-Range counts only on an exact match of the tag or date; Cache-Control: no-cache still gets a 304', async ({
    baseURL,
  }) => {
    const [page] = samples();
    const original = readFileSync(page!.file);
    const { etag, 'last-modified': lastModified } = (await rawRequest(baseURL!, page!.url)).headers;
    expect(etag, 'a strong tag').toMatch(/^"[^"]+"$/);
    const get = (headers: Record<string, string>) => rawRequest(baseURL!, page!.url, { headers });
    for (const validator of [etag!, lastModified!])
      expect((await get({ Range: 'bytes=0-0', 'If-Range': validator })).status, validator).toBe(206);
    // A weak tag never matches strongly, and a date must be the Last-Modified itself (RFC 9110 §13.1.5).
    for (const validator of [`W/${etag}`, 'Thu, 01 Jan 2099 00:00:00 GMT']) {
      const res = await get({ Range: 'bytes=0-0', 'If-Range': validator });
      expect(res.status, validator).toBe(200);
      expect(res.body.equals(original), validator).toBe(true);
    }
    expect((await get({ 'If-None-Match': etag!, 'Cache-Control': 'no-cache' })).status).toBe(304);
  });

  test('a precompressed copy is never a URL of its own: no .br/.gz of hidden or served files', async ({ baseURL }) => {
    const [page, js] = samples();
    for (const path of [
      '/_worker.js.br',
      '/_worker.js.gz',
      '/404.html.br',
      '/404.html.gz',
      '/index.html.br',
      '/industries/healthcare/index.html.gz',
      `${js!.url}.br`,
      `${js!.url}.gz`,
    ]) {
      const res = await rawRequest(baseURL!, path, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(res.status, path).toBe(404);
      expect(res.body.toString('latin1'), path).not.toContain('handle(request, env, data)');
    }
    // The files themselves are still sent, precompressed.
    for (const s of [page!, js!]) {
      const res = await rawRequest(baseURL!, s.url, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(res.status, s.url).toBe(200);
      expect(res.headers['content-encoding'], s.url).toBe('br');
    }
  });
});

test.describe('serving: slow clients and load', () => {
  test('serving: after 200 connections for 2 s (no errors, every answer 2xx), clients sending their headers a byte a second are cut off within 20 s', async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const [page, js, css] = samples();
    const r = await autocannon({
      url: baseURL,
      connections: 200,
      duration: 2,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: ['/', page!.url, js!.url, css!.url, '/contact/'].map((path) => ({ method: 'GET', path })),
    });
    console.log(
      `[${testInfo.project.name}] 200 connections, 2 s: ${r.requests.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`,
    );
    expect([r.errors, r.timeouts, r.non2xx]).toEqual([0, 0, 0]);
    expect(r['2xx']).toBeGreaterThan(200);
    const clients = await Promise.all(Array.from({ length: 50 }, () => slowHeaders(baseURL!, { giveUpMs: 25_000 })));
    const times = clients.map((c) => c.closedAfterMs);
    console.log(
      `[${testInfo.project.name}] 50 slow-header clients cut off after ${(Math.min(...times) / 1000).toFixed(1)}–${(Math.max(...times) / 1000).toFixed(1)} s` +
        ` (${[...new Set(clients.map((c) => c.answer || 'closed, no answer'))].join('; ')})`,
    );
    expect(Math.max(...times)).toBeLessThanOrEqual(20_000);
    // A timeout is answered 408 or closed without an answer, and the server still serves.
    for (const c of clients) expect(c.answer, 'answer to a timed-out request').toMatch(/^$|^HTTP\/1\.1 408 /);
    expect((await rawRequest(baseURL!, '/')).status).toBe(200);
  });
});
