#!/usr/bin/env node
/**
 * `npm run bench`: a benchmark, not a test. Builds, serves out/ on 127.0.0.1 with the production headers
 * (`npm start`'s server, and nginx with deploy/nginx.conf when installed), runs Lighthouse (mobile and desktop,
 * 3 runs each, medians) on five pages with the Chromium scripts/browser.mjs finds, measures the bytes each
 * encoding puts on the wire, then a short bounded load run with autocannon against each server (the
 * precompressed brotli files). Prints the tables and writes bench/results.md and bench/page-weight.md.
 * BENCH_SKIP_BUILD=1 reuses an existing build; BENCH_RUNS and BENCH_LOAD_SECONDS adjust the effort.
 * BENCH_COMPARE_OUT=<dir> compares Lighthouse against another build's out/ (say, an older commit built in a git
 * worktree, precompressed with `node scripts/precompress.mjs <dir>`): it is served by the same server on
 * BENCH_PORT+10 and its runs are interleaved with this build's (alternating which goes first), so a busy or
 * noisy machine weighs on both alike; the table gets a Build column.
 */
import { execFileSync, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import autocannon from 'autocannon';

import { browserPath } from './browser.mjs';
import { findNginx } from './find-nginx.mjs';
import { ASTROWIND_HEADING, launchChrome, lighthouseRun, median, waitUp as up } from './lighthouse-runs.mjs';
import { pageWeightMarkdown, pageWeights } from './page-weight.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const base = `http://127.0.0.1:${PORT}`;
const pages = ['/', '/industries/healthcare/', '/solutions/field-technician/', '/contact/', '/community/'];
const chromePath = browserPath();
if (!chromePath)
  throw new Error('No Chromium found: run `npx playwright install chromium` or set CHROMIUM_PATH (see README).');

if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
const servers = [
  {
    name: 'npm start (send)',
    base,
    child: spawn('node', ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' }),
  },
];
if (findNginx()?.mimeTypes) {
  // scripts/nginx-serve.mjs serves HTTPS on PORT with a self-signed certificate for 127.0.0.1 (and its HTTP
  // redirect on PORT+1): trust it for this local benchmark only.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const nginx = (name, p, env) =>
    servers.push({
      name,
      base: `https://127.0.0.1:${p}`,
      child: spawn('node', ['scripts/nginx-serve.mjs'], {
        env: { ...process.env, PORT: String(p), NGINX_WORKERS: 'auto', ...env },
        stdio: 'ignore',
      }),
    });
  nginx('nginx, precompressed (gzip_static, brotli_static)', PORT + 1, {});
  // The baseline: the same nginx compressing every response on the fly (gzip level 6, no brotli), as before.
  nginx('nginx, on-the-fly gzip only (baseline)', PORT + 3, { NGINX_PRECOMPRESSED: '0' });
}
const compareOut = process.env.BENCH_COMPARE_OUT;
const compare = compareOut && {
  base: `http://127.0.0.1:${PORT + 10}`,
  child: spawn('node', ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(PORT + 10), OUT_DIR: compareOut },
    stdio: 'ignore',
  }),
};
for (const s of servers) await up(`${s.base}/`);
if (compare) await up(`${compare.base}/`);
const server = {
  kill: () => [...servers, ...(compare ? [compare] : [])].forEach((s) => s.child.kill()),
};
// Stopped early (Ctrl-C): take the servers down too.
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    server.kill();
    process.exit(130);
  });

const num = (v, f = (x) => String(Math.round(x))) => (v === undefined ? 'n/a' : f(v));
const chrome = await launchChrome(chromePath);

const rows = [];
/** The builds Lighthouse measures: this one, and the compared one (BENCH_COMPARE_OUT). */
const builds = [{ name: 'this', base }, ...(compare ? [{ name: `compared (${compareOut})`, base: compare.base }] : [])];
try {
  for (const form of RUNS > 0 ? /** @type {const} */ (['mobile', 'desktop']) : []) {
    for (const path of pages) {
      /** @type {Record<string, any[]>} */
      const runsOf = Object.fromEntries(builds.map((b) => [b.name, []]));
      for (let i = 0; i < RUNS; i++) {
        for (const build of i % 2 ? [...builds].reverse() : builds) {
          runsOf[build.name].push(await lighthouseRun(chrome, `${build.base}${path}`, form));
        }
      }
      for (const { name: build } of builds) {
        const runs = runsOf[build];
        const m = (k) => median(runs.map((r) => r[k]));
        rows.push({
          form,
          build,
          path,
          perf: m('perf'),
          a11y: m('a11y'),
          bp: m('bp'),
          seo: m('seo'),
          fcp: m('fcp'),
          lcp: m('lcp'),
          tbt: m('tbt'),
          cls: m('cls'),
          bytes: m('bytes'),
        });
        console.log(form, path, JSON.stringify(rows.at(-1)));
      }
    }
  }
} finally {
  await chrome.kill();
}

/** Bytes on the wire for one URL and Accept-Encoding (no decompression), and the encoding the server chose. */
const wire = (url, accept) =>
  new Promise((resolve, reject) => {
    request(url, { headers: accept ? { 'accept-encoding': accept } : {} }, (res) => {
      let n = 0;
      res.on('data', (c) => {
        n += c.length;
      });
      res.on('end', () => resolve({ bytes: n, encoding: res.headers['content-encoding'] ?? 'identity' }));
    })
      .on('error', reject)
      .end();
  });
