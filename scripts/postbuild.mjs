#!/usr/bin/env node
/**
 * After `astro build`: first-paint work on every page (scripts/first-paint.mjs), then each page's
 * Content-Security-Policy from the HTML it ships (hashes of its inline scripts and styles, never 'unsafe-inline';
 * the booking vendor's origins on its page), written for each host: out/_headers (Netlify, `npm start`; none on a
 * Cloudflare Pages build), out/_worker.js (Cloudflare Pages, the only source of headers there) and
 * deploy/build/csp-map.conf (nginx; deploy/build/<dir>/ for another OUT_DIR). Then the Pagefind index of every
 * page's <main> but duplicates, the search and error pages (copied to public/pagefind/ for `npm run dev`), and
 * last scripts/precompress.mjs (PRECOMPRESS=0 skips it).
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import * as pagefind from 'pagefind';

import { workerSource } from '../deploy/cloudflare-worker.mjs';
import {
  adminContentSecurityPolicy,
  adminHeaders,
  adminPath,
  cache,
  contentSecurityPolicy,
  immutablePrefix,
  securityHeaders,
} from '../deploy/headers.mjs';
import { firstPaintRewriter } from './first-paint.mjs';
import { precompress } from './precompress.mjs';
import { separateBlocks } from './search-text.mjs';

const out = process.env.OUT_DIR ?? 'out';
const sha = (/** @type {string} */ text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** @param {string} dir @returns {Generator<string>} */
function* htmlFiles(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* htmlFiles(p);
    else if (e.name.endsWith('.html')) yield p;
  }
}

/**
 * A page's Content-Security-Policy. Inline scripts the browser executes (no src; a JavaScript type or none)
 * are hashed; JSON-LD and other data blocks are not scripts.
 * @param {string} html
 */
export function policyFor(html) {
  /** @type {Set<string>} */
  const scriptHashes = new Set();
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/i.test(attrs)) continue;
    const type = /\stype="([^"]*)"/i.exec(attrs)?.[1];
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/i.test(type)) continue;
    scriptHashes.add(sha(m[2] ?? ''));
  }
  const styleHashes = new Set([...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map((m) => sha(m[1])));
  const unescape = (v) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const attrs = (attr) => [...html.matchAll(new RegExp(`${attr}="([^"]+)"`, 'g'))].map((m) => unescape(m[1]));
  const origin = (attr) => attrs(attr).map((v) => new URL(v).origin);
  // The vendor's needs from site.booking.csp, rendered by the booking widget as JSON.
  /** @type {Record<'script' | 'frame' | 'connect' | 'style' | 'img', string[]>} */
  const vendor = { script: [], frame: [], connect: [], style: [], img: [] };
  for (const json of attrs('data-booking-csp')) {
    for (const [k, v] of Object.entries(JSON.parse(json))) {
      if (!(k in vendor))
        throw new Error(`site.booking.csp: unknown directive "${k}" (script, frame, connect, style, img)`);
      vendor[k].push(...v);
    }
  }
  return contentSecurityPolicy({
    scriptHashes: [...scriptHashes],
    styleHashes: [...styleHashes],
    scriptOrigins: [...origin('data-booking-script'), ...vendor.script],
    frameOrigins: [...origin('data-booking-frame'), ...vendor.frame],
    // Analytics (docs/analytics.md): with SITE_ANALYTICS_* set, the page shell names the endpoint's origin on
    // <html> of every page; without them there is no such attribute and connect-src stays as it was.
    connectOrigins: [...origin('data-analytics-origin'), ...vendor.connect],
    styleSources: vendor.style,
    imgOrigins: vendor.img,
  });
}

/**
 * The content editor's policy (/admin/, src/cms/): its own, from deploy/headers.mjs, with the hashes of any inline
 * script it carries (none today: its configuration is a JSON data block) and the origin of its sign-in helper.
 * @param {string} html
 */
export function adminPolicyFor(html) {
  const scriptHashes = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\ssrc=/i.test(m[1] ?? '') && !/\stype="application\/json"/i.test(m[1] ?? ''))
    .map((m) => sha(m[2] ?? ''));
  const auth = /<html[^>]*\sdata-cms-auth="([^"]+)"/.exec(html)?.[1];
  return adminContentSecurityPolicy({ scriptHashes, connectOrigins: auth ? [new URL(auth).origin] : [] });
}

