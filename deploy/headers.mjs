/**
 * The response headers production uses: the single source for `npm start` (scripts/serve.mjs), the
 * Netlify / Cloudflare Pages `_headers` file and the nginx config (both written by scripts/postbuild.mjs
 * and deploy/nginx.mjs).
 */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // No other site may load these responses as no-cors subresources (<img>, <script>…). Link previews are
  // fetched by the social sites' servers, which CORP does not concern.
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export const cache = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
  short: 'public, max-age=3600, must-revalidate',
  none: 'no-store',
};

/**
 * Where the build writes its content-hashed assets (Astro's `build.assets`; cached for a year, immutable). The one
 * place this path is named: `npm start`, the _headers file, the nginx config and the Cloudflare worker read it here.
 */
export const immutablePrefix = '/_astro/';

/**
 * Hashed build assets never change; HTML revalidates; other files are cached an hour.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  if (pathname.startsWith(immutablePrefix)) return cache.immutable;
  if (pathname.endsWith('/') || /\.(html|txt)$/.test(pathname)) return cache.revalidate;
  return cache.short;
}

/**
 * The Content-Security-Policy of one page. script-src is 'self' plus the SHA-256 hash of each inline script the
 * page carries (the boot script that keeps a first tap for the island loader), never 'unsafe-inline'; the booking vendor's
 * sources (site.booking.csp, read from the page by scripts/postbuild.mjs) are allowed only on the page
 * that embeds it. 'wasm-unsafe-eval' lets the search index's WebAssembly run; it does not allow eval().
 *
 * Styles: <style> elements are allowed only by hash (style-src-elem): the page's own inline <style> elements,
 * which scripts/postbuild.mjs hashes (every page carries one: its own CSS, inlined by scripts/first-paint.mjs). Nothing on the site injects one at run time: the mobile drawer locks
 * scroll with a class on <html> (mobile-drawer.tsx, globals.css) instead of Radix's overlay, whose scroll-lock
 * library (react-remove-scroll) injects a <style> whose content varies with the scrollbar width. The only
 * run-time <style> allowed is the booking vendor's, by its exact hash, on /contact only. Style attributes
 * (Radix positioning, reserved heights, the vendor's iframe resizer) stay allowed by style-src-attr alone:
 * they cannot load resources or run script. style-src itself has no 'unsafe-inline': it lists the same
 * sources as style-src-elem, which is what browsers without style-src-elem/-attr (CSP level 2) apply to
 * both; there, style attributes are blocked (the layout loses reserved heights, nothing else).
 * @param {{ scriptHashes?: string[]; styleHashes?: string[]; scriptOrigins?: string[]; frameOrigins?: string[];
 *   connectOrigins?: string[]; styleSources?: string[]; imgOrigins?: string[] }} [sources]
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  styleHashes = [],
  scriptOrigins = [],
  frameOrigins = [],
  connectOrigins = [],
  styleSources = [],
  imgOrigins = [],
} = {}) {
  const q = (h) => `'${h}'`;
  const vendor = (list) => [...new Set(list.map(vendorSource))];
  const frames = vendor(frameOrigins);
  const styles = ["'self'", ...styleHashes.map(q), ...vendor(styleSources)].join(' ');
  return [
    "default-src 'self'",
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes.map(q), ...vendor(scriptOrigins)].join(' '),
    // <style> elements by hash; inline style attributes (Radix positioning, reserved heights) by style-src-attr.
    `style-src ${styles}`,
    `style-src-elem ${styles}`,
    "style-src-attr 'unsafe-inline'",
    ['img-src', "'self'", 'data:', ...vendor(imgOrigins)].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...vendor(connectOrigins)].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    frames.length ? ['frame-src', ...frames].join(' ') : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A source a vendor may add: an https origin (a leading *. wildcard allowed) or a 'sha256-…' hash.
 * Anything else ('unsafe-inline', paths, schemes, a stray ";") fails the build rather than loosen the policy.
 */
export function vendorSource(source) {
  const s = String(source).trim();
  if (/^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/.test(s)) return s;
  if (/^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i.test(s)) return s.toLowerCase();
  throw new Error(
    `Booking vendor CSP source not allowed: ${JSON.stringify(source)} (an https origin or a 'sha256-…' hash)`,
  );
}

/** For responses that are not pages: assets, and the search worker (which compiles Pagefind's WebAssembly). */
export const baselineCsp =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/** Where the content editor lives (src/cms/; docs/cms.md): its page gets its own policy, and only it. */
export const adminPath = '/admin/';

/**
 * The content editor's opener policy (/admin/ only; every other page keeps securityHeaders' `same-origin`).
 * "Sign In with GitHub" opens the sign-in helper (another origin) in a popup, and the two talk through
 * `window.opener` / `postMessage`: the popup says `authorizing:github`, the editor answers, the popup sends the
 * token. `same-origin` would put the popup in another browsing-context group (no opener, `closed` at once), so the
 * editor keeps its own isolation from other openers but lets the popups it opens keep their link back.
 */
export const adminOpenerPolicy = 'same-origin-allow-popups';

/** The headers of the editor's page that differ from securityHeaders (added after them: they win). */
export const adminHeaders = { 'Cross-Origin-Opener-Policy': adminOpenerPolicy };

/**
 * The content editor's policy (/admin/ only; every other page keeps contentSecurityPolicy's). Scripts stay 'self'
 * and hashed, with no 'unsafe-eval' (Sveltia CMS runs without it). What the editor needs beyond the site's pages:
 * - style-src 'unsafe-inline' and blob:, for the <style> elements the editor's components insert at run time and
 *   the preview pane's stylesheet, which the editor hands over as a blob;
 * - connect-src https://api.github.com: production editing reads and commits through GitHub's API (docs/cms.md),
 *   and GitHub's status page, which the editor checks while signed in with GitHub; data: (it reads its own logo);
 * - img-src blob: and GitHub's avatar host: previews of images being uploaded, the signed-in editor's picture;
 * - worker-src blob: for the image converters of uploads;
 * - frame-src blob: the preview pane is a frame the editor writes (it inherits this policy).
 * The page itself is never framed (frame-ancestors 'none').
 * @param {{ scriptHashes?: string[]; connectOrigins?: string[] }} [sources]
 */
export function adminContentSecurityPolicy({ scriptHashes = [], connectOrigins = [] } = {}) {
  return [
    "default-src 'self'",
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes.map((h) => `'${h}'`)].join(' '),
    "style-src 'self' 'unsafe-inline' blob:",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self'",
    [
      'connect-src',
      "'self'",
      'data:',
      'https://api.github.com',
      'https://www.githubstatus.com',
      ...connectOrigins.map(vendorSource),
    ].join(' '),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
