#!/usr/bin/env node
/**
 * Serves the static export in out/ on http://127.0.0.1:3000 (PORT, HOST to change) with the headers production
 * uses: the rules of out/_headers (written by scripts/postbuild.mjs from deploy/headers.mjs, per-page
 * Content-Security-Policy included), the precompressed .br/.gz files (scripts/precompress.mjs), clean-URL
 * redirects and the 404 page.
 *
 * The file serving itself is sirv (lukeed/sirv, the static handler behind Vite's preview server and SvelteKit's
 * adapter-node). Chosen over serve-handler and @fastify/static because it is small (three tiny dependencies,
 * no framework) and maintained; in its default production mode it keeps a lookup table of the files that existed
 * at start-up, so no request path can reach the disk outside out/, and it finds, types and streams the file.
 * serve-handler has no precompressed-file support and compresses nothing; @fastify/static would bring in Fastify.
 *
 * sirv's HTTP semantics are too loose for production (sirv 3.0.2): it matches Accept-Encoding by substring
 * (`br;q=0` and `brotli` get brotli), honours only an exact If-None-Match (not `*` or a list), and reads Range
 * as "first-last" with 0 meaning "to the end" (`bytes=0-0` sends the whole file as a 206; no suffix ranges).
 * So the wrapper does these in front of it: it negotiates the encoding by RFC 9110's q-values and hands sirv an
 * Accept-Encoding naming only that one (sirv then picks exactly that file), gives each representation a strong
 * ETag, and answers 304, 416 and one-range 206 itself (for a 206, sirv's whole-file response is cut to the range).
 *
 * The wrapper also adds what a generic static server cannot know: it rejects malformed requests with 400,
 * resolves every spelling of a path (`//contact/`, `/contact/index.html`, `/a/../contact/`) to one canonical path
 * so the page's own CSP applies, redirects `/contact` to `/contact/` (on this site only), never serves a file's
 * .br/.gz copy as a URL of its own, serves out/404.html with status 404, sends the security headers on every
 * response, errors included, and cuts off clients that trickle their request (header and request timeouts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, posix, relative, resolve, sep } from 'node:path';
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

/** Every file of the build at start-up, as in sirv's own table: URL path → stat. Restart after a rebuild. */
const table = new Map(
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const abs = join(e.parentPath, e.name);
      return [`/${relative(root, abs).split(sep).join('/')}`, statSync(abs)];
    }),
);

// Dotfiles and _headers are never served; as on nginx and Cloudflare, neither are the exported 404 route, the
// web-server error pages, nor the CDN worker: they are not pages. Nor is a precompressed copy (x.br, x.gz
// beside x): it is an encoding of x, sent for x's own URL.
const hidden = (path) =>
  path.split('/').some((s) => s.startsWith('.') || s === '_headers') ||
  /^\/(404|_not-found)(\/|\.txt$|\/index\.(html|txt)$|$)|^\/errors\/|^\/_worker\.js$/.test(path) ||
  (/\.(br|gz)$/.test(path) && table.has(path.slice(0, -3)));

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

/** The encodings the build writes, in the server's order of preference, with the suffix of each copy. */
const codings = /** @type {const} */ ([
  ['br', '.br'],
  ['gzip', '.gz'],
  ['identity', ''],
]);

/**
 * The content coding to send, by RFC 9110 §12.5.3. Each coding's weight is its q-value in Accept-Encoding
 * (its own entry, else `*`; `x-gzip` is gzip); `q=0` means not acceptable, and so does not being listed,
 * except for identity, which is acceptable (as the last choice) unless excluded: `identity;q=0`, or `*;q=0`
 * without an identity entry. Unknown codings and malformed entries are ignored. The highest weight wins, ties
 * going to the first in `available` (br, gzip, identity). No header: identity. Nothing acceptable: identity
 * all the same (as nginx does; RFC 9110 allows it rather than a 406).
 * @param {string | undefined} header
 * @param {string[]} available
 */
function chooseCoding(header, available) {
  if (header === undefined) return 'identity';
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const entry of header.split(',')) {
    const [name, ...params] = entry.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && !/^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q)) continue;
    const coding = name === 'x-gzip' ? 'gzip' : name;
    if (!weights.has(coding)) weights.set(coding, q === undefined ? 1 : Number(q.slice(2)));
  }
  // Unlisted identity is acceptable but the last choice: the lowest weight a q-value can express.
  const weight = (c) => weights.get(c) ?? weights.get('*') ?? (c === 'identity' ? 0.001 : 0);
  let best = 'identity';
  let bestWeight = 0;
  for (const c of available) {
    if (weight(c) > bestWeight) [best, bestWeight] = [c, weight(c)];
  }
  return best;
}

/**
 * The byte range to send of a representation of `size` bytes (RFC 9110 §14.1.2, §14.2, §13.1.5):
 * `{ start, end }` (inclusive), 'unsatisfiable' (416), or null to send it whole: no Range, several ranges
 * (one range per request, as nginx's `max_ranges 1`), a malformed or backwards range, or an If-Range that is
 * not this representation's (strong) ETag or its Last-Modified date.
 * @param {{ range?: string; ifRange?: string; size: number; etag: string; lastModified: string }} request
 */
