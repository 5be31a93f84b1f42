#!/usr/bin/env node
/**
 * Serves the static export in out/ on http://localhost:3000 (PORT to change) with the same
 * response headers production uses (deploy/headers.mjs), gzip, clean-URL redirects and the 404 page.
 * No dependencies: Node's http, fs and zlib only.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';
import { cacheControlFor, securityHeaders } from '../deploy/headers.mjs';

const root = resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json', '.map': 'application/json',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg', '.webmanifest', '.map']);

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

const isFile = (p) => existsSync(p) && statSync(p).isFile();

function send(req, res, file, status = 200) {
  const ext = extname(file);
  const headers = {
    ...securityHeaders,
    'Content-Type': types[ext] ?? 'application/octet-stream',
    'Cache-Control': status === 404 ? 'no-store' : cacheControlFor(req.url ?? '/'),
    Vary: 'Accept-Encoding',
  };
  const gzip = compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = statSync(file).size;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...securityHeaders, Allow: 'GET, HEAD' });
    return res.end();
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try { pathname = decodeURIComponent(url.pathname); } catch { pathname = '/'; }
  const target = normalize(join(root, pathname));
  if (!target.startsWith(root)) return send(req, res, join(root, '404.html'), 404);

  if (isFile(target)) return send(req, res, target);
  if (pathname.endsWith('/') && isFile(join(target, 'index.html'))) return send(req, res, join(target, 'index.html'));
  if (!pathname.endsWith('/') && isFile(join(target, 'index.html'))) {
    res.writeHead(308, { ...securityHeaders, Location: `${pathname}/${url.search}` });
    return res.end();
  }
  return send(req, res, join(root, '404.html'), 404);
});

server.listen(port, host, () => console.log(`Serving ${root} on http://localhost:${port}`));
