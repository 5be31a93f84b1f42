#!/usr/bin/env node
/**
 * Serves out/ with real nginx (Debian package) and the generated config, for the nginx pass of the
 * browser tests: `PORT=3200 node scripts/nginx-serve.mjs` serves HTTPS on 127.0.0.1:PORT (a self-signed
 * certificate for 127.0.0.1, made here with openssl) and the redirecting HTTP server on PORT+1.
 * Runs in the foreground; logs to a temp dir. nginx is found on PATH (or NGINX_PATH), its mime.types from its
 * own prefix, and the brotli static module is loaded when installed (scripts/find-nginx.mjs), so this runs
 * with Debian's and Homebrew's nginx alike.
 *
 * What runs is what ships: deploy/nginx.conf's servers (with this port as the site's origin and `localhost`
 * as a second name) and deploy/nginx-main.conf's worker settings (nginxWorkers). Only paths, the log and the
 * certificate differ.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { nginxConfig, nginxWorkers } from '../deploy/nginx.mjs';
import { findNginx } from './find-nginx.mjs';

/**
 * The complete nginx.conf of the test server.
 * @param {{ prefix: string; port: string; httpPort: string; cert: string; key: string; mimeTypes: string;
 *   brotli: boolean; loadBrotli?: string; root?: string; cspMap?: string; asRoot?: boolean; workers?: string;
 *   precompressed?: boolean }} o
 */
export function testNginxConfig(o) {
  let siteConfig = nginxConfig({
    httpsListen: `127.0.0.1:${o.port}`,
    httpListen: `127.0.0.1:${o.httpPort}`,
    siteUrl: `https://127.0.0.1:${o.port}`,
    serverNames: ['localhost'],
    cert: o.cert,
    key: o.key,
    root: o.root ?? resolve('out'),
    cspMap: o.cspMap ?? resolve('deploy/build/csp-map.conf'),
    brotli: o.brotli,
  });
  // precompressed: false compresses on the fly only, as before the .br/.gz files (the bench's baseline).
  if (o.precompressed === false) siteConfig = siteConfig.replace(/^\s*(brotli|gzip)_static on;\n/gm, '');
  // Started as root (CI containers), nginx drops its workers to `nobody`, which cannot read a checkout
  // under a private directory such as mktemp's: keep the workers as the invoking user.
  const user = o.asRoot ? 'user root root;\n' : '';
  return `daemon off;
${o.loadBrotli ? `load_module ${o.loadBrotli};\n` : ''}${user}worker_processes ${o.workers ?? nginxWorkers.processes};
pid ${o.prefix}/nginx.pid;
error_log ${o.prefix}/error.log warn;
events { worker_connections ${nginxWorkers.connections}; }
http {
  include ${o.mimeTypes};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${o.prefix}/body;
  proxy_temp_path ${o.prefix}/proxy;
  fastcgi_temp_path ${o.prefix}/fastcgi;
  uwsgi_temp_path ${o.prefix}/uwsgi;
  scgi_temp_path ${o.prefix}/scgi;
  sendfile on;
${siteConfig.replace(/^/gm, '  ')}
}
`;
}

/** A throwaway self-signed certificate for 127.0.0.1 (the browser tests ignore HTTPS errors for this pass). */
function selfSignedCertificate(dir) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = process.env.PORT ?? '3200';
  const found = findNginx();
  if (!found?.mimeTypes) {
    console.error(
      found
        ? `nginx at ${found.bin} has no mime.types next to its config.`
        : 'nginx is not installed (npm test installs it where it can; see README).',
    );
    process.exit(1);
  }
  const prefix = mkdtempSync(join(tmpdir(), 'pm-nginx-'));
  const conf = join(prefix, 'nginx.conf');
  const httpPort = process.env.HTTP_PORT ?? String(Number(port) + 1);
  writeFileSync(
    conf,
    testNginxConfig({
      prefix,
      port,
      httpPort,
      ...selfSignedCertificate(prefix),
      mimeTypes: found.mimeTypes,
      // Precompressed .br files are sent only with the brotli static module; without it nginx sends the .gz ones.
      brotli: Boolean(found.brotli),
      loadBrotli: typeof found.brotli === 'string' && found.brotli !== 'builtin' ? found.brotli : undefined,
      asRoot: process.getuid?.() === 0,
      // NGINX_WORKERS overrides the shipped worker count (nginxWorkers.processes) if ever needed.
      workers: process.env.NGINX_WORKERS,
      precompressed: process.env.NGINX_PRECOMPRESSED !== '0',
    }),
  );
  const child = spawn(found.bin, ['-p', prefix, '-c', conf], { stdio: 'inherit' });
  console.log(
    `nginx serving ${resolve('out')} on https://127.0.0.1:${port} (self-signed), redirecting from http://127.0.0.1:${httpPort}`,
  );
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill('SIGQUIT'));
  child.on('exit', (code) => process.exit(code ?? 0));
}
