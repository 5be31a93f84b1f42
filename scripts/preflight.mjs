#!/usr/bin/env node
/**
 * First step of `npm test`: checks the Node version, then what the browser tests and checks need: Chromium
 * (scripts/browser.mjs), nginx with its brotli module (scripts/find-nginx.mjs), Firefox, and Java for the W3C Nu
 * checker. What is missing is installed without asking where that is possible (Debian/Ubuntu as root or with
 * passwordless sudo: apt-get; elsewhere `npx playwright install chromium`); otherwise it stops with one message
 * saying what to run. nginx may be missing locally (its pass is skipped; with CI set it is required); Firefox
 * anywhere (its tests are skipped). PREFLIGHT_NO_INSTALL=1 only checks.
 */
// The Node version first, before anything slow (stops with one message when it is too old).
import './check-node.mjs';

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

import { firefoxPath, resolveBrowser } from './browser.mjs';
import { findNginx, which } from './find-nginx.mjs';

const ci = Boolean(process.env.CI);
const mayInstall = process.env.PREFLIGHT_NO_INSTALL !== '1';
const log = (m) => console.log(`preflight: ${m}`);

const debian =
  existsSync('/etc/debian_version') ||
  /^ID(_LIKE)?=.*\b(debian|ubuntu)\b/m.test(
    existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '',
  );
/** How to run a command as root without a password prompt: '' (already root), 'sudo -n', or null. */
function rootPrefix() {
  if (process.getuid?.() === 0) return [];
  if (!which('sudo')) return null;
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore', timeout: 5000 }).status === 0 ? ['sudo', '-n'] : null;
}
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { stdio: 'inherit', ...opts }).status === 0;

function aptInstall(packages) {
  const sudo = rootPrefix();
  if (!debian || !sudo || !which('apt-get', ['/usr/bin'])) return false;
  log(`installing ${packages.join(' ')} with apt-get${sudo.length ? ' (sudo)' : ''}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const asRoot = (args) => run([...sudo, ...args][0], [...sudo, ...args].slice(1), { env });
  const ok =
    asRoot(['apt-get', 'update', '-qq']) &&
    asRoot(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
  // Debian's package starts a system nginx on port 80; the tests run their own instances.
  if (packages.includes('nginx'))
    spawnSync([...sudo, 'service'][0], [...sudo, 'service', 'nginx', 'stop'].slice(1), { stdio: 'ignore' });
  return ok;
}

/** Whether Playwright's download host answers at all (any status), so an offline machine fails in seconds, not after retries. */
async function reachable(url) {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    log(`cannot reach ${url}: not downloading a browser`);
    return false;
  }
}

const problems = [];

// 1. The browser.
let browser = resolveBrowser();
if (!browser && process.env.CHROMIUM_PATH) {
  problems.push(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist. Fix or unset it.`);
} else if (!browser && mayInstall) {
  if (
    !aptInstall(['chromium']) &&
    (await reachable(process.env.PLAYWRIGHT_DOWNLOAD_HOST ?? 'https://cdn.playwright.dev/'))
  ) {
    log('installing Playwright’s Chromium (npx playwright install chromium)');
    run('npx', ['playwright', 'install', 'chromium'], { timeout: 600_000 });
  }
  browser = resolveBrowser();
}
if (!browser && !problems.length) {
  problems.push(
    'No Chromium found. Run one of: `npx playwright install chromium` (any OS), ' +
      '`sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium/Chrome executable.',
  );
}

// 2. nginx (and its brotli module on Debian).
let nginx = findNginx();
const wanted = [];
if (!nginx?.mimeTypes) wanted.push('nginx');
if (!nginx?.brotli && debian) wanted.push('libnginx-mod-http-brotli-static');
if (
  wanted.length &&
  mayInstall &&
  aptInstall(wanted.includes('nginx') ? ['nginx', 'libnginx-mod-http-brotli-static'] : wanted)
)
  nginx = findNginx();
if (!nginx?.mimeTypes) {
  const how = debian
    ? 'sudo apt-get install nginx libnginx-mod-http-brotli-static'
    : process.platform === 'darwin'
      ? 'brew install nginx'
      : 'install nginx with your package manager';
  if (ci) problems.push(`nginx is required in CI and was not found or could not be installed. Run: ${how}`);
  else log(`NOTICE: nginx not found; the nginx pass of the browser tests will be SKIPPED. To run it: ${how}`);
}

// 3. Firefox (optional: its tests are skipped without it).
let firefox = firefoxPath();
if (!firefox && mayInstall && aptInstall(['firefox-esr'])) firefox = firefoxPath();
if (!firefox)
  log(
    `NOTICE: Firefox not found; the Firefox interaction tests will be SKIPPED. To run them: ${debian ? 'sudo apt-get install firefox-esr' : 'install Firefox, or set FIREFOX_PATH'}`,
  );

// 4. Java, for the W3C Nu checker (scripts/validate-nu.mjs).
const javaOk = () => spawnSync(process.env.JAVA ?? 'java', ['-version'], { stdio: 'ignore' }).status === 0;
let java = javaOk();
if (!java && mayInstall && aptInstall(['default-jre-headless'])) java = javaOk();
if (!java)
  problems.push(
    `No Java found for the W3C Nu checker. Run: ${debian ? 'sudo apt-get install default-jre-headless' : 'install a Java runtime (11 or later)'}, or set JAVA to a java executable.`,
  );

if (problems.length) {
  console.error(`\npreflight: cannot run the browser tests.\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
  process.exit(1);
}
log(`Chromium: ${browser?.path} (${browser?.source})`);
if (nginx?.mimeTypes)
  log(
    `nginx: ${nginx.bin} (${nginx.version}), brotli ${nginx.brotli ? 'on' : 'off: only .gz files are sent precompressed'}`,
  );
if (firefox) log(`Firefox: ${firefox}`);
log(`Java: ${process.env.JAVA ?? 'java'} (for the Nu checker)`);
