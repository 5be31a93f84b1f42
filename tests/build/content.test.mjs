/**
 * The promises of content as data, checked by building a copy of the project (`npm run test:content`, part of
 * `npm test`): one new file is a new page (a composed page and a blog post, with their copy, in the menus and the
 * sitemap), and a broken file fails `astro build` with a message that names the file and the field.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';

const root = process.cwd();
const astro = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin', 'astro.mjs');
const copies = [];

/** A copy of the project's sources (node_modules linked), to change and build without touching the real one. */
function project() {
  const dir = mkdtempSync(join(tmpdir(), 'pm-content-'));
  copies.push(dir);
  for (const p of ['src', 'public', 'scripts', 'astro.config.mjs', 'tsconfig.json', 'package.json'])
    cpSync(join(root, p), join(dir, p), { recursive: true, filter: (f) => !f.includes('/public/pagefind') });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}
after(() => copies.forEach((d) => rmSync(d, { recursive: true, force: true })));

function build(dir) {
  const r = spawnSync(process.execPath, [astro, 'build', '--outDir', 'out'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 300_000,
  });
  // Without colours (NO_COLOR), so the messages can be matched as text.
  return { ok: r.status === 0, output: `${r.stdout}\n${r.stderr}` };
}

const read = (dir, file) => parseYaml(readFileSync(join(dir, 'src', 'content', file), 'utf8'));
const write = (dir, file, data) =>
  writeFileSync(join(dir, 'src', 'content', file), stringifyYaml(data, { lineWidth: 0, singleQuote: true }));

