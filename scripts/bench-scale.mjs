#!/usr/bin/env node
/**
 * `npm run bench:scale [-- N …]`: a benchmark, not a test. For each N (default 0 300 1000), copies the project (its
 * files as git lists them, uncommitted edits included) to a temporary folder, adds N blog posts (copies of the real
 * posts with their own titles, dates and tags), builds it as `npm run build` does with no cache (a fresh clone:
 * node_modules' packages linked, its caches not), and prints each step's wall-clock and CPU time against N, then
 * checks the build: every page within the HTML budget, the same first-load script on every page, the blog paged with
 * rel=prev/next, the feed's newest 50, every post in the sitemap. Writes bench/scale-<N>.json and bench/scale.md.
 * CPU time is the steadier figure on a shared machine. BENCH_SCALE_KEEP=1 keeps the copies. BENCH_SCALE_REF=<commit>
 * builds that commit instead (for a before/after: written as bench/scale-<N>-<commit>.json, not in the table), with
 * the packages it needs that this one dropped from BENCH_SCALE_MODULES (a node_modules folder).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const HTML_BUDGET_KB = 40;
const PER_PAGE = 24;
const FEED = 50;
// `--table`: only rewrite bench/scale.md from the results already written.
const tableOnly = process.argv.includes('--table');
const counts = process.argv
  .slice(2)
  .filter((a) => a !== '--table')
  .map(Number);
const ns = tableOnly ? [] : counts.length ? counts : [0, 300, 1000];
const root = process.cwd();
const tags = [
  'Knowledge capture',
  'Skilled trades',
  'Privacy',
  'Deployment',
  'Voice-first AI',
  'Frontline training',
  'Healthcare',
  'Manufacturing',
  'Hospitality',
  'Field service',
  'Onboarding',
  'Safety',
];

/** A copy of the project with its own node_modules folder of links to the packages (so no cache is shared). */
function copyProject() {
  const dir = mkdtempSync(join(tmpdir(), 'pm-scale-'));
  if (process.env.BENCH_SCALE_REF)
    execFileSync('bash', ['-c', `git archive ${process.env.BENCH_SCALE_REF} | tar -x -C ${dir}`]);
  const files = process.env.BENCH_SCALE_REF
    ? []
    : execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
        .split('\0')
        .filter((f) => f && existsSync(f));
  for (const f of files) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    cpSync(f, join(dir, f));
  }
  mkdirSync(join(dir, 'node_modules'));
  // BENCH_SCALE_MODULES: another node_modules folder whose packages an older commit needs and this one no longer has.
  const modules = [join(root, 'node_modules'), process.env.BENCH_SCALE_MODULES ?? ''].filter((m) => m !== '');
  for (const from of modules)
    for (const name of readdirSync(from))
      if (!name.startsWith('.') && !existsSync(join(dir, 'node_modules', name)))
        symlinkSync(join(from, name), join(dir, 'node_modules', name));
  // npm's bin links are relative to node_modules: keep them working.
  symlinkSync(join(root, 'node_modules', '.bin'), join(dir, 'node_modules', '.bin'));
  return dir;
}

/** `n` more posts in `dir`: the real posts' bodies, each with its own title, date (a day apart, older) and two tags. */
function addPosts(dir, n) {
  const blog = join(dir, 'src', 'content', 'blog');
  const sources = readdirSync(blog).map((f) => readFileSync(join(blog, f), 'utf8'));
  for (let i = 0; i < n; i++) {
    const source = sources[i % sources.length];
    const body = source.replace(/^---[\s\S]*?\n---\n/, '');
    const date = new Date(Date.UTC(2026, 9, 31) - i * 86_400_000).toISOString().slice(0, 10);
    const front = [
      '---',
      `title: 'Field notes, number ${i + 1}: what the night shift asked this week'`,
      `metaTitle: 'Field Notes ${i + 1}: What the Night Shift Asked'`,
      `date: '${date}'`,
      `summary: 'Number ${i + 1} of our field notes: the questions frontline teams asked a voice mentor, and what the answers changed on the job.'`,
      'author: Pocket Mentor team',
      'tags:',
      `  - ${tags[i % tags.length]}`,
      `  - ${tags[(i * 7 + 3) % tags.length]}`,
      '---',
    ].join('\n');
    writeFileSync(join(blog, `field-notes-${i + 1}.md`), `${front}\n${body}`);
  }
}

