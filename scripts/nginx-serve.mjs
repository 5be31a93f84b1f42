#!/usr/bin/env node
/**
 * Serves out/ with real nginx (Debian package) and the generated config, for the nginx pass of the
 * browser tests: `PORT=3200 node scripts/nginx-serve.mjs` serves HTTPS on 127.0.0.1:PORT (a self-signed
 * certificate for 127.0.0.1, made here with openssl) and the redirecting HTTP server on PORT+1.
 * Runs in the foreground; logs to a temp dir. nginx is found on PATH (or NGINX_PATH), its mime.types from its
 * own prefix, and the brotli static module is loaded when installed (scripts/find-nginx.mjs), so this runs
 * with Debian's and Homebrew's nginx alike.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { nginxConfig } from '../deploy/nginx.mjs';
import { findNginx } from './find-nginx.mjs';

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
const nginx = found.bin;
// Precompressed .br files are sent only with the brotli static module; without it nginx sends the .gz ones.
const loadBrotli =
  typeof found.brotli === 'string' && found.brotli !== 'builtin' ? `load_module ${found.brotli};\n` : '';
const prefix = mkdtempSync(join(tmpdir(), 'pm-nginx-'));
const conf = join(prefix, 'nginx.conf');
const httpPort = process.env.HTTP_PORT ?? String(Number(port) + 1);
const tls = selfSignedCertificate(prefix);
let siteConfig = nginxConfig({
  httpsListen: `127.0.0.1:${port}`,
  httpListen: `127.0.0.1:${httpPort}`,
  httpsOrigin: `https://127.0.0.1:${port}`,
  serverName: '127.0.0.1',
  cert: tls.cert,
  key: tls.key,
  root: resolve('out'),
  cspMap: resolve('deploy/build/csp-map.conf'),
  brotli: Boolean(found.brotli),
});
// NGINX_PRECOMPRESSED=0: compress on the fly only, as before the .br/.gz files (the bench's baseline).
if (process.env.NGINX_PRECOMPRESSED === '0') siteConfig = siteConfig.replace(/^\s*(brotli|gzip)_static on;\n/gm, '');
// Started as root (CI containers), nginx drops its workers to `nobody`, which cannot read a checkout
// under a private directory such as mktemp's: keep the workers as the invoking user.
const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
writeFileSync(
  conf,
  `daemon off;
${loadBrotli}${user}worker_processes ${process.env.NGINX_WORKERS ?? 1};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include ${found.mimeTypes};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  sendfile on;
${siteConfig.replace(/^/gm, '  ')}
}
`,
);
const child = spawn(nginx, ['-p', prefix, '-c', conf], { stdio: 'inherit' });
console.log(
  `nginx serving ${resolve('out')} on https://127.0.0.1:${port} (self-signed), redirecting from http://127.0.0.1:${httpPort}`,
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill('SIGQUIT'));
child.on('exit', (code) => process.exit(code ?? 0));

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
