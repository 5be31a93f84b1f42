#!/usr/bin/env node
/**
 * Gzip and brotli bytes of what each page in out/ loads at first load: its HTML, its <script src> files and
 * its stylesheets. Brotli sizes are those of the precompressed .br files the servers send (quality 11,
 * scripts/precompress.mjs), computed the same way when a file has none. Usage: node scripts/page-weight.mjs [--json | --write]
 * (--write: the table as bench/page-weight.md; `npm run bench` writes it too.)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'out';
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
/** Brotli bytes of a file in out/: its .br when the build wrote one, else compressed here at quality 11. */
const brFileSize = (file) =>
  existsSync(`${file}.br`)
    ? statSync(`${file}.br`).size
    : brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const cache = new Map();
const assetSize = (src) => {
  if (!cache.has(src)) {
    const file = join(root, decodeURIComponent(src.split('?')[0]));
    cache.set(src, { gz: gz(readFileSync(file)), br: brFileSize(file) });
  }
  return cache.get(src);
};

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === '_astro' ? [] : htmlFiles(p);
    return n.endsWith('.html') ? [p] : [];
  });
}

export function pageWeights() {
  return htmlFiles(root).map((file) => {
    const html = readFileSync(file);
    const text = html.toString();
    // noModule scripts (legacy polyfills) are never fetched by the browsers that run modules.
    const scripts = [
      ...new Set(
        [...text.matchAll(/<script([^>]*)\ssrc="([^"]+)"[^>]*>/g)]
          .filter((m) => !/nomodule/i.test(m[0]))
          .map((m) => m[2]),
      ),
    ];
    const styles = [...new Set([...text.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]))];
    const path =
      '/' +
      relative(root, file)
        .replace(/index\.html$/, '')
        .replace(/\.html$/, '');
    return {
      path,
      html: gz(html),
      js: scripts.reduce((s, src) => s + assetSize(src).gz, 0),
      css: styles.reduce((s, href) => s + assetSize(href).gz, 0),
      htmlBr: brFileSize(file),
      jsBr: scripts.reduce((s, src) => s + assetSize(src).br, 0),
      cssBr: styles.reduce((s, href) => s + assetSize(href).br, 0),
      scripts: scripts.length,
    };
  });
}

/** Markdown table of every page's first-load gzip and brotli bytes, heaviest JavaScript first. */
export function pageWeightMarkdown(rows = pageWeights().sort((a, b) => b.js - a.js)) {
  const kb = (n) => (n / 1024).toFixed(1);
  const max = (k) => Math.max(...rows.map((r) => r[k]));
  const sum = (rs, ks) => rs.reduce((n, r) => n + ks.reduce((m, k) => m + r[k], 0), 0);
  return [
    '# First-load weight per page',
    '',
    `Bytes each page loads at first load, measured on \`out/\` by scripts/page-weight.mjs. ${rows.length} HTML files.`,
    'gz: gzip level 9 (what the budgets measure); br: brotli quality 11, the precompressed .br files `npm start` and nginx send to browsers that accept brotli.',
    `Budgets (tests/e2e/budgets.spec.ts, gzip): JS ≤ 145 KB, CSS ≤ 25 KB, HTML ≤ 40 KB. Largest here: JS ${kb(max('js'))} KB, CSS ${kb(max('css'))} KB, HTML ${kb(max('html'))} KB.`,
    `All pages together: gzip ${kb(sum(rows, ['js', 'css', 'html']))} KB, brotli ${kb(sum(rows, ['jsBr', 'cssBr', 'htmlBr']))} KB (scripts and styles counted once per page that loads them).`,
    '',
    '| Page | JS KB gz | JS KB br | CSS KB gz | CSS KB br | HTML KB gz | HTML KB br | Scripts |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.path} | ${kb(r.js)} | ${kb(r.jsBr)} | ${kb(r.css)} | ${kb(r.cssBr)} | ${kb(r.html)} | ${kb(r.htmlBr)} | ${r.scripts} |`,
    ),
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = pageWeights().sort((a, b) => b.js - a.js);
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else if (process.argv.includes('--write')) {
    mkdirSync('bench', { recursive: true });
    writeFileSync('bench/page-weight.md', pageWeightMarkdown(rows));
    console.log(`bench/page-weight.md: ${rows.length} pages`);
  } else {
    const kb = (n) => (n / 1024).toFixed(1).padStart(6);
    console.log('page'.padEnd(48), '  JS gz', '  JS br', ' CSS gz', ' CSS br', 'HTML gz', 'HTML br', 'scripts');
    for (const r of rows)
      console.log(
        r.path.padEnd(48),
        kb(r.js),
        kb(r.jsBr),
        kb(r.css),
        kb(r.cssBr),
        kb(r.html),
        kb(r.htmlBr),
        String(r.scripts).padStart(7),
      );
  }
}