/** Runs `command` in `dir`; its wall-clock time and its processes' CPU time (bash's `times`), in ms. */
function timed(dir, command, env) {
  const t0 = performance.now();
  const r = spawnSync('bash', ['-c', `${command} > .bench-scale.log 2>&1; s=$?; times; exit $s`], {
    cwd: dir,
    env,
    encoding: 'utf8',
  });
  const ms = Math.round(performance.now() - t0);
  if (r.status !== 0)
    throw new Error(
      `${command} failed in ${dir}:\n${readFileSync(join(dir, '.bench-scale.log'), 'utf8').slice(-3000)}`,
    );
  const secs = (t) => {
    const m = /(\d+)m([\d.]+)s/.exec(t);
    return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
  };
  const children = (r.stdout.trim().split('\n').at(-1) ?? '').split(/\s+/);
  return { ms, cpuMs: Math.round((secs(children[0]) + secs(children[1])) * 1000) };
}

function* htmlFiles(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* htmlFiles(p);
    else if (e.name.endsWith('.html')) yield p;
  }
}

/** The build's checks: budgets, first-load script, paging, feed and sitemap. Returns its findings and problems. */
function check(out, posts) {
  const problems = [];
  let maxHtml = { kb: 0, page: '' };
  const firstLoad = new Map();
  let pages = 0;
  for (const file of htmlFiles(out)) {
    const page = '/' + relative(out, file);
    if (page.startsWith('/admin/')) continue;
    pages++;
    const html = readFileSync(file, 'utf8');
    const kb = gzipSync(html, { level: 9 }).length / 1024;
    if (kb > maxHtml.kb) maxHtml = { kb, page };
    if (kb > HTML_BUDGET_KB) problems.push(`${page}: HTML ${kb.toFixed(1)} KB gzip, over ${HTML_BUDGET_KB} KB`);
    // The script before any interaction: the inline boot module and what it, or a <script src>, loads.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/type="application\/(ld\+)?json"/.test(m[1]))
      .map((m) => m[2]);
    const srcs = [
      ...[...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
      ...inline.flatMap((code) => [...code.matchAll(/\)\("(\/_astro\/[^"]+\.js)"\)/g)].map((m) => m[1])),
    ];
    const bytes =
      inline.reduce((n, c) => n + gzipSync(c, { level: 9 }).length, 0) +
      srcs.reduce((n, s) => n + gzipSync(readFileSync(join(out, s)), { level: 9 }).length, 0);
    if (!page.startsWith('/search/')) firstLoad.set(bytes, (firstLoad.get(bytes) ?? 0) + 1);
  }
  const read = (p) => readFileSync(join(out, p), 'utf8');
  const lastPage = Math.ceil(posts / PER_PAGE);
  if (lastPage > 1) {
    const second = read('blog/2/index.html');
    if (!/<title>Blog, page 2\b/.test(second)) problems.push('/blog/2/: its title does not say "Blog, page 2"');
    if (!/<link rel="prev" href="[^"]*\/blog\/"/.test(second)) problems.push('/blog/2/: no rel=prev to /blog/');
    if (lastPage > 2 && !/<link rel="next" href="[^"]*\/blog\/3\/"/.test(second))
      problems.push('/blog/2/: no rel=next');
    if (!existsSync(join(out, `blog/${lastPage}/index.html`))) problems.push(`/blog/${lastPage}/ is missing`);
  }
  if (existsSync(join(out, `blog/${lastPage + 1}/index.html`)))
    problems.push(`/blog/${lastPage + 1}/ should not exist`);
  const items = (read('blog/rss.xml').match(/<item>/g) ?? []).length;
  if (items !== Math.min(FEED, posts)) problems.push(`the feed has ${items} items, not ${Math.min(FEED, posts)}`);
  const sitemap = read('sitemap.xml');
  const postUrls = (sitemap.match(/<loc>[^<]*\/blog\/(?!tag\/|\d+\/)[^<]+\/<\/loc>/g) ?? []).length;
  if (postUrls !== posts) problems.push(`the sitemap lists ${postUrls} posts, not ${posts}`);
  const tagPages = existsSync(join(out, 'blog', 'tag')) ? readdirSync(join(out, 'blog', 'tag')).length : 0;
  return {
    pages,
    maxHtmlKb: Number(maxHtml.kb.toFixed(1)),
    maxHtmlPage: maxHtml.page,
    firstLoadBytes: Object.fromEntries(firstLoad),
    blogPages: lastPage,
    tagPages,
    feedItems: items,
    sitemapUrls: (sitemap.match(/<loc>/g) ?? []).length,
    problems,
  };
}

/** An older postbuild's step times (wall only), from its log. */
function stepsFromLog(log) {
  const ms = (re) => ({ ms: Number(re.exec(log)?.[1] ?? NaN), cpuMs: NaN });
  return {
    firstPaint: ms(/font subset in \d+ pages \((\d+) ms\)/),
    pagefind: ms(/search index of \d+ pages .*\((\d+) ms\)/),
    precompress: ms(/precompressed .*\((\d+) ms\)/),
  };
}

const results = [];
for (const n of ns) {
  const dir = copyProject();
  addPosts(dir, n);
  const posts = readdirSync(join(dir, 'src', 'content', 'blog')).length;
  const env = {
    ...process.env,
    // The project's pinned Node (npm scripts put node_modules/.bin first; so does this, when run by hand).
    PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
    ASTRO_TELEMETRY_DISABLED: '1',
    PRECOMPRESS_CACHE: join(dir, '.precompress-cache'),
    POSTBUILD_TIMES: join(dir, '.postbuild-times.json'),
  };
  console.log(`bench:scale: N = ${n} (${posts} posts) in ${dir}`);
  const astro = timed(dir, 'node_modules/.bin/astro build', env);
  const postbuild = timed(dir, 'node scripts/postbuild.mjs', env);
  const steps = existsSync(env.POSTBUILD_TIMES)
    ? JSON.parse(readFileSync(env.POSTBUILD_TIMES, 'utf8'))
    : stepsFromLog(readFileSync(join(dir, '.bench-scale.log'), 'utf8'));
  const found = check(join(dir, 'out'), posts);
  const result = { n, posts, astro, postbuild, steps, ...found };
  results.push(result);
  const ref = process.env.BENCH_SCALE_REF ? `-${process.env.BENCH_SCALE_REF.slice(0, 7)}` : '';
  writeFileSync(join(root, 'bench', `scale-${n}${ref}.json`), JSON.stringify(result, null, 2) + '\n');
  const s = (t) => `${(t.ms / 1000).toFixed(1)} s (CPU ${Number.isNaN(t.cpuMs) ? '?' : (t.cpuMs / 1000).toFixed(1)} s)`;
  console.log(
    [
      `  astro build     ${s(astro)}`,
      ...Object.entries(steps).map(([k, t]) => `  ${k.padEnd(15)} ${s(t)}`),
      `  postbuild total ${s(postbuild)}`,
      `  ${found.pages} pages; largest HTML ${found.maxHtmlKb} KB gzip (${found.maxHtmlPage}); first-load script (gzip bytes: pages) ${JSON.stringify(found.firstLoadBytes)}`,
      `  blog pages ${found.blogPages}, tag pages ${found.tagPages}, feed items ${found.feedItems}, sitemap URLs ${found.sitemapUrls}`,
      ...found.problems.map((p) => `  PROBLEM: ${p}`),
    ].join('\n'),
  );
  if (!process.env.BENCH_SCALE_KEEP) rmSync(dir, { recursive: true, force: true });
}

// The table of every result written so far (bench/scale-*.json), and the cost of a post against Astro's.
const all = readdirSync(join(root, 'bench'))
  .filter((f) => /^scale-\d+\.json$/.test(f))
  .map((f) => JSON.parse(readFileSync(join(root, 'bench', f), 'utf8')))
  .sort((a, b) => a.n - b.n);
const stepNames = [...new Set(all.flatMap((r) => Object.keys(r.steps)))];
const cell = (t) => (t ? `${(t.ms / 1000).toFixed(1)} s (${(t.cpuMs / 1000).toFixed(1)})` : '–');
const rows = all.map(
  (r) =>
    `| ${r.n} | ${r.pages} | ${cell(r.astro)} | ${stepNames.map((k) => cell(r.steps[k])).join(' | ')} | ${cell(r.postbuild)} | ${r.maxHtmlKb} KB | ${r.problems.length ? r.problems.length + ' problems' : 'ok'} |`,
);
const base = all.find((r) => r.n === 0);
const perPost = base
  ? all
      .filter((r) => r.n > 0)
      .map((r) => {
        const per = (a, b) => ((a - b) / r.n).toFixed(0);
        return `- N = ${r.n}: each added post costs \`astro build\` ${per(r.astro.cpuMs, base.astro.cpuMs)} ms CPU (${per(r.astro.ms, base.astro.ms)} ms wall) and the steps after it ${per(r.postbuild.cpuMs, base.postbuild.cpuMs)} ms CPU (${per(r.postbuild.ms, base.postbuild.ms)} ms wall).`;
      })
  : [];
writeFileSync(
  join(root, 'bench', 'scale.md'),
  [
    '# Build time against the number of blog posts',
    '',
    '`npm run bench:scale` (scripts/bench-scale.mjs): N posts added to a copy of the project, built with no cache as',
    '`npm run build` does (the content editor included). Each cell: wall-clock time (CPU time of all threads in',
    'brackets). The machine was shared with other jobs: CPU time is the steadier figure. Pagefind indexes in a',
    'process of its own: its CPU time is in the total after `astro build`, not in its column.',
    '',
    `| N | pages | astro build | ${stepNames.join(' | ')} | after astro build | largest HTML (gzip) | checks |`,
    `|---|---|---|${stepNames.map(() => '---').join('|')}|---|---|---|`,
    ...rows,
    '',
    ...perPost,
    '',
  ].join('\n'),
);
console.log('bench:scale: bench/scale.md written');