describe('content files', () => {
  it('one new file is a new page: a composed page and a blog post, with their copy, menus and sitemap', () => {
    const dir = project();
    const page = read(dir, 'pages/company/values.yaml');
    page.nav = { title: 'Our Promise to Callers', label: 'Our Promise', blurb: 'What every caller can count on.' };
    page.meta = {
      title: 'Our Promise to Callers | Pocket Mentor',
      description: 'What every frontline caller can count on from Pocket Mentor: the same answer, any phone, any hour.',
    };
    page.hero.title = 'Every caller hears the same answer';
    write(dir, 'pages/company/our-promise.yaml', page);
    const post = readFileSync(join(dir, 'src/content/blog/why-voice-first-for-frontline-work.md'), 'utf8')
      .replace(/^title: .*$/m, 'title: A checklist you can hear')
      .replace(/^metaTitle: .*$/m, 'metaTitle: A Checklist You Can Hear')
      .replace(
        /^summary: .*$/m,
        'summary: Why a spoken checklist helps a new hire more than a laminated one on the wall, and how to write one.',
      )
      .replace(/^date: .*$/m, 'date: 2026-11-24');
    writeFileSync(join(dir, 'src/content/blog/a-checklist-you-can-hear.md'), post);

    const { ok, output } = build(dir);
    assert.ok(ok, output.slice(-3000));
    const html = (p) => readFileSync(join(dir, 'out', p, 'index.html'), 'utf8');
    assert.match(html('company/our-promise'), /<h1[^>]*>[^<]*Every caller hears the same answer/);
    assert.match(html('company/our-promise'), /<title>Our Promise to Callers \| Pocket Mentor<\/title>/);
    assert.match(html(''), /href="\/company\/our-promise\/"[^>]*>[\s\S]{0,400}Our Promise/, 'in the Company menu');
    assert.match(html('blog/a-checklist-you-can-hear'), /A checklist you can hear/);
    assert.match(html('blog'), /href="\/blog\/a-checklist-you-can-hear\/"/, 'listed on the blog');
    const sitemap = readFileSync(join(dir, 'out', 'sitemap.xml'), 'utf8');
    assert.match(sitemap, /\/company\/our-promise\/</);
    assert.match(sitemap, /\/blog\/a-checklist-you-can-hear\/</);
  });

  it('a missing required field fails the build, naming the file and the field', () => {
    const dir = project();
    const healthcare = read(dir, 'industries/healthcare.yaml');
    delete healthcare.hero.tagline;
    write(dir, 'industries/healthcare.yaml', healthcare);
    const { ok, output } = build(dir);
    assert.equal(ok, false, 'the build should fail');
    assert.match(output, /src\/content\/industries\/healthcare\.yaml\n {2}Top of the page › Tagline: /);
  });

  it('a reference to an entry that does not exist fails the build, naming the file and the field', () => {
    const dir = project();
    const stories = read(dir, 'pages/customers/customer-stories.yaml');
    const block = stories.blocks.find((b) => b.type === 'stories');
    block.items[1].industry = 'space-tourism';
    write(dir, 'pages/customers/customer-stories.yaml', stories);
    const { ok, output } = build(dir);
    assert.equal(ok, false, 'the build should fail');
    assert.match(
      output,
      /src\/content\/pages\/customers\/customer-stories\.yaml\n {2}Page sections \d+ \(Stories\) › Items 2 › Industry: .*space-tourism/,
    );
  });

  it('a title over 60 characters fails the build, naming the file and the field', () => {
    const dir = project();
    const cfo = read(dir, 'solutions/cfo.yaml');
    cfo.meta.title = 'For CFOs: Frontline Enablement With No Capital Spend, No Hardware, No Integration';
    write(dir, 'solutions/cfo.yaml', cfo);
    const { ok, output } = build(dir);
    assert.equal(ok, false, 'the build should fail');
    assert.match(
      output,
      /src\/content\/solutions\/cfo\.yaml\n {2}Search engines and sharing › Search result title: must be at most 60 characters/,
    );
    assert.ok(existsSync(dir));
  });

  it('an impossible date in a news item fails the build, naming the file and the field', () => {
    const dir = project();
    const item = read(dir, 'news/privacy-policy-updated.yaml');
    item.date = '2026-02-30';
    write(dir, 'news/privacy-policy-updated.yaml', item);
    const { ok, output } = build(dir);
    assert.equal(ok, false, 'the build should fail');
    assert.match(output, /src\/content\/news\/privacy-policy-updated\.yaml\n {2}Date: is not a day of the calendar/);
  });

  /** Changes a file's text (one replacement, which must match). */
  const change = (dir, file, from, to) => {
    const path = join(dir, 'src', 'content', file);
    const text = readFileSync(path, 'utf8');
    assert.notEqual(text.replace(from, to), text, `${file}: ${from}`);
    writeFileSync(path, text.replace(from, to));
  };

  /** A dead internal link fails the build, naming the file, the field as the editor labels it and the nearest page. */
  const deadLink = (file, from, to, field, message) => () => {
    const dir = project();
    change(dir, file, from, to);
    const { ok, output } = build(dir);
    assert.equal(ok, false, 'the build should fail');
    assert.match(output, new RegExp(`src/content/${file.replace(/[.]/g, '\\.')}\\n {2}${field}: ${message}`));
  };

  it(
    'a dead link in the header button fails the build, naming the file and the field',
    deadLink(
      'site/navigation.yaml',
      /(tour:\n\s+label: .*\n\s+href: )\/contact/,
      '$1/contact-us',
      'Header buttons › Tour button › Link',
      '/contact-us is not a page of this site — did you mean /contact\\?',
    ),
  );

  it(
    'a dead link in a menu (the footer) fails the build, naming the file and the field',
    deadLink(
      'site/navigation.yaml',
      '        - /products/pocket-sme\n',
      '        - /products/pocket-sne\n',
      'Footer › Link columns 1 › Links 2',
      '/products/pocket-sne is not a page of this site — did you mean /products/pocket-sme\\?',
    ),
  );

  it(
    'a dead link in a block fails the build, naming the file and the field',
    deadLink(
      'pages/company/culture-and-inclusion.yaml',
      /(title: Our social impact\n(?:.*\n)*?\s+href: )\/company\/social-impact\n/,
      '$1/company/social-impacts\n',
      'Page sections \\d+ \\(Links\\) › Items \\d+ › Link',
      '/company/social-impacts is not a page of this site — did you mean /company/social-impact\\?',
    ),
  );

  it(
    'a dead link in a Markdown text fails the build, naming the file and the line',
    deadLink(
      'blog/why-voice-first-for-frontline-work.md',
      /\n\n([A-Z])/,
      '\n\nSee [dentistry](/industries/dentistry).\n\n$1',
      'Text \\(line \\d+ of the text\\)',
      '/industries/dentistry is not a page of this site',
    ),
  );
});
