/**
 * Finds nginx the way a user's shell would (PATH, then the sbin folders PATH often lacks), and, from the
 * binary's own build settings (`nginx -V`), its mime.types and whether the brotli static module is built
 * in, loadable from its modules folder, or absent. Works for Debian/Ubuntu packages and Homebrew alike.
 * Used by scripts/nginx-serve.mjs, scripts/preflight.mjs, scripts/bench.mjs and playwright.config.ts.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, dirname, isAbsolute, join } from 'node:path';

const executable = (p) => {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** First executable called `name` on PATH, then in `extra` folders. */
export function which(name, extra = []) {
  const dirs = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), ...extra];
  for (const d of dirs) if (executable(join(d, name))) return join(d, name);
  return null;
}

/** @returns {{ bin: string, mimeTypes: string | null, brotli: 'builtin' | string | null, version: string } | null} */
export function findNginx() {
  const bin =
    process.env.NGINX_PATH || which('nginx', ['/usr/sbin', '/usr/local/sbin', '/opt/homebrew/bin', '/usr/local/bin']);
  if (!bin) return null;
  // nginx -V prints its version and configure arguments to stderr.
  const run = spawnSync(bin, ['-V'], { encoding: 'utf8', timeout: 5000 });
  const info = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  const arg = (name) => new RegExp(`--${name}=(\\S+)`).exec(info)?.[1];
  const prefix = arg('prefix') ?? dirname(dirname(bin));
  const abs = (p) => (isAbsolute(p) ? p : join(prefix, p));
  const conf = abs(arg('conf-path') ?? 'conf/nginx.conf');
  const mimeTypes =
    [join(dirname(conf), 'mime.types'), join(prefix, 'conf', 'mime.types'), '/etc/nginx/mime.types'].find(existsSync) ??
    null;
  const modules = abs(arg('modules-path') ?? 'modules');
  const so = [
    join(modules, 'ngx_http_brotli_static_module.so'),
    '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  ].find(existsSync);
  const brotli = /brotli/.test(info.replace(/-ffile-prefix-map=\S+/g, '')) && !so ? 'builtin' : (so ?? null);
  return { bin, mimeTypes, brotli, version: /nginx version: (\S+)/.exec(info)?.[1] ?? 'nginx' };
}