function byteRange({ range, ifRange, size, etag, lastModified }) {
  const m = /^bytes=(\d*)-(\d*)$/i.exec(range?.trim() ?? '');
  if (!m || (!m[1] && !m[2])) return null;
  if (ifRange !== undefined && ifRange.trim() !== etag && ifRange.trim() !== lastModified) return null;
  if (!m[1]) {
    // A suffix: the last N bytes (all of them when N is larger).
    const n = Number(m[2]);
    return n === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  if (m[2] && Number(m[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: m[2] ? Math.min(Number(m[2]), size - 1) : size - 1 };
}

/**
 * If-None-Match (RFC 9110 §13.1.2): `*` matches any current representation, otherwise any listed tag matches
 * by weak comparison.
 * @param {string | undefined} header
 * @param {string} etag
 */
function noneMatch(header, etag) {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = (/** @type {string} */ t) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => opaque(t) === opaque(etag));
}

/**
 * Cuts the whole-file response sirv writes to one range: status 206, the range's Content-Range and
 * Content-Length, and only its bytes (the files are small; the rest sirv reads is dropped).
 */
function cutToRange(res, { start, end }, size) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (_status, headers) =>
    writeHead(206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': end - start + 1 });
  const write = res.write.bind(res);
  let at = 0;
  res.write = (chunk, ...rest) => {
    const part = chunk.subarray(Math.max(0, start - at), Math.max(0, end + 1 - at));
    at += chunk.length;
    return part.length ? write(part, ...rest) : true;
  };
}

/**
 * Sends the file at URL path `file` (a path in the table) through sirv, as the representation Accept-Encoding
 * chooses, answering If-None-Match and Range as RFC 9110 says. With `status` 404 it is the not-found page: no
 * 304 or 206, whatever the request asked.
 */
function sendFile(req, res, file, status = 200) {
  const available = codings.filter(([, suffix]) => table.has(file + suffix)).map(([c]) => c);
  const coding = chooseCoding(req.headers['accept-encoding'], available);
  const stats = /** @type {import('node:fs').Stats} */ (
    table.get(file + (codings.find(([c]) => c === coding)?.[1] ?? ''))
  );
  // Strong: each encoding is one file, unchanged while the server runs (sirv's own tags are weak).
  const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}-${coding}"`;
  const { 'if-none-match': ifNoneMatch, range, 'if-range': ifRange } = req.headers;
  // sirv gets only what it handles right: the one encoding to pick, no conditions, no range.
  req.headers['accept-encoding'] = coding === 'identity' ? '' : coding;
  delete req.headers['if-none-match'];
  delete req.headers.range;
  req.url = encodePath(file);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);

  if (status === 404) {
    // sirv always writes 200; the styled page goes out with 404.
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (_status, ...rest) => writeHead(404, ...rest);
  } else {
    res.setHeader('Accept-Ranges', 'bytes');
    if (noneMatch(ifNoneMatch, etag)) {
      res.writeHead(304);
      return res.end();
    }
    const lastModified = stats.mtime.toUTCString();
    const part = byteRange({ range, ifRange, size: stats.size, etag, lastModified });
    if (part === 'unsatisfiable') {
      res.writeHead(416, { 'Content-Range': `bytes */${stats.size}`, 'Content-Length': 0 });
      return res.end();
    }
    if (part) cutToRange(res, part, stats.size);
  }
  files(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found\n');
  });
}

function notFound(req, res) {
  setAll(res, headersFor('/404.html'));
  res.setHeader('Cache-Control', cache.none);
  sendFile(req, res, '/404.html', 404);
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
  if (!path.endsWith('/') && table.has(`${dir}index.html`)) {
    // The target is a canonical path of this site: one leading slash, percent-encoded, never `//host` or `/\host`.
    const query = /\?[^#]*/.exec(req.url ?? '')?.[0] ?? '';
    const search = /^\?[\x21-\x7e]*$/.test(query) ? query : '';
    setAll(res, headersFor(dir));
    res.writeHead(308, { Location: `${encodePath(dir)}${search}`, 'Content-Length': 0 });
    return res.end();
  }

  // A directory path means its index.html, nothing else.
  const file = path.endsWith('/') ? `${path}index.html` : path;
  if (!table.has(file)) return notFound(req, res);
  const page = path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
  setAll(res, headersFor(page));
  sendFile(req, res, file);
}

/**
 * Clients that trickle their request (or send nothing) are cut off with 408: the request line and headers must
 * arrive within headersTimeout, the whole request within requestTimeout. Node checks every
 * connectionsCheckingInterval (30 s by default: with Node's default 60 s headersTimeout, a client sending a
 * byte a second was cut off after 76 s here); an idle keep-alive connection closes after keepAliveTimeout.
 */
const timeouts = {
  headersTimeout: 10_000,
  requestTimeout: 15_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = createServer(timeouts, handler);
  // Requests Node's parser rejects (overlong URL or headers, bytes not allowed in a request line) or that time
  // out still get an answer with the security headers, then the connection closes.
  server.on('clientError', (err, socket) => {
    const { code } = /** @type {NodeJS.ErrnoException} */ (err);
    if (!socket.writable || code === 'ECONNRESET') return socket.destroy();
    const status =
      code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : code === 'HPE_URI_TOO_LONG'
          ? 414
          : code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? 408
            : 400;
    const reason = { 400: 'Bad Request', 408: 'Request Timeout' }[status] ?? 'Too Large';
    const headers = {
      ...securityHeaders,
      'Content-Security-Policy': baselineCsp,
      'Cache-Control': cache.none,
      'Content-Length': 0,
      Connection: 'close',
    };
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('')}\r\n`,
    );
  });
  server.listen(port, host, () =>
    console.log(`Serving ${root} on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`),
  );
}
