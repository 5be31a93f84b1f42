/**
 * Tests check rules, not words: in a copy of the project, five edits an owner would make in the editor (an industry's
 * headline, a company page's headline, the home page's tagline, a blog post's title, a testimonial's quote) leave
 * the unit tests green (`npm run test:content`). Only the spec's wordings may be pinned (tests/lib/spec-words.ts).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';

const root = process.cwd();
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

/** A copy of every file git tracks (node_modules linked), so the unit tests run there as here. */
function project() {
  const dir = mkdtempSync(join(tmpdir(), 'pm-owner-words-'));
  const files = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .stdout.split('\0')
    .filter(Boolean);
  for (const f of files) cpSync(join(root, f), join(dir, f), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}
let dir = '';
after(() => dir && rmSync(dir, { recursive: true, force: true }));

/** Replaces one line of a content file (the line `pattern` finds, in a field the editor shows). */
function edit(file, pattern, line) {
  const path = join(dir, 'src/content', file);
  const text = readFileSync(path, 'utf8');
  assert.match(text, pattern, `${file}: the line to edit`);
  writeFileSync(
    path,
    text.replace(pattern, (_, head) => `${head}${line}`),
  );
}

/** The edits: new words in the same fields, as the owner would write them (within the fields' rules). */
const edits = [
  [
    'industries/healthcare.yaml',
    /^(hero:\n(?: {2}.*\n)*? {2}title: ).*$/m,
    'Clinical steps from your own policies, one call away',
  ],
  ['pages/company/values.yaml', /^(hero:\n(?: {2}.*\n)*? {2}title: ).*$/m, 'What we hold to on every call'],
  [
    'pages/index.yaml',
    /^(hero:\n(?: {2}.*\n)*? {2}tagline: ).*$/m,
    'Staff call or text one number and hear your own procedures read back step by step, wherever the work is.',
  ],
  [
    'blog/why-voice-first-for-frontline-work.md',
    /^(title: ).*$/m,
    "'Hands busy, eyes up: a phone call suits the front line'",
  ],
  [
    'pages/customers/testimonials.yaml',
    /^( +quote: ).*$/m,
    'Questions that used to wait for the morning crew now get answered on the first call.',
  ],
];

describe('the owner changes words, not code', () => {
  it('five word edits an owner would make leave the unit tests green', () => {
    dir = project();
    for (const [file, pattern, line] of edits) edit(file, pattern, line);
    // What this run checks is words: a generous per-test timeout, so a busy machine does not fail it on timing
    // (the unit run of `npm test` keeps the project's own).
    const r = spawnSync(process.execPath, [vitest, 'run', '--reporter=dot', '--testTimeout=120000'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' },
      timeout: 1_200_000,
    });
    const output = `${r.stdout}\n${r.stderr}`;
    assert.equal(r.status, 0, `the unit tests fail after the owner's edits:\n${output.slice(-6000)}`);
    assert.match(output, /Tests +\d+ passed/);
  });
});
