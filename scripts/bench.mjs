#!/usr/bin/env node
/**
 * `npm run bench`: a benchmark, not a test. Builds, serves out/ on 127.0.0.1 with the production headers,
 * runs Lighthouse (mobile and desktop, 3 runs each, medians) on five pages with Debian's Chromium, then a
 * short bounded load run with autocannon. Prints a table and writes bench/results.md.
 * BENCH_SKIP_BUILD=1 reuses an existing build; BENCH_RUNS and BENCH_LOAD_SECONDS adjust the effort.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageWeightMarkdown } from './page-weight.mjs';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const base = `http://127.0.0.1:${PORT}`;
const pages = ['/', '/industries/healthcare/', '/solutions/field-technician/', '/contact/', '/community/'];

if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
const server = spawn('node', ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' });
for (let i = 0; i < 50; i++) {
  try { if ((await fetch(`${base}/`)).ok) break; } catch { /* not up yet */ }
  await new Promise((r) => setTimeout(r, 200));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});

const rows = [];
try {
  for (const form of ['mobile', 'desktop']) {
    for (const path of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port, output: 'json', logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        }, form === 'desktop' ? desktopConfig : undefined);
        if (!result) throw new Error(`lighthouse returned nothing for ${path}`);
        const { categories: c, audits: a } = result.lhr;
        const score = (/** @type {string} */ k) => (c[k]?.score ?? 0) * 100;
        const value = (/** @type {string} */ k) => a[k]?.numericValue ?? NaN;
        runs.push({
          perf: score('performance'), a11y: score('accessibility'), bp: score('best-practices'), seo: score('seo'),
          fcp: value('first-contentful-paint'), lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'), cls: value('cumulative-layout-shift'),
        });
      }
      const m = (k) => median(runs.map((r) => r[k]));
      rows.push({ form, path, perf: m('perf'), a11y: m('a11y'), bp: m('bp'), seo: m('seo'), fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls') });
      console.log(form, path, JSON.stringify(rows.at(-1)));
    }
  }
} finally {
  await chrome.kill();
}

const load = await autocannon({
  url: pages.map((p) => `${base}${p}`)[0], connections: 20, duration: LOAD_SECONDS,
  requests: pages.map((p) => ({ method: 'GET', path: p })),
  headers: { 'accept-encoding': 'gzip' },
});
server.kill();

const table = [
  '| Form | Page | Perf | A11y | Best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.form} | ${r.path} | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} |`),
].join('\n');
const loadLine = `Load (autocannon, ${LOAD_SECONDS} s, 20 connections, 5 pages round-robin, gzip, 127.0.0.1): `
  + `${load.requests.total} requests, ${Math.round(load.requests.average)} req/s, latency p50 ${load.latency.p50} ms / p99 ${load.latency.p99} ms, `
  + `errors ${load.errors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx}.`;
const md = `# Benchmark\n\nLighthouse ${RUNS} runs per page and form factor, medians; Chromium ${execSync('/usr/bin/chromium --version').toString().trim()}; `
  + `served by scripts/serve.mjs (production headers). Machine: ${process.env.BENCH_MACHINE ?? 'this sandbox (2 cores)'}; ${new Date().toISOString().slice(0, 10)}.\n\n${table}\n\n${loadLine}\n`;
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.md', md);
writeFileSync('bench/page-weight.md', pageWeightMarkdown());
console.log(`\n${table}\n\n${loadLine}\n\nWrote bench/results.md`);
process.exit(load.errors || load.non2xx ? 1 : 0);
