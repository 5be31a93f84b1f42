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
};

export const cache = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
  short: 'public, max-age=3600, must-revalidate',
  none: 'no-store',
};

/**
 * Hashed build assets never change; HTML and RSC payloads revalidate; other files are cached an hour.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  if (pathname.startsWith('/_next/static/')) return cache.immutable;
  if (pathname.endsWith('/') || /\.(html|txt)$/.test(pathname)) return cache.revalidate;
  return cache.short;
}

/**
 * The Content-Security-Policy of one page. Next.js inlines small scripts (its RSC payload) that differ
 * per page, so script-src lists their SHA-256 hashes instead of 'unsafe-inline'; the booking vendor's
 * origins are allowed only on the page that embeds it. 'wasm-unsafe-eval' lets the search index's
 * WebAssembly run; it does not allow eval().
 * @param {{ scriptHashes?: string[]; styleHashes?: string[]; scriptOrigins?: string[]; frameOrigins?: string[] }} [sources]
 */
export function contentSecurityPolicy({ scriptHashes = [], styleHashes = [], scriptOrigins = [], frameOrigins = [] } = {}) {
  const q = (/** @type {string} */ h) => `'${h}'`;
  return [
    "default-src 'self'",
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes.map(q), ...scriptOrigins].join(' '),
    // Inline style attributes (Radix positioning, reserved heights) are allowed; <style> elements are hashed.
    "style-src 'self' 'unsafe-inline'",
    ['style-src-elem', "'self'", ...styleHashes.map(q)].join(' '),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    frameOrigins.length ? ['frame-src', ...frameOrigins].join(' ') : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** For responses that are not pages: assets, and the search worker (which compiles Pagefind's WebAssembly). */
export const baselineCsp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";
