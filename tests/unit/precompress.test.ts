import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

import { brotliQuality, precompress } from '../../scripts/precompress.mjs';

describe('precompress', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pm-precompress-'));
  const cache = mkdtempSync(join(tmpdir(), 'pm-precompress-cache-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  });

  it('writes .br and .gz beside compressible files that shrink, and nothing else', async () => {
    const page = '<!doctype html><p>' + 'Pocket Mentor talks people through the job. '.repeat(200) + '</p>';
    writeFileSync(join(dir, 'page.html'), page);
    writeFileSync(join(dir, 'tiny.css'), 'a{}');
    writeFileSync(join(dir, 'noise.js'), randomBytes(4096));
    writeFileSync(join(dir, 'image.png'), page);
    writeFileSync(join(dir, 'noise.js.br'), 'stale');

    const totals = await precompress(dir, cache);
    expect(brotliDecompressSync(readFileSync(join(dir, 'page.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(dir, 'page.html.gz'))).toString()).toBe(page);
    expect(readFileSync(join(dir, 'page.html.br')).length).toBeLessThan(readFileSync(join(dir, 'page.html.gz')).length);
    expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false); // below the size threshold
    expect(existsSync(join(dir, 'noise.js.br'))).toBe(false); // does not shrink: the stale copy is removed too
    expect(existsSync(join(dir, 'noise.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'image.png.br'))).toBe(false); // not a compressible type
    expect(totals.br).toBe(1);

    // A second run takes the same bytes from the cache.
    const again = await precompress(dir, cache);
    expect(again.cached).toBeGreaterThanOrEqual(2);
    expect(brotliDecompressSync(readFileSync(join(dir, 'page.html.br'))).toString()).toBe(page);
  });

  it('spends brotli’s slowest quality on shared assets, less on pages and least on the content editor', () => {
    expect(brotliQuality('_astro/client.abc.js')).toBe(11);
    expect(brotliQuality('icons.svg')).toBe(11);
    expect(brotliQuality('blog/why/index.html')).toBe(6);
    expect(brotliQuality('admin/index.html')).toBe(5);
    expect(brotliQuality('_astro/cms/admin-x.js')).toBe(5);
    expect(brotliQuality('_astro/cmsx.js')).toBe(11);
  });
});