const sizes = [];
for (const path of pages) {
  const row = { path };
  for (const [k, accept] of [
    ['identity', ''],
    ['gzip', 'gzip'],
    ['br', 'br, gzip'],
  ]) {
    const r = await wire(`${base}${path}`, accept);
    if (r.encoding !== k) throw new Error(`${path}: asked for ${k}, got ${r.encoding}`);
    row[k] = r.bytes;
  }
  sizes.push(row);
}

const loads = [];
for (const s of servers) {
  const r = await autocannon({
    url: `${s.base}/`,
    connections: 20,
    duration: LOAD_SECONDS,
    requests: pages.map((p) => ({ method: 'GET', path: p })),
    headers: { 'accept-encoding': 'br, gzip' },
  });
  loads.push({ name: s.name, r });
  console.log(s.name, Math.round(r.requests.average), 'req/s');
}
server.kill();
const load = { errors: loads.reduce((n, l) => n + l.r.errors, 0), non2xx: loads.reduce((n, l) => n + l.r.non2xx, 0) };
const buildCol = (/** @type {string} */ v) => (compare ? `${v} | ` : '');
const table = [
  `| Form | ${buildCol('Build')}Page | Perf | A11y | Best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | KB transferred |`,
  `|---|${compare ? '---|' : ''}---|---:|---:|---:|---:|---:|---:|---:|---:|---:|`,
  ...rows.map(
    (r) =>
      `| ${r.form} | ${buildCol(r.build)}${r.path} | ${num(r.perf)} | ${num(r.a11y)} | ${num(r.bp)} | ${num(r.seo)} | ${num(r.fcp)} | ${num(r.lcp)} | ${num(r.tbt)} | ${num(r.cls, (x) => x.toFixed(3))} | ${num(r.bytes, (x) => (x / 1024).toFixed(1))} |`,
  ),
].join('\n');
const kb = (n) => (n / 1024).toFixed(1);
const pct = (a, b) => `${Math.round((1 - a / b) * 100)} %`;
const weights = pageWeights();
const total = (ks) => weights.reduce((n, w) => n + ks.reduce((m, k) => m + w[k], 0), 0);
const sizeTable = [
  '| Page (HTML document) | identity KB | gzip KB | brotli KB | brotli vs gzip |',
  '|---|---:|---:|---:|---:|',
  ...sizes.map((r) => `| ${r.path} | ${kb(r.identity)} | ${kb(r.gzip)} | ${kb(r.br)} | −${pct(r.br, r.gzip)} |`),
  `| All ${weights.length} pages, first-load JS + CSS + HTML | | ${kb(total(['js', 'css', 'html']))} | ${kb(total(['jsBr', 'cssBr', 'htmlBr']))} | −${pct(total(['jsBr', 'cssBr', 'htmlBr']), total(['js', 'css', 'html']))} |`,
].join('\n');
const loadTable = [
  `| Server | requests in ${LOAD_SECONDS} s | req/s | p50 ms | p99 ms | MB/s | errors | non-2xx |`,
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...loads.map(
    ({ name, r }) =>
      `| ${name} | ${r.requests.total} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${(r.throughput.average / 1e6).toFixed(1)} | ${r.errors} | ${r.non2xx} |`,
  ),
].join('\n');
const loadLine =
  `Load (autocannon, ${LOAD_SECONDS} s per server, 20 connections, the 5 pages round-robin, Accept-Encoding "br, gzip" so ` +
  `the precompressed .br files are sent, 127.0.0.1, the load generator on the same machine):\n\n${loadTable}`;
const lhNote =
  RUNS > 0 ? '' : "Lighthouse not run (BENCH_RUNS=0; the last Lighthouse medians are in this file's git history). ";
const md =
  `# Benchmark\n\n${lhNote || `Lighthouse ${RUNS} runs per page and form factor, medians; `}${execFileSync(
    chromePath,
    ['--version'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  )
    .toString()
    .trim()}; ` +
  `served by scripts/serve.mjs (production headers, precompressed brotli). Machine: ${process.env.BENCH_MACHINE ?? 'this sandbox (2 cores)'}; ${new Date().toISOString().slice(0, 10)}.\n\n${rows.length ? `${table}\n\n` : ''}` +
  `## Bytes on the wire\n\nThe HTML document as each encoding sends it (scripts/serve.mjs; nginx sends the same files), and every page's first-load total (bench/page-weight.md).\n\n${sizeTable}\n\n## Load\n\n${loadLine}\n`;
mkdirSync('bench', { recursive: true });
// The comparison with AstroWind (`npm run bench:astrowind`) is its own section of the file: kept as it was.
const previous = existsSync('bench/results.md') ? readFileSync('bench/results.md', 'utf8') : '';
const astrowind = previous.includes(ASTROWIND_HEADING) ? previous.slice(previous.indexOf(ASTROWIND_HEADING)) : '';
writeFileSync('bench/results.md', astrowind ? `${md}\n${astrowind}` : md);
writeFileSync('bench/page-weight.md', pageWeightMarkdown());
console.log(`\n${table}\n\n${sizeTable}\n\n${loadLine}\n\nWrote bench/results.md`);
process.exit(load.errors || load.non2xx ? 1 : 0);
