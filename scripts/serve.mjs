#!/usr/bin/env node
/**
 * Serves the static export in out/ on http://127.0.0.1:3000 (PORT, HOST to change) with the headers production
 * uses: the rules of out/_headers (written by scripts/postbuild.mjs from deploy/headers.mjs, per-page
 * Content-Security-Policy included), the precompressed .br/.gz files (scripts/precompress.mjs), clean-URL
 * redirects and the 404 page.
 *
 * The file serving itself is sirv (lukeed/sirv, the static handler behind Vite's preview server and SvelteKit's
 * adapter-node). Chosen over serve-handler and @fastify/static because it is small (three tiny dependencies,
 * no framework), maintained, and does what this site needs out of the box: precompressed files picked by
 * Accept-Encoding (brotli, then gzip, then identity) with `Vary`, ETag + 304, Range + 206, no dotfiles, and,
 * in its default production mode, a lookup table of the files that existed at start-up, so no request path
 * can reach the disk outside out/. serve-handler has no precompressed-file support and compresses nothing;
 * @fastify/static would bring in Fastify.
 *
 * This wrapper only adds what a generic static server cannot know: it rejects malformed requests with 400,
 * resolves every spelling of a path (`//contact/`, `/contact/index.html`, `/a/../contact/`) to one canonical
 * path so the page's own CSP applies, redirects `/contact` to `/contact/` (on this site only), serves
 * out/404.html with status 404, and sends the security headers on every response, errors included.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, posix, resolve } from 'node:path';
import sirv from 'sirv';

import { baselineCsp, cache, cacheControlFor, securityHeaders } from '../deploy/headers.mjs';

const root = resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(root, 'index.html')) || !existsSync(join(root, '_headers'))) {
  console.error(`No complete build in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

/** Parses the Netlify-style _headers file: a path (exact, or ending in *) and indented "Name: value" lines. */
function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {} });
    else {
      const i = line.indexOf(':');
      const last = rules.at(-1);
      if (last) last.headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}
const rules = parseHeaders(readFileSync(join(root, '_headers'), 'utf8'));
const matches = (rule, path) =>
  rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : rule.path === path;

/** Headers for a canonical URL path, as a host applying _headers would send them. */
function headersFor(path) {
  const h = { ...securityHeaders, 'Cache-Control': cacheControlFor(path), 'Content-Security-Policy': baselineCsp };
  for (const r of rules) if (matches(r, path)) Object.assign(h, r.headers);
  return h;
}
const setAll = (res, headers) => {
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
};

/** Percent-encodes a decoded path for a header or for sirv (ASCII only; `\`, `?`, `#` and controls encoded). */
const encodePath = (path) => encodeURI(path).replace(/[?#]/g, encodeURIComponent);

/**
 * The canonical form of a request target, or null when it is malformed: bad percent-encoding, control
 * characters (CR, LF, NUL…) once decoded, or not a path. Repeated slashes collapse and `.`/`..` resolve
 * inside the site (as nginx does), so no spelling of a path escapes out/ or changes its headers.
 */
export function canonicalPath(target) {
  let raw = target ?? '';
  if (/^https?:\/\//i.test(raw)) {
    // absolute-form request target
    try {
      raw = new URL(raw).pathname;
    } catch {
      return null;
    }
  }
  raw = raw.split(/[?#]/, 1)[0];
  if (!raw.startsWith('/')) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return null;
  return posix.normalize(decoded.replace(/\/+/g, '/'));
}

const isFile = (p) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};
// Dotfiles and _headers are never served; as on nginx and Cloudflare, neither are the exported 404 route, the
// web-server error pages, nor the CDN worker: they are not pages.
const hidden = (path) =>
  path.split('/').some((s) => s.startsWith('.') || s === '_headers') ||
  /^\/(404|_not-found)(\/|\.txt$|\/index\.(html|txt)$|$)|^\/errors\/|^\/_worker\.js$/.test(path);

const files = sirv(root, {
  brotli: true,
  gzip: true,
  etag: true,
  extensions: [],
  dotfiles: false,
  // mrmime knows no type for Pagefind's index files; send them as bytes rather than with an empty type.
  setHeaders: (res, path) => {
    if (!/\.[a-z0-9]+$/i.test(path) || /\.pf_\w+$|\.pagefind$/.test(path))
      res.setHeader('Content-Type', 'application/octet-stream');
  },
});

/** A Range request sirv would misread (suffix `-500`, several ranges, garbage) is answered in full, as RFC 9110 allows. */
function dropUnsupportedRange(req) {
  const range = req.headers.range;
  if (range !== undefined && !/^bytes=\d+-\d*$/.test(range)) delete req.headers.range;
  const m = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
  if (m && Number(m[2]) < Number(m[1])) delete req.headers.range;
}

function notFound(req, res) {
  setAll(res, headersFor('/404.html'));
  res.setHeader('Cache-Control', cache.none);
  delete req.headers.range;
  delete req.headers['if-none-match'];
  req.url = '/404.html';
  // sirv always writes 200; the styled page goes out with 404 (and keeps its brotli/gzip negotiation).
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (_status, ...rest) => writeHead(404, ...rest);
  files(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found\n');
  });
}

function plain(res, status, text, extra = {}) {
  setAll(res, { ...securityHeaders, 'Content-Security-Policy': baselineCsp, 'Cache-Control': cache.none, ...extra });
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

export function handler(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return plain(res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
  const path = canonicalPath(req.url);
  if (path === null) return plain(res, 400, 'Bad request\n');
  if (hidden(path)) return notFound(req, res);

  const dir = path.endsWith('/') ? path : `${path}/`;
  if (!path.endsWith('/') && isFile(join(root, dir, 'index.html'))) {
    // The target is a canonical path of this site: one leading slash, percent-encoded, never `//host` or `/\host`.
    const query = /\?[^#]*/.exec(req.url ?? '')?.[0] ?? '';
    const search = /^\?[\x21-\x7e]*$/.test(query) ? query : '';
    setAll(res, headersFor(dir));
    res.writeHead(308, { Location: `${encodePath(dir)}${search}`, 'Content-Length': 0 });
    return res.end();
  }

  const page = path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
  setAll(res, headersFor(page));
  res.setHeader('Vary', 'Accept-Encoding');
  dropUnsupportedRange(req);
  // sirv looks up exact files (extensions: []): a directory path means its index.html, nothing else.
  req.url = encodePath(path.endsWith('/') ? `${path}index.html` : path);
  files(req, res, () => notFound(req, res));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = createServer(handler);
  // Requests Node's parser rejects (overlong URL or headers, bytes not allowed in a request line) still get
  // an answer with the security headers, then the connection closes.
  server.on('clientError', (err, socket) => {
    const { code } = /** @type {NodeJS.ErrnoException} */ (err);
    if (!socket.writable || code === 'ECONNRESET') return socket.destroy();
    const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'HPE_URI_TOO_LONG' ? 414 : 400;
    const headers = {
      ...securityHeaders,
      'Content-Security-Policy': baselineCsp,
      'Cache-Control': cache.none,
      'Content-Length': 0,
      Connection: 'close',
    };
    socket.end(
      `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Too Large'}\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('')}\r\n`,
    );
  });
  server.listen(port, host, () =>
    console.log(`Serving ${root} on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`),
  );
}
