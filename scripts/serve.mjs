#!/usr/bin/env node
/**
 * Serves the static export in out/ on http://127.0.0.1:3000 (PORT, HOST to change) with the headers production
 * uses: out/_headers (written by scripts/postbuild.mjs from deploy/headers.mjs, each page's own CSP included), the
 * precompressed .br/.gz files (scripts/precompress.mjs), clean-URL redirects and the 404 page.
 *
 * Libraries do the HTTP: negotiator picks br, gzip or identity by Accept-Encoding's q-values; send (the file sender
 * behind Express's static middleware) answers conditional requests (304, 412) and ranges (206, 416). README.md
 * (Serving) says why these, and where they part from RFC 9110. This file keeps only what is the site's own.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, STATUS_CODES } from 'node:http';
import { extname, join, posix, resolve, sep } from 'node:path';
import { contentType } from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';

import { baselineCsp, cache, cacheControlFor, securityHeaders } from '../deploy/headers.mjs';

const root = resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(root, 'index.html')) || !existsSync(join(root, '_headers'))) {
  console.error(`No complete build in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

/** The Netlify-style _headers file: a path (exact, or ending in *) and indented "Name: value" lines. */
const rules = [];
for (const line of readFileSync(join(root, '_headers'), 'utf8').split('\n')) {
  if (!line.trim() || line.startsWith('#')) continue;
  const [name, value] = [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()];
  if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {} });
  else if (rules.length) rules[rules.length - 1].headers[name] = value;
}
/** Headers for a canonical URL path, as a host applying _headers would send them. */
function headersFor(path) {
  const h = { ...securityHeaders, 'Cache-Control': cacheControlFor(path), 'Content-Security-Policy': baselineCsp };
  for (const r of rules)
    if (r.path.endsWith('*') ? path.startsWith(r.path.slice(0, -1)) : r.path === path) Object.assign(h, r.headers);
  return h;
}
const errorHeaders = { ...securityHeaders, 'Content-Security-Policy': baselineCsp, 'Cache-Control': cache.none };

