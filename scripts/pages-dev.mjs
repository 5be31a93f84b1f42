#!/usr/bin/env node
/**
 * Serves the build the way Cloudflare Pages has it, on wrangler's local Pages runtime (workerd, offline): the
 * upload a Pages build makes (postbuild under CF_PAGES writes no _headers, and Pages compresses at its edge, so no
 * .br/.gz copies), linked from out/ into out-cloudflare/. On Pages the worker (out/_worker.js) is then the only
 * source of headers. The browser tests' "cloudflare" project runs it: `PORT=3105 node scripts/pages-dev.mjs`.
 */
import { spawn } from 'node:child_process';
import { linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const from = process.env.OUT_DIR ?? 'out';
const to = `${from}-cloudflare`;
const port = process.env.PORT ?? '8788';

/** Hard links, not copies: the tree costs no disk and no time. */
function link(src, dst) {
  mkdirSync(dst, { recursive: true });
  for (const e of readdirSync(src, { withFileTypes: true })) {
    const s = join(src, e.name);
    const d = join(dst, e.name);
    if (e.isDirectory()) link(s, d);
    else if (!/\.(br|gz)$/.test(e.name) && !(src === from && e.name === '_headers')) linkSync(s, d);
  }
}
rmSync(to, { recursive: true, force: true });
link(from, to);

const args = ['pages', 'dev', to, '--ip', '127.0.0.1', '--port', port, '--compatibility-date', '2025-01-01'];
const child = spawn('wrangler', [...args, '--show-interactive-dev-session=false'], {
  stdio: 'inherit',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', PATH: `node_modules/.bin:${process.env.PATH}` },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
