import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import { workerSource } from '../../deploy/cloudflare-worker.mjs';
import { baselineCsp, securityHeaders } from '../../deploy/headers.mjs';
import { pagesAssets } from '../lib/pages-assets';

type Worker = {
  fetch: (r: Request, env: { ASSETS: { fetch: (r: Request | string) => Promise<Response> } }) => Promise<Response>;
};

const pages = [
  {
    path: '/',
    csp: "default-src 'self'; script-src 'self' 'sha256-home'",
    cache: 'public, max-age=0, must-revalidate',
  },
  {
    path: '/contact/',
    csp: "default-src 'self'; script-src 'self' https://link.bookings.example",
    cache: 'public, max-age=0, must-revalidate',
  },
  { path: '/404.html', csp: "default-src 'self'; script-src 'self' 'sha256-404'", cache: 'no-store' },
  { path: '/errors/500/', csp: "default-src 'self'; script-src 'self'", cache: 'no-store' },
];
const files = {
  '/index.html': '<h1>Home</h1>',
  '/contact/index.html': '<h1>Book a Meeting</h1>',
  '/404.html': '<h1>Error 404</h1>',
  '/404/index.html': '<h1>Error 404 (route)</h1>',
  '/errors/500/index.html': '<h1>Error 500</h1>',
  '/_astro/a.B1x2c3d4.js': 'self.a=1',
  '/robots.txt': 'User-agent: *',
  '/_headers': '/*',
  // Precompressed copies, if they were uploaded (the README says to exclude them on Cloudflare).
  '/_worker.js.br': 'worker source, compressed',
  '/404.html.gz': '404 page, compressed',
  '/index.html.br': 'home page, compressed',
  '/robots.txt.gz': 'robots, compressed',
  '/archive.tar.gz': 'a download whose plain file does not exist',
};

let worker: Worker;
const get = (path: string, init?: RequestInit, assets = pagesAssets(files)) =>
  worker.fetch(new Request(`https://www.pocketmentor.example${path}`, init), { ASSETS: assets });

describe('Cloudflare Pages worker (out/_worker.js, generated)', () => {
  beforeAll(async () => {
    // The generated file itself, imported as Cloudflare would load it.
    // (Inside the project: Vitest's loader does not import from the system temp dir.)
    mkdirSync('node_modules/.cache', { recursive: true });
    const file = resolve(mkdtempSync('node_modules/.cache/pm-worker-'), '_worker.mjs');
    writeFileSync(file, workerSource(pages));
    worker = (await import(/* @vite-ignore */ file)).default;
  });

  it('is self-contained: no imports', () => {
    expect(workerSource(pages)).not.toMatch(/^\s*import\s/m);
  });

  it('gives each page its own CSP, the security headers and revalidation', async () => {
    for (const [path, body] of [
      ['/', 'Home'],
      ['/contact/', 'Book a Meeting'],
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain(body);
      expect(res.headers.get('content-security-policy')).toBe(pages.find((p) => p.path === path)!.csp);
      for (const [k, v] of Object.entries(securityHeaders as Record<string, string>))
        expect(res.headers.get(k), k).toBe(v);
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    }
  });

  it('assets: immutable hashed files, baseline CSP, an hour for the rest', async () => {
    const js = await get('/_astro/a.B1x2c3d4.js');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-security-policy')).toBe(baselineCsp);
    expect((await get('/robots.txt')).headers.get('cache-control')).toMatch(/must-revalidate/);
  });

  it('unknown paths get the 404 page with status 404 and the 404 page’s own CSP', async () => {
    const res = await get('/no-such-page/');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Error 404');
    expect(res.headers.get('content-security-policy')).toBe(pages[2].csp);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('the exported 404 route, error pages and build files answer 404', async () => {
    for (const path of ['/404/', '/404', '/_not-found/', '/errors/500/', '/_headers', '/_worker.js']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe('<h1>Error 404</h1>');
    }
  });

  it('a precompressed copy of a hidden or existing file is not a URL of its own', async () => {
    for (const path of ['/_worker.js.br', '/404.html.gz', '/index.html.br', '/robots.txt.gz', '/_headers.gz']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe('<h1>Error 404</h1>');
    }
    const download = await get('/archive.tar.gz');
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('a download whose plain file does not exist');
  });

  it('redirects (clean URLs) keep the security headers and the baseline CSP', async () => {
    const res = await get('/contact');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/contact/');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=63072000/);
    expect(res.headers.get('content-security-policy')).toBe(baselineCsp);
  });

  it('a failing asset server gives the branded 500 page with status 500; other methods get 405', async () => {
    const assets = pagesAssets(files);
    const failing = {
      fetch: (r: Request | string) =>
        new URL(typeof r === 'string' ? r : r.url).pathname === '/errors/500/'
          ? assets.fetch(r)
          : Promise.reject(new Error('down')),
    };
    const res = await get('/contact/', undefined, failing as ReturnType<typeof pagesAssets>);
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('Error 500');
    expect(res.headers.get('content-security-policy')).toBe(pages[3].csp);
    const post = await get('/', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});
