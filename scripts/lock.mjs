#!/usr/bin/env node
/**
 * `npm run lock`: rewrites package-lock.json from package.json so that it records every platform's optional
 * packages. npm prunes the lockfile to this platform when node_modules is present (then `npm ci` fails on other
 * systems), so node_modules is moved aside for the resolution and put back after; `npm ci` then installs from the
 * new lockfile. tests/unit/lockfile.test.ts fails on a pruned lockfile.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';

const aside = `.node_modules.lock-${process.pid}`;
const had = existsSync('node_modules');
if (had) renameSync('node_modules', aside);
let status = 1;
try {
  status =
    spawnSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund'], { stdio: 'inherit' }).status ?? 1;
} finally {
  if (had) renameSync(aside, 'node_modules');
}
if (status === 0) status = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' }).status ?? 1;
process.exit(status);