/**
 * The HTML the search index reads: what a screen reader hears. Decorative text hidden from assistive technology
 * (step numbers, the numbered badges of a call transcript, icons) would otherwise glue onto the words beside it in
 * result snippets ("2Review…"), so every `aria-hidden="true"` element is left out of the index. And the index joins
 * the text of neighbouring elements as written ("Safety procedureGas odor", "00:04Pocket Mentor"): a space between
 * any two tags keeps their words apart, where a browser shows them apart too, and so does one between a closing tag
 * and an opening quote (a speaker's label, then their words: "before cleaning“Walk me through…"). Blocks a reader
 * sees apart are joined with " · " where the first does not end a sentence (./search-text.mjs).
 * @param {string} html
 */
export const searchableHtml = (html) =>
  separateBlocks(
    html
      // What the index never reads (only <main> is indexed), cut so it does not parse it: the page's inlined CSS and
      // icons, and its scripts.
      .replace(
        /<style[^>]*>[\s\S]*?<\/style>|<script[^>]*>[\s\S]*?<\/script>|<div hidden><svg[\s\S]*?<\/svg><\/div>/g,
        '',
      )
      .replace(/ aria-hidden="true"/g, ' aria-hidden="true" data-pagefind-ignore="all"')
      .replace(/>(?=<)/g, '> ')
      .replace(/(<\/[a-z][a-z0-9]*>)(?=(?:<!-- -->)?[“‘])/g, '$1 '),
  );

/**
 * Pages the search leaves out: the search page, the 404 and the other error pages, the content editor, and the blog's later list pages and
 * tag pages, which only repeat the posts' titles and summaries (every post is indexed on its own page).
 * @param {string} path
 */
export const unsearched = (path) =>
  !path.endsWith('/') ||
  path === '/search/' ||
  path === '/404/' ||
  path.startsWith('/errors/') ||
  path === adminPath ||
  /^\/blog\/(\d+|tag\/.+)\/$/.test(path);

/**
 * Times one step of the build: its wall-clock time and the CPU time this process spent in it (all its threads, the
 * compression pool included), printed and kept for `npm run bench:scale` (POSTBUILD_TIMES names a JSON file).
 * @type {Record<string, { ms: number; cpuMs: number }>}
 */
const times = {};
/** @template T @param {string} name @param {() => Promise<T> | T} fn @returns {Promise<T>} */
async function step(name, fn) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const result = await fn();
  const c = process.cpuUsage(c0);
  times[name] = { ms: Math.round(performance.now() - t0), cpuMs: Math.round((c.user + c.system) / 1000) };
  return result;
}

/**
 * The web server's error pages (out/errors/) ship no script: nginx answers a 400 or a 414 before it reads the path,
 * with the baseline policy, which allows no inline script. Their search box is a plain form and works without.
 * @param {string} html
 */
export const withoutScripts = (html) =>
  html
    .replace(/<script(\s[^>]*)?>[\s\S]*?<\/script>/gi, '')
    .replace(/<link rel="(?:preload|modulepreload)" as="script"[^>]*>/gi, '');

