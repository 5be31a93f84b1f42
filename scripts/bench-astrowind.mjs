#!/usr/bin/env node
/**
 * `npm run bench:astrowind`: this site against AstroWind (onwidget/astrowind), measured the same way in one run.
 * A benchmark, not a test: `ASTROWIND_GIT=/path/to/astrowind.git npm run bench:astrowind`.
 * ASTROWIND_GIT is a local clone or bare mirror; ASTROWIND_COMMIT (pinned below) is checked out and built in
 * node_modules/.cache/astrowind/<commit>/ (ASTROWIND_REBUILD=1 starts over), offline except the npm registry: two
 * demo pages that download photos (REMOVED_PAGES) are left out. Both builds are precompressed, given the production
 * headers and per-page CSP, and served by scripts/serve.mjs on BENCH_PORT (default 3320) and BENCH_PORT+1.
 * Lighthouse (mobile, then desktop; BENCH_RUNS runs, default 3) visits both in one interleaved sequence, reversing
 * the order every other round, so a busy machine weighs on both alike; medians and the load average go into the last
 * section of bench/results.md. BENCH_SKIP_BUILD=1 reuses this site's out/.
 */
import { execFileSync, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';

import { cache, immutablePrefix, securityHeaders } from '../deploy/headers.mjs';
import { browserPath } from './browser.mjs';
import { ASTROWIND_HEADING, launchChrome, lighthouseRun, median, waitUp } from './lighthouse-runs.mjs';
import { policyFor } from './postbuild.mjs';
import { precompress } from './precompress.mjs';

/** onwidget/astrowind, main on 2025-08-09 ("Update Announcement.astro"), Astro 5.12. */
const ASTROWIND_COMMIT = '2e8f6ec459bc7363928f6c3bb1f5ea0c929930c6';
/** Demo pages whose remote photos (plus.unsplash.com, cdn.pixabay.com) Astro fetches while building. */
const REMOVED_PAGES = ['src/pages/homes/personal.astro', 'src/pages/homes/startup.astro'];
/** Our pages in the comparison: the home page and one page of each other template the issue names. */
const PAGES = ['/', '/industries/healthcare/', '/contact/', '/community/'];
const ASTROWIND_PAGES = ['/'];

const PORT = Number(process.env.BENCH_PORT ?? 3320);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const mirror = process.env.ASTROWIND_GIT;
if (import.meta.url === `file://${process.argv[1]}`) {
  if (!mirror) {
    console.error(
      [
        "bench:astrowind needs a local copy of AstroWind's git history: set ASTROWIND_GIT to it, for example",
        '  git clone --mirror https://github.com/onwidget/astrowind /srv/astrowind.git',
        '  ASTROWIND_GIT=/srv/astrowind.git npm run bench:astrowind',
        `(a bare mirror or an ordinary clone; it must contain commit ${ASTROWIND_COMMIT}).`,
      ].join('\n'),
    );
    process.exit(2);
  }
  await main(resolve(mirror));
}

/** Runs a command, its output shown; throws with the command named when it fails. */
function run(/** @type {string} */ cmd, /** @type {string[]} */ args, /** @type {string} */ cwd) {
  execFileSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
}

/** Checks out, installs and builds AstroWind at the pinned commit (reused when already built); returns dist/. */
async function buildAstrowind(/** @type {string} */ gitDir) {
  try {
    execFileSync('git', ['-C', gitDir, 'cat-file', '-e', `${ASTROWIND_COMMIT}^{commit}`], { stdio: 'ignore' });
  } catch {
    throw new Error(`ASTROWIND_GIT=${gitDir}: not a git repository holding commit ${ASTROWIND_COMMIT} of AstroWind`);
  }
  const dir = resolve('node_modules/.cache/astrowind', ASTROWIND_COMMIT);
  const dist = join(dir, 'dist');
  if (existsSync(join(dist, '_headers.bench')) && !process.env.ASTROWIND_REBUILD) {
    console.log(`bench:astrowind: reusing the build in ${relative('.', dist)}`);
    return dist;
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  run('git', ['clone', '--quiet', '--no-checkout', gitDir, dir], '.');
  run('git', ['-c', 'advice.detachedHead=false', 'checkout', '--quiet', ASTROWIND_COMMIT], dir);
  for (const page of REMOVED_PAGES) rmSync(join(dir, page));
  run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  run('npm', ['run', 'build'], dir);
  // Its own precompress cache: the shared one forgets whatever the last directory compressed did not have.
  await precompress(dist, join(dir, '.precompress-cache'));
  writeHeaders(dist);
  writeFileSync(join(dist, '_headers.bench'), `${ASTROWIND_COMMIT}\n`);
  return dist;
}

/** The headers this site's build gets (scripts/postbuild.mjs), for AstroWind's pages: _headers for serve.mjs. */
function writeHeaders(/** @type {string} */ dist) {
  const block = (/** @type {string} */ path, /** @type {Record<string, string>} */ headers) =>
    [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  const blocks = [block('/*', securityHeaders), block(`${immutablePrefix}*`, { 'Cache-Control': cache.immutable })];
  for (const name of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.html')) continue;
    const rel = `/${name.split(sep).join('/')}`;
    const path = rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel;
    const csp = policyFor(readFileSync(join(dist, name), 'utf8'));
    blocks.push(block(path, { 'Content-Security-Policy': csp, 'Cache-Control': cache.revalidate }));
  }
  writeFileSync(join(dist, '_headers'), `${blocks.join('\n\n')}\n`);
}

async function main(/** @type {string} */ gitDir) {
  const chromePath = browserPath();
  if (!chromePath)
    throw new Error('No Chromium found: run `npx playwright install chromium` or set CHROMIUM_PATH (see README).');
  const dist = await buildAstrowind(gitDir);
  if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });

  const sites = [
    { name: 'Pocket Mentor', out: 'out', port: PORT, pages: PAGES },
    { name: 'AstroWind', out: dist, port: PORT + 1, pages: ASTROWIND_PAGES },
  ].map((s) => ({
    ...s,
    base: `http://127.0.0.1:${s.port}`,
    child: spawn('node', ['scripts/serve.mjs'], {
      env: { ...process.env, PORT: String(s.port), OUT_DIR: s.out },
      stdio: 'ignore',
    }),
  }));
  const stop = () => sites.forEach((s) => s.child.kill());
  for (const sig of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(sig, () => {
      stop();
      process.exit(130);
    });

  const targets = sites.flatMap((s) => s.pages.map((path) => ({ site: s.name, path, url: `${s.base}${path}` })));
  /** @type {{ form: string; site: string; path: string; runs: Awaited<ReturnType<typeof lighthouseRun>>[] }[]} */
  const rows = [];
  /** @type {Record<string, number[]>} */
  const loads = { mobile: [], desktop: [] };
  try {
    for (const s of sites) await waitUp(`${s.base}/`);
    const chrome = await launchChrome(chromePath);
    try {
      for (const form of /** @type {const} */ (['mobile', 'desktop'])) {
        const of = targets.map((t) => ({ form, site: t.site, path: t.path, runs: /** @type {any[]} */ ([]) }));
        for (let i = 0; i < RUNS; i++) {
          const order = i % 2 ? [...targets.keys()].reverse() : [...targets.keys()];
          for (const k of order) {
            loads[form].push(loadavg()[0]);
            let result = await lighthouseRun(chrome, targets[k].url, form);
            // Lighthouse could not finish (it happens under load): once more, then the run counts as missing.
            if (result.error) result = await lighthouseRun(chrome, targets[k].url, form);
            of[k].runs.push(result);
            console.log(form, targets[k].site, targets[k].path, `run ${i + 1}`, JSON.stringify(of[k].runs.at(-1)));
          }
        }
        loads[form].push(loadavg()[0]);
        rows.push(...of);
      }
    } finally {
      await chrome.kill();
    }
  } finally {
    stop();
  }

  const num = (/** @type {number | undefined} */ v, f = (/** @type {number} */ x) => String(Math.round(x))) =>
    v === undefined ? 'n/a' : f(v);
  const kb = (/** @type {number} */ x) => (x / 1024).toFixed(1);
  const m = (/** @type {typeof rows[number]} */ r, /** @type {string} */ k) =>
    median(r.runs.map((x) => /** @type {any} */ (x)[k]));
  const table = [
    '| Form | Site | Page | Perf | FCP ms | LCP ms | LCP − FCP ms | Speed Index ms | TBT ms | CLS | JS KB | KB transferred | LCP of each run ms |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) => {
      const gap = median(r.runs.map((x) => x.lcp - x.fcp));
      return `| ${r.form} | ${r.site} | ${r.path} | ${num(m(r, 'perf'))} | ${num(m(r, 'fcp'))} | ${num(m(r, 'lcp'))} | ${num(gap)} | ${num(m(r, 'si'))} | ${num(m(r, 'tbt'))} | ${num(m(r, 'cls'), (x) => x.toFixed(3))} | ${num(m(r, 'scriptBytes'), kb)} | ${num(m(r, 'bytes'), kb)} | ${r.runs.map((x) => Math.round(x.lcp)).join(', ')} |`;
    }),
  ].join('\n');
  const loadNote = Object.entries(loads)
    .map(
      ([form, xs]) =>
        `${form} ${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)} (median ${median(xs)?.toFixed(2)})`,
    )
    .join('; ');
  const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
  const chromeVersion = execFileSync(chromePath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();
  const section =
    `${ASTROWIND_HEADING}\n\n` +
    `\`npm run bench:astrowind\` (scripts/bench-astrowind.mjs), ${new Date().toISOString().slice(0, 10)}: this build and AstroWind ` +
    `at commit ${ASTROWIND_COMMIT} (onwidget/astrowind), both precompressed and served by scripts/serve.mjs with the ` +
    `production headers; Lighthouse ${lighthouseVersion} (mobile: its default simulated mid-range phone on slow 4G; ` +
    `desktop), ${chromeVersion}, ${RUNS} runs of each page interleaved with the other site's, medians. ` +
    `Machine: ${process.env.BENCH_MACHINE ?? `this sandbox (${cpus().length} cores)`}; 1-minute load average during ` +
    `the runs: ${loadNote}. JS KB: script bytes Lighthouse saw transferred without interaction.\n\n${table}\n`;
  mkdirSync('bench', { recursive: true });
  const previous = existsSync('bench/results.md') ? readFileSync('bench/results.md', 'utf8') : '# Benchmark\n\n';
  const before = previous.includes(ASTROWIND_HEADING)
    ? previous.slice(0, previous.indexOf(ASTROWIND_HEADING))
    : `${previous.trimEnd()}\n\n`;
  writeFileSync('bench/results.md', `${before}${section}`);
  console.log(`\n${section}\nWrote bench/results.md (section "${ASTROWIND_HEADING.slice(3)}")`);
}
