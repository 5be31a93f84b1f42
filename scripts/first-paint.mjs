/**
 * Everything the first paint needs, in the page itself (run by scripts/postbuild.mjs on every page, before the CSP
 * is computed): so the largest paint waits for no request but the HTML and the text face.
 * - The page's own CSS in a <style>: the rules without a class, and those whose classes all appear in its HTML or
 *   in any of the site's scripts (Tailwind's own test, per page). The stylesheet files stay in out/_astro/.
 * - The hero's drawn scene as a data: URL (img-src allows data:), spaces percent-encoded so the HTML validates.
 * - The web fonts cut to the characters the site writes (and printable ASCII); others fall back glyph by glyph.
 * - The icons the page shows, from the sprite, in a hidden <div> in the page (islands still use the sprite file).
 * - The island loader requested after the first paint or at the first touch (ui/islands/boot.mjs, inlined).
 * The measurements behind each choice are in bench/page-weight.md.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { transform } from 'lightningcss';
import subsetFont from 'subset-font';

import { bootLoader, headerScrollState } from '../src/components/ui/islands/boot.mjs';

const unescapeHtml = (/** @type {string} */ v) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every word that could be a class name: split on white space and quotes, as Tailwind's scanner does. */
const tokensOf = (/** @type {string} */ text) => text.split(/[\s"'`]+/);

/**
 * The class names a selector requires of one element chain: the classes of its compound selectors, not those
 * inside :is(), :not(), :where() or :has() (so such a rule is kept whenever its own classes are present).
 * @param {{ type: string; name?: string }[]} selector
 */
const requiredClasses = (selector) => selector.flatMap((c) => (c.type === 'class' && c.name ? [c.name] : []));

/**
 * `css` with the style rules no element of the page can match removed: a rule stays when any of its selectors
 * has all its classes in `tokens`. At-rules (@font-face, @keyframes, @property, @media wrappers) stay.
 * @param {string} css @param {Set<string>} tokens
 */
function pruneCss(css, tokens) {
  const { code } = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          const used = rule.value.selectors.some((s) =>
            requiredClasses(/** @type {any} */ (s)).every((c) => tokens.has(c)),
          );
          return used ? undefined : [];
        },
      },
    },
  });
  return code.toString();
}

/** Every class name a style rule of `css` requires (what can make a page's pruned copy differ from another's). */
function classesOf(/** @type {string} */ css) {
  /** @type {Set<string>} */
  const classes = new Set();
  transform({
    filename: 'site.css',
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style(rule) {
          for (const s of rule.value.selectors) for (const c of requiredClasses(/** @type {any} */ (s))) classes.add(c);
          return undefined;
        },
      },
    },
  });
  return classes;
}

/**
 * The scene file as a data: URL for an attribute delimited by double quotes (the SVG has none of its own '). A URL
 * holds no spaces: the ones between tags go, the rest are written %20.
 */
export function svgDataUrl(/** @type {string} */ svg) {
  if (svg.includes("'")) return `data:image/svg+xml,${encodeURIComponent(svg)}`;
  const body = svg
    .trim()
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/%/g, '%25')
    .replace(/#/g, '%23')
    .replace(/&/g, '%26')
    .replace(/</g, '%3C')
    .replace(/>/g, '%3E')
    .replace(/ /g, '%20');
  return `data:image/svg+xml,${body}`;
}

/** Every file under `dir` whose name ends with one of `exts`. @returns {string[]} */
const filesOf = (/** @type {string} */ dir, /** @type {string[]} */ exts) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => exts.some((e) => f.endsWith(e)))
    .map((f) => join(dir, f));

/**
 * The site's web fonts (every .woff2 its stylesheets use: Figtree and the spoken face), each cut to
 * the characters of the build (its pages and the site's own scripts; not the content editor's, which is not a page
 * of the site) and printable ASCII, written as /_astro/<name>.subset-<hash>.woff2. Returns [original URL, subset
 * URL] pairs.
 * @param {string} out
 * @returns {Promise<[string, string][]>}
 */
async function subsetWebFonts(out) {
  const assets = join(out, '_astro');
  const fonts = new Set(
    readdirSync(assets)
      .filter((f) => f.endsWith('.css'))
      .flatMap((f) =>
        [...readFileSync(join(assets, f), 'utf8').matchAll(/\/_astro\/[\w.-]+\.woff2/g)].map((m) => m[0]),
      ),
  );
  if (!fonts.size) return [];
  const editor = [join(out, 'admin') + sep, join(assets, 'cms') + sep];
  const ours = (/** @type {string} */ f) => !editor.some((e) => f.startsWith(e));
  const chars = new Set(Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)));
  for (const f of [...filesOf(out, ['.html']), ...filesOf(assets, ['.js'])].filter(ours))
    for (const c of unescapeHtml(readFileSync(f, 'utf8'))) chars.add(c);
  const text = [...chars].join('');
  /** @type {[string, string][]} */
  const pairs = [];
  for (const url of [...fonts].sort()) {
    const font = await subsetFont(readFileSync(join(out, url)), text, { targetFormat: 'woff2' });
    const hash = createHash('sha256').update(font).digest('base64url').slice(0, 8);
    const subset = url.replace(/(\.[\w-]+)?\.woff2$/, `.subset-${hash}.woff2`);
    writeFileSync(join(out, subset), font);
    pairs.push([url, subset]);
  }
  return pairs;
}

