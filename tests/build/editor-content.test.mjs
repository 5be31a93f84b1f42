/**
 * What the content editor lets a marketer add, checked by building a copy of the project (`npm run test:content`):
 * a new industry, a new solution and a new composed page under /company, each one file alone (what the editor's
 * "New" button writes), become pages in their menus, the sitemap and the search; an existing page's field edited
 * shows on the page; the new industry, which has no
 * drawing yet, gets its stand-in scene in the colours it names. And a date the calendar does not have fails the
 * build, naming the file and the field.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';

const root = process.cwd();
const astro = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin', 'astro.mjs');
const copies = [];

/** A copy of the project's sources (node_modules linked), to change and build without touching the real one. */
function project() {
  const dir = mkdtempSync(join(tmpdir(), 'pm-editor-content-'));
  copies.push(dir);
  for (const p of ['src', 'public', 'scripts', 'deploy', 'astro.config.mjs', 'tsconfig.json', 'package.json'])
    cpSync(join(root, p), join(dir, p), {
      recursive: true,
      filter: (f) => !f.includes('/public/pagefind') && !f.includes('/deploy/build'),
    });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}
after(() => copies.forEach((d) => rmSync(d, { recursive: true, force: true })));

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', NO_COLOR: '1', FORCE_COLOR: '0' };

function build(dir, { postbuild = false } = {}) {
  const r = spawnSync(process.execPath, [astro, 'build', '--outDir', 'out'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...env, SITE_CMS: 'off' },
    timeout: 400_000,
  });
  let output = `${r.stdout}\n${r.stderr}`;
  if (r.status !== 0 || !postbuild) return { ok: r.status === 0, output };
  // The search index (and the inlined hero scenes) are made after astro build.
  const p = spawnSync(process.execPath, ['scripts/postbuild.mjs'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...env, PRECOMPRESS: '0' },
    timeout: 400_000,
  });
  output += `\n${p.stdout}\n${p.stderr}`;
  return { ok: p.status === 0, output };
}

const read = (dir, file) => parseYaml(readFileSync(join(dir, 'src', 'content', file), 'utf8'));
const write = (dir, file, data) =>
  writeFileSync(join(dir, 'src', 'content', file), stringifyYaml(data, { lineWidth: 0, singleQuote: true }));

describe('what a marketer adds in the editor', () => {
  it('a new industry, solution and company page, one file each, are pages in menus, sitemap and search', () => {
    const dir = project();
    const industry = read(dir, 'industries/healthcare.yaml');
    industry.name = 'Dentistry';
    industry.tint = 'education';
    industry.blurb = 'Chairside steps for dental teams, spoken on any phone.';
    industry.menuLine = 'Chairside steps, spoken';
    industry.meta = {
      title: 'Dentistry: Spoken Chairside Guidance for Dental Teams',
      description:
        'Dental assistants and front-desk staff call one number for step-by-step guidance from your own procedures. No app.',
    };
    write(dir, 'industries/dentistry.yaml', industry);

    const solution = read(dir, 'solutions/startup.yaml');
    solution.name = 'Franchise';
    solution.audience = 'Franchises';
    solution.meta = {
      title: 'Franchises: One Way of Working at Every Location',
      description:
        'Give every franchise location the same step-by-step answers from your operations manual, by phone. No app, no login.',
    };
    write(dir, 'solutions/franchise.yaml', solution);

    const page = read(dir, 'pages/company/values.yaml');
    page.nav = { title: 'Open House Days', label: 'Open House', blurb: 'Come and hear the mentor answer a call.' };
    page.meta = {
      title: 'Open House Days | Pocket Mentor',
      description:
        'Visit Pocket Mentor on an open house day and hear how a phone call turns your procedures into spoken steps.',
    };
    page.hero.title = 'Come and hear a call answered';
    delete page.hero.scene;
    write(dir, 'pages/company/open-house.yaml', page);

    // An edit of one field of an existing page, as the editor saves it (tests/e2e/admin.spec.ts: that line alone).
    const healthcare = join(dir, 'src/content/industries/healthcare.yaml');
    const tagline = 'Nurses and techs call one number and hear your own policies, one step at a time.';
    const before = readFileSync(healthcare, 'utf8');
    const old = /^ {2}tagline: (.*)$/m.exec(before)[1];
    writeFileSync(healthcare, before.replace(`  tagline: ${old}\n`, `  tagline: ${tagline}\n`));

    const { ok, output } = build(dir, { postbuild: true });
    assert.ok(ok, output.slice(-4000));
    const html = (p) => readFileSync(join(dir, 'out', p, 'index.html'), 'utf8');
    const home = html('');
    assert.ok(html('industries/healthcare').includes(tagline), 'the edited tagline on its page');
    assert.ok(!html('industries/healthcare').includes(old), 'and the old one gone');

    // The industry: its page and its edition, in the Industries menu, in the colours it names, with a stand-in.
    assert.match(html('industries/dentistry'), /<title>Dentistry: Spoken Chairside Guidance for Dental Teams<\/title>/);
    assert.match(html('industries/dentistry'), /data-tint="education"/);
    assert.ok(existsSync(join(dir, 'out/products/pocket-mentor/dentistry/index.html')), 'its edition page');
    assert.match(home, /href="\/industries\/dentistry\/"/, 'in the Industries menu');
    const scene = readFileSync(join(dir, 'out/illustrations/industries/dentistry.svg'), 'utf8');
    assert.match(scene, /^<svg[^>]*viewBox="0 0 640 480"/);
    assert.match(scene, /#f5f6ff/i, 'drawn in the education ramp (its 50 step)');
    assert.ok(existsSync(join(dir, 'out/illustrations/industries/dentistry-call.svg')), 'its close-up stand-in');
    assert.ok(!existsSync(join(dir, 'out/illustrations/industries/healthcare-call.svg.fallback')));

    // The solution and the company page, in their menus.
    assert.match(html('solutions/franchise'), /Franchise/);
    assert.match(home, /href="\/solutions\/franchise\/"/, 'in the Solutions menu');
    assert.match(html('company/open-house'), /Come and hear a call answered/);
    assert.match(home, /href="\/company\/open-house\/"[^>]*>[\s\S]{0,400}Open House/, 'in the Company menu');

    const sitemap = readFileSync(join(dir, 'out', 'sitemap.xml'), 'utf8');
    for (const p of ['/industries/dentistry/', '/solutions/franchise/', '/company/open-house/'])
      assert.match(sitemap, new RegExp(`${p}<`), `${p} in the sitemap`);

    // The search index names each new page (the edition's canonical is the industry page, so it is not indexed).
    const urls = readdirSync(join(dir, 'out/pagefind/fragment')).map(
      (f) => /"url":"([^"]*)"/.exec(gunzipSync(readFileSync(join(dir, 'out/pagefind/fragment', f))).toString())?.[1],
    );
    for (const p of ['/industries/dentistry/', '/solutions/franchise/', '/company/open-house/'])
      assert.ok(urls.includes(p), `${p} in the search index`);
    assert.ok(!urls.includes('/products/pocket-mentor/dentistry/'));
  });

  it('a date the calendar does not have fails the build, naming the file and the field', () => {
    const dir = project();
    const file = join(dir, 'src/content/blog/why-voice-first-for-frontline-work.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^date: .*$/m, "date: '2026-02-30'"));
    const { ok, output } = build(dir);
    assert.equal(ok, false, 'the build should fail');
    assert.match(output, /why-voice-first-for-frontline-work/);
    assert.match(output, /\n {2}Date: /);
    assert.match(output, /not a day of the calendar/);
  });
});
