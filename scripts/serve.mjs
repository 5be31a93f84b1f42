#!/usr/bin/env node
/**
 * Serves the static export in out/ on http://localhost:3000 (PORT to change) with the headers production
 * uses: the rules of out/_headers (written by scripts/postbuild.mjs from deploy/headers.mjs, per-page
 * Content-Security-Policy included), gzip, clean-URL redirects and the 404 page.
 * No dependencies: Node's http, fs and zlib only.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';
import { baselineCsp, cacheControlFor, securityHeaders } from '../deploy/headers.mjs';

const root = resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff', '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json', '.map': 'application/json', '.pf_meta': 'application/octet-stream',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg', '.webmanifest', '.map']);

if (!existsSync(join(root, 'index.html')) || !existsSync(join(root, '_headers'))) {
  console.error(`No complete build in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

/** Parses the Netlify-style _headers file: a path (exact, or ending in *) and indented "Name: value" lines. */
function parseHeaders(text) {
  /** @type {{ path: string; headers: Record<string, string> }[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {} });
    else {
      const i = line.indexOf(':');
      const rule = rules.at(-1);
      if (rule) rule.headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}
const rules = parseHeaders(readFileSync(join(root, '_headers'), 'utf8'));
const matches = (rule, path) => (rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : rule.path === path);

/** Headers for a URL path, as a host applying _headers would send them. */
function headersFor(path) {
  const h = { 'Cache-Control': cacheControlFor(path), 'Content-Security-Policy': baselineCsp };
  for (const r of rules) if (matches(r, path)) Object.assign(h, r.headers);
  return h;
}

const isFile = (p) => existsSync(p) && statSync(p).isFile();

function send(req, res, file, urlPath, status = 200) {
  const ext = extname(file);
  const headers = { ...headersFor(urlPath), 'Content-Type': types[ext] ?? 'application/octet-stream', Vary: 'Accept-Encoding' };
  const gzip = compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = statSync(file).size;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

const notFound = (req, res) => send(req, res, join(root, '404.html'), '/404.html', 404);

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...securityHeaders, Allow: 'GET, HEAD' });
    return res.end();
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try { pathname = decodeURIComponent(url.pathname); } catch { pathname = '/'; }
  const target = normalize(join(root, pathname));
  if (!target.startsWith(root) || pathname.split('/').some((s) => s.startsWith('_headers'))) return notFound(req, res);

  if (isFile(target)) return send(req, res, target, pathname);
  if (pathname.endsWith('/') && isFile(join(target, 'index.html'))) return send(req, res, join(target, 'index.html'), pathname);
  if (!pathname.endsWith('/') && isFile(join(target, 'index.html'))) {
    res.writeHead(308, { ...headersFor('/*'), Location: `${pathname}/${url.search}` });
    return res.end();
  }
  return notFound(req, res);
});

server.listen(port, host, () => console.log(`Serving ${root} on http://localhost:${port}`));