/**
 * Returns a function that rewrites one page's HTML: its stylesheets inlined and pruned, its hero scene inlined,
 * its web font the subset.
 * @param {string} out the build's folder
 */
export async function firstPaintRewriter(out) {
  const fonts = await subsetWebFonts(out);
  const assets = join(out, '_astro');
  /** Every token of the site's scripts: classes their code may put on elements at run time. */
  const scriptTokens = new Set(
    readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) => tokensOf(readFileSync(join(assets, f), 'utf8'))),
  );
  /** @type {Map<string, { css: string; classes: Set<string> }>} */
  const sheets = new Map();
  const sheet = (/** @type {string} */ href) => {
    if (!sheets.has(href)) {
      const css = readFileSync(join(out, decodeURIComponent(href)), 'utf8');
      // Inline, a relative url() would resolve against the page's address instead of the stylesheet's.
      const relative = /url\(\s*['"]?(?![a-z]+:|\/|#)[^)]*\)/i.exec(css);
      if (relative) throw new Error(`first-paint: ${href} has a relative ${relative[0]}; it cannot be inlined`);
      sheets.set(href, { css, classes: classesOf(css) });
    }
    return /** @type {{ css: string; classes: Set<string> }} */ (sheets.get(href));
  };
  /**
   * A sheet pruned for a page, computed once per set of the sheet's classes the page has: pages of one template
   * (every blog post, every industry) mostly share one, so the work follows the templates, not the pages.
   * @type {Map<string, string>}
   */
  const pruned = new Map();
  const prunedFor = (/** @type {string} */ href, /** @type {Set<string>} */ tokens) => {
    const { css, classes } = sheet(href);
    const key = `${href} ${[...classes].filter((c) => tokens.has(c)).join(' ')}`;
    if (!pruned.has(key)) pruned.set(key, pruneCss(css, tokens));
    return /** @type {string} */ (pruned.get(key));
  };
  /** @type {Map<string, string>} */
  const scenes = new Map();
  /** The sprite's symbols by name, each with its id made page-safe (pm-icon-<name>). */
  const symbols = new Map(
    [...readFileSync(join(out, 'icons.svg'), 'utf8').matchAll(/<symbol id="([\w-]+)"[\s\S]*?<\/symbol>/g)].map((m) => [
      m[1],
      m[0].replace(`id="${m[1]}"`, `id="pm-icon-${m[1]}"`),
    ]),
  );

  return (/** @type {string} */ html) => {
    const tokens = new Set(scriptTokens);
    for (const t of tokensOf(unescapeHtml(html))) tokens.add(t);
    const links = [...html.matchAll(/<link rel="stylesheet" href="(\/[^"]+\.css)">/g)];
    if (!links.length) return html;
    // All the page's stylesheets, in their order, as one <style> where the first of them was.
    const css = links.map((m) => prunedFor(/** @type {string} */ (m[1]), tokens)).join('');
    let page = html.replace(links[0][0], `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
    for (const m of links.slice(1)) page = page.replace(m[0], '');
    page = page.replace(/<img src="(\/illustrations\/[^"]+\.svg)("[^>]* fetchPriority="high")/g, (_, src, after) => {
      if (!scenes.has(src)) scenes.set(src, svgDataUrl(readFileSync(join(out, src), 'utf8')));
      // The file's path stays on the image (data-src), so a check can still tell which drawing it is.
      return `<img data-src="${src}" src="${scenes.get(src)}${after}`;
    });
    /** @type {Set<string>} */
    const icons = new Set();
    page = page.replace(/ href="\/icons\.svg(?:\?v=[^"#]*)?#([\w-]+)"/g, (whole, name) => {
      if (!symbols.has(name)) return whole;
      icons.add(name);
      return ` href="#pm-icon-${name}"`;
    });
    if (icons.size) {
      const sprite = `<div hidden><svg xmlns="http://www.w3.org/2000/svg">${[...icons].map((n) => symbols.get(n)).join('')}</svg></div>`;
      page = page.replace(/<body([^>]*)>/, (body) => `${body}${sprite}`);
    }
    page = page.replace(
      /<script type="module" src="(\/_astro\/page-shell[^"]+)"><\/script>/,
      (_, src) => `<script type="module">(${headerScrollState})();(${bootLoader})(${JSON.stringify(src)})</script>`,
    );
    for (const [from, to] of fonts) page = page.replaceAll(from, to);
    return page;
  };
}
