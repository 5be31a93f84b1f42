/**
 * The response headers production uses: the single source for `npm start` (scripts/serve.mjs)
 * and for the host configs in deploy/.
 */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Hashed build assets never change; HTML and everything else revalidates. */
export function cacheControlFor(pathname) {
  if (pathname.startsWith('/_next/static/')) return 'public, max-age=31536000, immutable';
  if (/\.(woff2?|svg|png|ico|webmanifest|txt|xml)$/.test(pathname)) return 'public, max-age=3600, must-revalidate';
  return 'public, max-age=0, must-revalidate';
}
