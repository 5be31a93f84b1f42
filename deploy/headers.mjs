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
 * The Content-Security-Policy of one page, never 'unsafe-inline': script-src is 'self' plus the hash of each inline
 * script (the boot script); the booking vendor's sources only on the page that embeds it; 'wasm-unsafe-eval' for
 * the search index (it does not allow eval()). <style> elements only by hash (style-src-elem): the page's own
 * inlined CSS (scripts/first-paint.mjs), and the vendor's on /contact. Nothing else injects one: the drawer locks
 * scroll with a class instead of Radix's scroll-lock library, which would. Style attributes (Radix positioning,
 * reserved heights) stay allowed by style-src-attr alone: they load nothing and run nothing. style-src repeats
 * style-src-elem for CSP level 2 browsers, where style attributes are then blocked (only reserved heights are lost).
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
 * The content editor's policy (/admin/ only). Scripts stay 'self' and hashed, with no 'unsafe-eval'. Beyond the
 * site's pages it needs: style-src 'unsafe-inline' and blob: (the editor's run-time <style> elements and the
 * preview's stylesheet); connect-src GitHub's API and status page (production editing, docs/cms.md) and data:;
 * img-src blob: and GitHub's avatars; worker-src blob: (image converters); frame-src blob: (the preview pane, a
 * frame the editor writes). The page itself is never framed (frame-ancestors 'none').
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
