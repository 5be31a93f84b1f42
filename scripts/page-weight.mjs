#!/usr/bin/env node
/**
 * Gzip bytes of what each page in out/ loads at first load: its HTML, its <script src> files and
 * its stylesheets. Usage: node scripts/page-weight.mjs [--json | --write]
 * (--write: the table as bench/page-weight.md; `npm run bench` writes it too.)
 */
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = 'out';
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const cache = new Map();
const assetSize = (src) => {
  if (!cache.has(src)) cache.set(src, gz(readFileSync(join(root, decodeURIComponent(src.split('?')[0])))));
  return cache.get(src);
};

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === '_next' ? [] : htmlFiles(p);
    return n.endsWith('.html') ? [p] : [];
  });
}

function pageWeights() {
  return htmlFiles(root).map((file) => {
    const html = readFileSync(file);
    const text = html.toString();
    // noModule scripts (legacy polyfills) are never fetched by the browsers that run modules.
    const scripts = [...new Set([...text.matchAll(/<script([^>]*)\ssrc="([^"]+)"[^>]*>/g)]
      .filter((m) => !/nomodule/i.test(m[0]))
      .map((m) => m[2]))];
    const styles = [...new Set([...text.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]))];
    const path = '/' + relative(root, file).replace(/index\.html$/, '').replace(/\.html$/, '');
    return {
      path,
      html: gz(html),
      js: scripts.reduce((s, src) => s + assetSize(src), 0),
      css: styles.reduce((s, href) => s + assetSize(href), 0),
      scripts: scripts.length,
    };
  });
}

/** Markdown table of every page's first-load gzip bytes, heaviest JavaScript first. */
export function pageWeightMarkdown(rows = pageWeights().sort((a, b) => b.js - a.js)) {
  const kb = (n) => (n / 1024).toFixed(1);
  const max = (k) => Math.max(...rows.map((r) => r[k]));
  return [
    '# First-load weight per page',
    '',
    `Gzip (level 9) bytes each page loads at first load, measured on \`out/\` by scripts/page-weight.mjs. ${rows.length} HTML files.`,
    `Budgets (tests/e2e/budgets.spec.ts): JS ≤ 145 KB, CSS ≤ 25 KB, HTML ≤ 40 KB. Largest here: JS ${kb(max('js'))} KB, CSS ${kb(max('css'))} KB, HTML ${kb(max('html'))} KB.`,
    '',
    '| Page | JS KB | CSS KB | HTML KB | Scripts |',
    '|---|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.path} | ${kb(r.js)} | ${kb(r.css)} | ${kb(r.html)} | ${r.scripts} |`),
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
    console.log('page'.padEnd(48), '  JS KB', ' CSS KB', 'HTML KB', 'scripts');
    for (const r of rows) console.log(r.path.padEnd(48), kb(r.js), kb(r.css), kb(r.html), String(r.scripts).padStart(7));
  }
}
