import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';

import { allRoutes as routes } from '../lib/content';
import { pagesAssets, type FileMap } from '../lib/pages-assets';

/**
 * The built out/_worker.js (Cloudflare Pages advanced mode) on every route of the site, with the
 * built pages behind a stand-in for Pages' asset server: each page gets the policy the build computed
 * for it (the same as out/_headers and nginx), and that policy allows each of the page's inline scripts.
 */
type Worker = { fetch: (r: Request, env: { ASSETS: ReturnType<typeof pagesAssets> }) => Promise<Response> };

function builtPages(): FileMap {
  const files: FileMap = {};
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== '_astro' && e.name !== 'pagefind' && e.name !== 'og') walk(p);
      } else if (e.name.endsWith('.html'))
        files['/' + relative('out', p).split(sep).join('/')] = readFileSync(p, 'utf8');
    }
  };
  walk('out');
  return files;
}

/** out/_headers: path → Content-Security-Policy. */
function headersFileCsp() {
  const map = new Map<string, string>();
  let path = '';
  for (const line of readFileSync('out/_headers', 'utf8').split('\n')) {
    if (/^\S/.test(line) && !line.startsWith('#')) path = line.trim();
    const m = /^\s+Content-Security-Policy: (.*)$/.exec(line);
    if (m?.[1]) map.set(path, m[1]);
  }
  return map;
}

test.describe('Cloudflare Pages worker (out/_worker.js) on the built site', () => {
  let worker: Worker;
  let files: FileMap;
  test.beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pm-worker-')), '_worker.mjs');
    writeFileSync(file, readFileSync('out/_worker.js', 'utf8'));
    worker = (await import(pathToFileURL(file).href)).default;
    files = builtPages();
  });

  test('every route gets its own CSP (as in _headers), allowing each of its inline scripts; the vendor only on /contact', async () => {
    const expected = headersFileCsp();
    for (const r of routes) {
      const path = r.path === '/' ? '/' : `${r.path}/`;
      const res = await worker.fetch(new Request(`https://www.pocketmentor.example${path}`), {
        ASSETS: pagesAssets(files),
      });
      expect(res.status, path).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toBe(expected.get(path));
      expect(res.headers.get('strict-transport-security'), path).toMatch(/max-age=63072000/);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate');
      const html = await res.text();
      const scriptSrc = /script-src ([^;]*)/.exec(csp)![1];
      expect(scriptSrc, path).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      for (const m of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
        expect(scriptSrc, path).toContain(
          `'sha256-${createHash('sha256')
            .update(m[1] ?? '')
            .digest('base64')}'`,
        );
      }
      expect(/bookings/.test(csp), path).toBe(r.path === '/contact');
    }
  });

  test('precompressed copies, if uploaded, are not URLs of their own; every response has CORP same-origin', async () => {
    // As if out/ were uploaded with its .br/.gz files (the README says to exclude them on Cloudflare).
    const withCopies: FileMap = { ...files };
    for (const path of ['/_worker.js', '/404.html', '/index.html', '/contact/index.html'])
      for (const suffix of ['.br', '.gz']) withCopies[path + suffix] = `compressed copy of ${path}`;
    for (const path of [
      '/_worker.js.br',
      '/_worker.js.gz',
      '/404.html.br',
      '/index.html.gz',
      '/contact/index.html.br',
    ]) {
      const res = await worker.fetch(new Request(`https://www.pocketmentor.example${path}`), {
        ASSETS: pagesAssets(withCopies),
      });
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('Error 404');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
    }
    const page = await worker.fetch(new Request('https://www.pocketmentor.example/contact/'), {
      ASSETS: pagesAssets(withCopies),
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  test('unknown paths and the exported 404 route get the 404 page with status 404 and its policy', async () => {
    const expected = headersFileCsp().get('/404.html');
    for (const path of ['/no-such-page/', '/404/', '/_not-found/']) {
      const res = await worker.fetch(new Request(`https://www.pocketmentor.example${path}`), {
        ASSETS: pagesAssets(files),
      });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-security-policy'), path).toBe(expected);
      expect(await res.text()).toContain('Error 404');
    }
  });

  test('a revalidated page (304) carries its own policy: browsers replace the cached headers with the 304’s', async () => {
    const expected = headersFileCsp();
    for (const path of ['/', '/contact/', '/industries/healthcare/']) {
      const url = `https://www.pocketmentor.example${path}`;
      const first = await worker.fetch(new Request(url), { ASSETS: pagesAssets(files) });
      const tag = first.headers.get('etag');
      expect(tag, path).toBeTruthy();
      const again = await worker.fetch(new Request(url, { headers: { 'If-None-Match': tag! } }), {
        ASSETS: pagesAssets(files),
      });
      expect(again.status, path).toBe(304);
      expect(again.headers.get('content-security-policy'), path).toBe(expected.get(path));
      expect(again.headers.get('content-security-policy'), path).toBe(first.headers.get('content-security-policy'));
      expect(again.headers.get('cache-control'), path).toBe(first.headers.get('cache-control'));
    }
  });
});