if (import.meta.url === `file://${process.argv[1]}`) {
  // First: each page's own CSS into a <style>, its hero scene into the page, the web font cut to the site's
  // characters (scripts/first-paint.mjs), so the CSP hashes are made from the final HTML.
  const inlined = await step('firstPaint', async () => {
    const inline = await firstPaintRewriter(out);
    let n = 0;
    for (const file of htmlFiles(out)) {
      const html = readFileSync(file, 'utf8');
      const errorPage = relative(out, file).split(sep)[0] === 'errors';
      const page = errorPage ? withoutScripts(inline(html)) : inline(html);
      if (page !== html) {
        writeFileSync(file, page);
        n++;
      }
    }
    return n;
  });
  console.log(
    `postbuild: CSS inlined, hero scene inlined, font subset in ${inlined} pages (${times.firstPaint.ms} ms)`,
  );

  const pages = [];
  const cspStarted = { t: performance.now(), c: process.cpuUsage() };
  for (const file of htmlFiles(out)) {
    const rel = '/' + relative(out, file).split(sep).join('/');
    // out/company/index.html is served at /company/; out/404.html at /404.html (and for every 404).
    const path = rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel;
    const noStore = rel === '/404.html' || rel.startsWith('/errors/');
    const html = readFileSync(file, 'utf8');
    pages.push({
      path,
      file: rel,
      csp: path === adminPath ? adminPolicyFor(html) : policyFor(html),
      cache: noStore ? cache.none : cache.revalidate,
    });
  }
  pages.sort((a, b) => a.path.localeCompare(b.path));
  const cspCpu = process.cpuUsage(cspStarted.c);
  times.csp = {
    ms: Math.round(performance.now() - cspStarted.t),
    cpuMs: Math.round((cspCpu.user + cspCpu.system) / 1000),
  };

  const indexed = await step('pagefind', async () => {
    const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error('pagefind: could not create the index');
    let n = 0;
    for (const p of pages) {
      if (unsearched(p.path)) continue;
      const html = readFileSync(join(out, p.file), 'utf8');
      const canonical = /<link rel="canonical" href="https?:\/\/[^/"]+([^"]*)"/.exec(html)?.[1];
      if (canonical && canonical !== p.path) continue;
      const { errors } = await index.addHTMLFile({ url: p.path, content: searchableHtml(html) });
      if (errors.length) throw new Error(`pagefind: ${p.path}: ${errors.join('; ')}`);
      n++;
    }
    // The build copies public/ into out/, including the dev copy of an earlier index: start clean.
    rmSync(join(out, 'pagefind'), { recursive: true, force: true });
    await index.writeFiles({ outputPath: join(out, 'pagefind') });
    await pagefind.close();
    return n;
  });
  console.log(`postbuild: search index of ${indexed} pages → ${out}/pagefind (${times.pagefind.ms} ms)`);
  // `astro dev` serves public/ only: give it the index too (git-ignored, replaced by every build of out/).
  if (out === 'out') {
    rmSync('public/pagefind', { recursive: true, force: true });
    cpSync(join(out, 'pagefind'), 'public/pagefind', { recursive: true });
  }

  /** @param {string} path @param {Record<string, string>} headers */
  const block = (path, headers) => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  const headersFile =
    [
      '# Generated by scripts/postbuild.mjs from deploy/headers.mjs. Netlify / Cloudflare Pages format.',
      block('/*', securityHeaders),
      block(`${immutablePrefix}*`, { 'Cache-Control': cache.immutable }),
      // The editor's own opener policy follows the site-wide one: on Netlify (and `npm start`) a later rule's
      // header replaces an earlier one's; on Cloudflare the worker sets it.
      ...pages.map((p) =>
        block(p.path, {
          'Content-Security-Policy': p.csp,
          'Cache-Control': p.cache,
          ...(p.path === adminPath ? adminHeaders : {}),
        }),
      ),
    ].join('\n\n') + '\n';
  // Cloudflare Pages reads at most 100 _headers rules (this site has one per page): a Pages build (CF_PAGES) writes
  // none, and the worker sets every header there.
  if (process.env.CF_PAGES) rmSync(join(out, '_headers'), { force: true });
  else writeFileSync(join(out, '_headers'), headersFile);
  writeFileSync(join(out, '_worker.js'), workerSource(pages));

  // A build into another OUT_DIR (the analytics variant the tests build, scripts/build-analytics.mjs) keeps its
  // nginx map apart, so it never replaces the one deploy/nginx.conf and the nginx tests use.
  const deployBuild = out === 'out' ? 'deploy/build' : join('deploy/build', basename(out));
  mkdirSync(deployBuild, { recursive: true });
  const entries = pages.flatMap((p) =>
    [...new Set([p.path, p.file])].map((k) => `${JSON.stringify(k)} ${JSON.stringify(p.csp)};`),
  );
  writeFileSync(
    join(deployBuild, 'csp-map.conf'),
    `# Generated by scripts/postbuild.mjs: $uri -> Content-Security-Policy\n${entries.join('\n')}\n`,
  );
  console.log(
    `postbuild: CSP for ${pages.length} pages → ${out}/_headers, ${out}/_worker.js, ${deployBuild}/csp-map.conf`,
  );

  if (process.env.PRECOMPRESS !== '0') {
    const t = await step('precompress', () => precompress(out));
    console.log(
      `postbuild: precompressed ${t.files} files → ${t.br} .br, ${t.gz} .gz, ${t.cached} from cache (${times.precompress.ms} ms)`,
    );
  }
  if (process.env.POSTBUILD_TIMES) writeFileSync(process.env.POSTBUILD_TIMES, JSON.stringify(times));
}
