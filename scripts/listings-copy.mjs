#!/usr/bin/env node
/**
 * `node scripts/listings-copy.mjs [N]`: a copy of the project (its files as git lists them, uncommitted edits
 * included; node_modules' packages linked) in a temporary folder, with N generated events and N generated news items
 * (default 30: the events page and the newsroom then run to a second page; a few events are upcoming), built as
 * `npm run build` does (PRECOMPRESS=0). Prints the copy's folder, where the browser tests of the lists' later pages
 * run against that build: `cd <dir> && PORT=… npx playwright test tests/e2e/listings.spec.ts --project=chromium`.
 * The entries are fixtures for the tests, never content.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const n = Number(process.argv[2] ?? 30);
const root = process.cwd();
const dir = mkdtempSync(join(tmpdir(), 'pm-listings-'));
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\0')
  .filter((f) => f && existsSync(f));
for (const f of files) {
  mkdirSync(dirname(join(dir, f)), { recursive: true });
  cpSync(f, join(dir, f));
}
mkdirSync(join(dir, 'node_modules'));
for (const name of readdirSync(join(root, 'node_modules')))
  if (!name.startsWith('.')) symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name));
symlinkSync(join(root, 'node_modules', '.bin'), join(dir, 'node_modules', '.bin'));

const day = (i, from) => new Date(from - i * 86_400_000).toISOString().slice(0, 10);
for (let i = 0; i < n; i++) {
  // Every tenth event is upcoming (far in the future, so it stays upcoming); the others past, a day apart.
  const date = i % 10 === 0 ? `2099-01-${String(1 + i / 10).padStart(2, '0')}` : day(i, Date.UTC(2026, 9, 31));
  writeFileSync(
    join(dir, 'src/content/events', `generated-session-${i + 1}.yaml`),
    [
      `title: Generated session ${i + 1}`,
      `description: A generated event for the tests of the events list, number ${i + 1}.`,
      `date: '${date}'`,
      'time: 4:00 pm',
      'kind: workshop',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'src/content/news', `generated-item-${i + 1}.yaml`),
    [
      `title: Generated announcement ${i + 1}`,
      `date: '${day(i, Date.UTC(2026, 9, 30))}'`,
      'category: Product',
      `summary: A generated news item for the tests of the newsroom's list, number ${i + 1}.`,
      '',
    ].join('\n'),
  );
}
const r = spawnSync('npm', ['run', 'build'], {
  cwd: dir,
  env: { ...process.env, PRECOMPRESS: '0' },
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'pipe'],
});
if (r.status !== 0) {
  console.error(`${r.stdout}\n${r.stderr}`.slice(-4000));
  process.exit(1);
}
console.log(dir);