/** Percent-encodes a decoded path for a header or for send (ASCII only; `\`, `?`, `#` and controls encoded). */
const encodePath = (path) => encodeURI(path).replace(/[?#]/g, encodeURIComponent);

/**
 * The canonical form of a request target (absolute form too), or null when it is malformed: bad percent-encoding,
 * control characters once decoded, or not a path. Repeated slashes collapse and `.`/`..` resolve inside the site
 * (as nginx does), so no spelling of a path escapes out/ or changes its headers.
 */
function canonicalPath(target = '') {
  const raw = (/^https?:\/\//i.test(target) ? (URL.parse(target)?.pathname ?? '') : target).split(/[?#]/, 1)[0];
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (!raw.startsWith('/') || /[\u0000-\u001f\u007f]/.test(decoded)) return null;
  return posix.normalize(decoded.replace(/\/+/g, '/'));
}

/** Every file of the build at start-up (URL path → stat): nothing else is served. Restart after a rebuild. */
const table = new Map();
for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
  const stats = statSync(join(root, name));
  if (stats.isFile()) table.set(`/${name.split(sep).join('/')}`, stats);
}

// Never served, as on nginx and Cloudflare: dotfiles, _headers, the exported 404 route, the web-server error
// pages, the CDN worker, and a precompressed copy (x.br, x.gz beside x: an encoding of x, sent for x's URL).
const hidden = (path) =>
  path.split('/').some((s) => s.startsWith('.') || s === '_headers') ||
  /^\/(404|_not-found)(\/|\.txt$|\/index\.(html|txt)$|$)|^\/errors\/|^\/_worker\.js$/.test(path) ||
  (/\.(br|gz)$/.test(path) && table.has(path.slice(0, -3)));

const setAll = (res, headers) => res.setHeaders(new Map(Object.entries(headers)));
function plain(res, status, extra = {}) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  setAll(res, { ...errorHeaders, 'Content-Type': 'text/plain; charset=utf-8', ...extra });
  res.statusCode = status;
  res.end(`${STATUS_CODES[status]}\n`);
}

/** The suffix of each coding's copy, in the server's order of preference; x-gzip is gzip (RFC 9110 §8.4.1.3). */
const suffixes = { br: '.br', gzip: '.gz', 'x-gzip': '.gz', identity: '' };
const preferred = Object.keys(suffixes);
const sendOptions = { root, etag: false, cacheControl: false };

/** Sends `file` (in the table) as Accept-Encoding chooses; with status 404 no 304 or range (not a resource). */
function sendFile(req, res, file, status = 200) {
  const available = preferred.filter((c) => table.has(file + suffixes[c]));
  // Nothing acceptable (`identity;q=0` too): identity all the same, as nginx does (RFC 9110 allows it).
  const coding = (new Negotiator(req).encoding(available, { preferred }) ?? 'identity').replace('x-', '');
  const { size, mtimeMs, mtime } = table.get(file + suffixes[coding]);
  res.statusCode = status;
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Content-Type', contentType(extname(file)) || 'application/octet-stream');
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  // Strong, one per encoding: each is one file, unchanged while the server runs (send's own tags are weak).
  const etag = `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}-${coding}"`;
  if (status === 200) res.setHeader('ETag', etag);
  // Where send 1.2 parts from RFC 9110: If-Range must match exactly (§13.1.5; send takes a weak tag or any later
  // date), a suffix longer than the file means all of it (§14.1.2; send: 416), and a request's Cache-Control does
  // not stop a 304 (§13.2.2; send ignores its conditions on `no-cache`).
  const { range = '', 'if-range': ifRange = etag } = req.headers;
  delete req.headers['cache-control'];
  if (ifRange !== etag && ifRange !== mtime.toUTCString()) delete req.headers.range;
  else if (/^bytes=-\d+$/.test(range) && Number(range.slice(7)) > size) req.headers.range = 'bytes=0-';
  send(req, encodePath(file + suffixes[coding]), { ...sendOptions, acceptRanges: status === 200 })
    // 416 (with Content-Range), 412, a vanished file; a read error mid-body can only cut the connection.
    .on('error', (e) => (res.headersSent ? res.destroy() : plain(res, e.status ?? 500, e.headers)))
    .pipe(res);
}

function notFound(req, res) {
  setAll(res, { ...headersFor('/404.html'), 'Cache-Control': cache.none });
  sendFile(req, res, '/404.html', 404);
}

function handler(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, { Allow: 'GET, HEAD' });
  const path = canonicalPath(req.url);
  if (path === null) return plain(res, 400);
  if (hidden(path)) return notFound(req, res);
  if (!path.endsWith('/') && table.has(`${path}/index.html`)) {
    // The target is a canonical path of this site: one leading slash, percent-encoded, never `//host` or `/\host`.
    const query = /\?[^#]*/.exec(req.url ?? '')?.[0] ?? '';
    const Location = encodePath(`${path}/`) + (/^\?[\x21-\x7e]*$/.test(query) ? query : '');
    res.writeHead(308, { ...headersFor(`${path}/`), Location, 'Content-Length': 0 });
    return res.end();
  }
  const file = path.endsWith('/') ? `${path}index.html` : path; // a directory path means its index.html only
  if (!table.has(file)) return notFound(req, res);
  setAll(res, headersFor(path.replace(/\/index\.html$/, '/')));
  sendFile(req, res, file);
}

// Clients that trickle their request are cut off with 408: the head must arrive within 10 s, the whole request
// within 15 s, checked every second (Node's defaults cut a client sending a byte a second off after 76 s).
const timeouts = { headersTimeout: 10_000, requestTimeout: 15_000, keepAliveTimeout: 5_000 };
const server = createServer({ ...timeouts, connectionsCheckingInterval: 1_000 }, handler);
// Requests Node's parser rejects (overlong URL or headers, bytes not allowed in a request line) or that time out
// still get an answer with the security headers, then the connection closes.
server.on('clientError', (/** @type {NodeJS.ErrnoException} */ err, socket) => {
  if (!socket.writable || err.code === 'ECONNRESET') return socket.destroy();
  const status =
    { HPE_HEADER_OVERFLOW: 431, HPE_URI_TOO_LONG: 414, ERR_HTTP_REQUEST_TIMEOUT: 408 }[String(err.code)] ?? 400;
  const head = Object.entries({ ...errorHeaders, 'Content-Length': 0, Connection: 'close' });
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`);
});
server.listen(port, host, () => console.log(`Serving ${root} on http://${host}:${port}`));
