#!/usr/bin/env node
/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) next to every compressible file in
 * out/ of at least MIN_BYTES, with Node's zlib, and skips an encoding when it does not shrink the file.
 * `npm start` (send) and nginx (gzip_static, brotli_static) then send them by Accept-Encoding instead of
 * compressing on every request. Run by scripts/postbuild.mjs; PRECOMPRESS=0 skips it (for hosts that
 * compress themselves, see README). `node scripts/precompress.mjs [dir]` runs it alone.
 * Brotli at quality 11 is slow on the whole site, so results are cached by content hash in
 * node_modules/.cache/precompress/ (kept between builds, the usual place for tool caches): a rebuild compresses
 * only what changed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
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
    const [br, gz] = await Promise.all([
      cached(data, 'br', (d) =>
        brotliAsync(d, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: d.length },
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
