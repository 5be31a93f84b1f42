/**
 * Cloudflare Pages, advanced mode: `out/_worker.js`, written by scripts/postbuild.mjs, serves the static
 * files through Pages' asset server (env.ASSETS) and sets every response's headers from deploy/headers.mjs,
 * the per-page Content-Security-Policy included. Pages reads at most 100 rules from `_headers` and the
 * site has more, so on Cloudflare the worker is what applies them (it overrides whatever Pages sends).
 *
 * `handle` runs on Cloudflare. It is written into _worker.js as source together with its data, so it
 * must stay self-contained: Web APIs only, no imports, no references to this module's other bindings.
 */
import { adminHeaders, adminPath, baselineCsp, cache, immutablePrefix, securityHeaders } from './headers.mjs';

/**
 * @param {Request} request
 * @param {{ ASSETS: { fetch: (r: Request | string) => Promise<Response> } }} env
 * @param {{ security: Record<string, string>, baselineCsp: string, cache: Record<string, string>,
 *   immutablePrefix: string,
 *   pages: Record<string, { csp: string, cache: string, headers?: Record<string, string> }> }} data
 */
async function handle(request, env, data) {
  const url = new URL(request.url);
  let path;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }

  /** Headers from deploy/headers.mjs for a response, keyed by the page it carries (or the URL path). */
  const withHeaders = (res, key, status = res.status) => {
    const headers = new Headers(res.headers);
    for (const [k, v] of Object.entries(data.security)) headers.set(k, v);
    const page = data.pages[key];
    headers.set('Content-Security-Policy', page ? page.csp : data.baselineCsp);
    // A page's own headers beyond its policy (the content editor's opener policy).
    for (const [k, v] of Object.entries(page?.headers ?? {})) headers.set(k, v);
    let cacheControl = data.cache.short;
    if (page) cacheControl = page.cache;
    else if (key.startsWith(data.immutablePrefix)) cacheControl = data.cache.immutable;
    else if (key.endsWith('/') || /\.(html|txt)$/.test(key)) cacheControl = data.cache.revalidate;
    headers.set('Cache-Control', cacheControl);
    // Cloudflare compresses for clients that accept it; caches must keep the variants apart.
    if (!/accept-encoding|\*/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding');
    return new Response(res.body, { status, statusText: status === res.status ? res.statusText : '', headers });
  };
  /** Pages answers a path with no file with the top-level 404.html and status 404. */
  const notFound = async () =>
    withHeaders(await env.ASSETS.fetch(new Request(new URL('/__not-found__', url), request)), '/404.html', 404);

  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return withHeaders(new Response(null, { headers: { Allow: 'GET, HEAD' } }), '', 405);
  }
  // The exported 404 route, the error pages and build files are not pages of their own.
  const hidden = (/** @type {string} */ p) =>
    /^\/(404|_not-found)(\/|\.txt$|$)/.test(p) ||
    p.startsWith('/errors/') ||
    /^\/_(headers|redirects|routes\.json|worker\.js)$/.test(p);
  if (hidden(path)) return notFound();
  // A precompressed copy (x.br or x.gz beside x, if they were uploaded) is an encoding of x, not a URL of its
  // own: never served when x exists or is hidden.
  const plain = /^(.*[^/])\.(?:br|gz)$/.exec(path)?.[1];
  if (plain !== undefined) {
    if (hidden(plain)) return notFound();
    const encoded = plain.split('/').map(encodeURIComponent).join('/');
    const original = await env.ASSETS.fetch(new Request(new URL(encoded, url), { method: 'HEAD' }));
    if (original.status !== 404) return notFound();
  }
  let res;
  try {
    res = await env.ASSETS.fetch(request);
  } catch {
    // Pages serves /errors/500.html at /errors/500 (it drops .html).
    return withHeaders(
      await env.ASSETS.fetch(new Request(new URL('/errors/500', url), request)),
      '/errors/500.html',
      500,
    );
  }
  if (res.status === 404) return withHeaders(res, '/404.html');
  // Redirects (clean URLs: /contact → /contact/) carry the security headers and the baseline policy. A 304 is
  // the page itself: browsers replace the cached response's headers with a 304's, so it must carry the page's
  // own policy, or a revalidated page would run under the baseline one (its inline scripts refused).
  if (res.status >= 300 && res.status < 400 && res.status !== 304) return withHeaders(res, '');
  return withHeaders(res, path);
}

/** The source of out/_worker.js: `handle` plus this build's data (security headers, every page's CSP and caching). */
export function workerSource(pages) {
  const data = {
    security: securityHeaders,
    baselineCsp,
    cache,
    immutablePrefix,
    pages: Object.fromEntries(
      pages.map((p) => [
        p.path,
        { csp: p.csp, cache: p.cache, ...(p.path === adminPath ? { headers: adminHeaders } : {}) },
      ]),
    ),
  };
  return `// Generated by scripts/postbuild.mjs from deploy/headers.mjs and deploy/cloudflare-worker.mjs. Do not edit.
// Cloudflare Pages advanced mode: serves the static files and sets every response's headers.
const data = ${JSON.stringify(data, null, 1)};

${handle.toString()}

export default { fetch: (request, env) => handle(request, env, data) };
`;
}
