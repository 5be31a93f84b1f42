#!/usr/bin/env node
/**
 * Writes `<file>.br` and `<file>.gz` (gzip 9) beside every compressible file in out/ of at least MIN_BYTES, on
 * Node's thread pool, skipping an encoding that does not shrink the file; `npm start` and nginx send them by
 * Accept-Encoding. Run by scripts/postbuild.mjs (PRECOMPRESS=0 skips it: docs/deploy.md), or alone with a dir.
 * Brotli quality 11 for shared assets, 6 for pages (which grow with the content), 5 for the editor's files
 * (bench/scale.md has the measurements). Cached by content hash in node_modules/.cache/precompress/
 * (PRECOMPRESS_CACHE): a rebuild compresses only what changed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const compressibleExtensions = [
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
  '.map',
  '.ico',
];
export const MIN_BYTES = 256;

function* walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (e.isFile()) yield p;
  }
}

/** Brotli's quality for a file (its path under the build's folder): the editor's files 5, pages 6, the rest 11. */
export const brotliQuality = (/** @type {string} */ path) =>
  /^(admin|_astro\/cms)\//.test(path.split(sep).join('/')) ? 5 : path.endsWith('.html') ? 6 : 11;

/** Compresses the files of `dir` in place, on libuv's thread pool (one file per core at a time); returns totals. */
export async function precompress(dir, cacheDir = process.env.PRECOMPRESS_CACHE ?? 'node_modules/.cache/precompress') {
  const totals = { files: 0, br: 0, gz: 0, bytes: 0, brBytes: 0, gzBytes: 0, cached: 0 };
  mkdirSync(cacheDir, { recursive: true });
  const stale = new Set(readdirSync(cacheDir));
  /** The compressed bytes of `data`, from the cache when this exact content was compressed before. */
  async function cached(data, ext, compress) {
    const name = `${createHash('sha256').update(data).digest('hex')}.${ext}`;
    stale.delete(name);
    try {
      const hit = await readFile(join(cacheDir, name));
      totals.cached++;
      return hit;
    } catch {
      /* not cached yet */
    }
    const body = await compress(data);
    await writeFile(join(cacheDir, name), body);
    return body;
  }
  const queue = [...walk(dir)].filter(
    (file) => compressibleExtensions.some((ext) => file.endsWith(ext)) && statSync(file).size >= MIN_BYTES,
  );
  async function one(file) {
    const data = await readFile(file);
    const quality = brotliQuality(relative(dir, file));
    const [br, gz] = await Promise.all([
      cached(data, `q${quality}.br`, (d) =>
        brotliAsync(d, {
          params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: d.length },
        }),
      ),
      cached(data, 'gz', (d) => gzipAsync(d, { level: 9 })),
    ]);
    totals.files++;
    totals.bytes += data.length;
    // A stale copy from an earlier build must not outlive a file that no longer shrinks.
    for (const [ext, body] of [
      ['br', br],
      ['gz', gz],
    ]) {
      if (body.length < data.length) {
        await writeFile(`${file}.${ext}`, body);
        totals[ext]++;
        totals[`${ext}Bytes`] += body.length;
      } else await rm(`${file}.${ext}`, { force: true });
    }
  }
  const workers = Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
    while (queue.length) await one(queue.shift());
  });
  await Promise.all(workers);
  // Forget what this build no longer has, so the cache stays the size of one build.
  await Promise.all([...stale].map((name) => unlink(join(cacheDir, name)).catch(() => {})));
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? process.env.OUT_DIR ?? 'out';
  const started = Date.now();
  const t = await precompress(dir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `precompress: ${t.files} files of ${kb(t.bytes)} → ${t.br} .br (${kb(t.brBytes)}), ${t.gz} .gz (${kb(t.gzBytes)}) in ${Date.now() - started} ms`,
  );
}
