import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

import { cmsBundle } from '@/cms/config';
import { humanize, type CmsField } from '@/cms/fields';
import { site } from '@/lib/settings';
import { checkSiteSettings } from '@/lib/site-check';
import { blogPostSchema } from '@/schemas/blog';
import { isCalendarDate, isoDate } from '@/schemas/common';

import { specWords } from '../lib/spec-words';

/**
 * What the content editor (/admin/) offers beyond the fields themselves: drafts on GitHub, images from the project
 * only, and dates the calendar has. tests/e2e/admin.spec.ts drives the same in the built editor.
 */
const bundle = cmsBundle({ repo: 'owner/site', branch: 'main' });
const config = bundle.config as Record<string, unknown>;

describe('the editor configuration', () => {
  it('saves drafts as pull requests on GitHub (editorial workflow), on the GitHub backend', () => {
    expect(config.publish_mode).toBe('editorial_workflow');
    expect((config.backend as { name: string }).name).toBe('github');
  });

  it('offers no stock-photo services, which the editor page’s policy refuses', () => {
    expect(config.media_libraries).toEqual({ stock_assets: false });
  });
});

describe('dates', () => {
  it('a day the calendar does not have is refused, naming why; real days pass', () => {
    for (const day of ['2026-02-30', '2026-02-29', '2026-13-01', '2026-04-31', '2026-00-10'])
      expect(isCalendarDate(day), day).toBe(false);
    for (const day of ['2026-02-28', '2028-02-29', '2026-12-31']) expect(isCalendarDate(day), day).toBe(true);
    const r = isoDate().safeParse('2026-02-30');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/not a day of the calendar/);
  });

  it('a blog post dated 30 February fails its schema at `date`', () => {
    const post = {
      title: 'A post with a date that is not real',
      date: '2026-02-30',
      summary: 'x'.repeat(80),
      author: 'Pocket Mentor team',
      tags: ['Voice-first AI'],
    };
    const r = blogPostSchema.safeParse(post);
    expect(r.success).toBe(false);
    expect(r.error?.issues.some((i) => i.path.join('.') === 'date')).toBe(true);
  });
});

/** A field of an entry's fields by its path (`phone.display`). */
const fieldAt = (fields: CmsField[], path: string): CmsField | undefined =>
  path
    .split('.')
    .reduce<CmsField | undefined>((f, key) => (f ? f.fields : fields)?.find((x) => x.name === key), undefined);

/** Every field of every collection, with where it is. */
const allFields = () =>
  bundle.config.collections.flatMap((c) => [
    ...(c.fields ?? []).map((f) => [c.name, f] as const),
    ...(c.files ?? []).flatMap((file) => file.fields.map((f) => [file.name, f] as const)),
  ]);

describe('business details in the editor', () => {
  const file = 'src/content/settings/business.json';
  const data = parseYaml(readFileSync(file, 'utf8')) as {
    phone: { display: string };
    email: string;
    communityUrl: string;
  };
  const settings = bundle.config.collections.find((c) => c.name === 'settings')!;
  const fields = settings.files![0]!.fields;

  it('are one file the editor edits: phones, email, address, name, community and social links, labelled', () => {
    expect(settings.files![0]!.file).toBe(file);
    for (const path of [
      'name',
      'legalName',
      'phone.display',
      'secondaryPhone.display',
      'email',
      'address.poBox',
      'communityUrl',
      'social',
    ])
      expect(fieldAt(fields, path), path).toBeDefined();
    expect(fieldAt(fields, 'phone.display')).toMatchObject({ label: 'Main phone number', widget: 'string' });
    expect(fieldAt(fields, 'phone.display')?.hint).toMatch(/header/);
  });

  it('are what the site shows, unless a SITE_* variable overrides them (none is set here)', () => {
    expect(site.phone.display).toBe(data.phone.display);
    expect(site.email).toBe(data.email);
    expect(site.communityUrl).toBe(data.communityUrl);
  });

  it('still hold sample values, which SITE_STRICT=1 refuses', () => {
    expect(() => checkSiteSettings({ strict: true, log: () => {} })).toThrow(/SITE_PHONE/);
  });

  it('a link to a setting (site:communityUrl) is shown as what it points to', () => {
    const login = fieldAt(
      bundle.config.collections.flatMap((c) => c.files ?? []).find((f) => f.name === 'navigation')!.fields,
      'headerActions.login.href',
    );
    expect(login?.hint).toContain(`site:communityUrl (the community site, ${site.communityUrl})`);
    // A choice between settings is a list of what they are, with the setting's name after.
    const choices = allFields()
      .flatMap(([, f]) => [f, ...JSON.stringify(f).matchAll(/"options":(\[[^\]]*site:[^\]]*\])/g)].slice(1))
      .map((m) => JSON.parse((m as RegExpMatchArray)[1]!) as { label: string; value: string }[]);
    expect(choices.length).toBeGreaterThan(0);
    for (const options of choices)
      for (const o of options)
        expect(o.label).toMatch(/^(The community site|The autism initiative's site), https:\/\/\S+ \(site:\w+\)$/);
  });
});

describe('plain words', () => {
  /** Every field of every collection (each entry's fields once), nested ones and the kinds of a list included. */
  const everyField = () => {
    const out: { where: string; field: CmsField }[] = [];
    const walk = (fields: CmsField[] | undefined, where: string) => {
      for (const f of fields ?? []) {
        if (f.widget === 'hidden') continue;
        out.push({ where: `${where}.${f.name}`, field: f });
        walk(f.fields, `${where}.${f.name}`);
        if (f.field) walk([f.field], `${where}.${f.name}[]`);
        // The kinds of a list's items: their fields (a kind itself is named in the "Add" menu, with no hint).
        for (const t of f.types ?? []) walk(t.fields, `${where}.${f.name}<${t.name}>`);
      }
    };
    const seen = new Set<CmsField[]>();
    for (const c of bundle.config.collections)
      for (const [where, fields] of [
        [c.name, c.fields] as const,
        ...(c.files ?? []).map((f) => [f.name, f.fields] as const),
      ])
        if (fields && !seen.has(fields)) {
          seen.add(fields);
          walk(fields, where);
        }
    return out;
  };

  it('every field has a label and a one-line hint', () => {
    const fields = everyField();
    expect(fields.length).toBeGreaterThan(1500);
    const missing = fields.filter(({ field }) => !field.label?.trim() || !field.hint?.trim()).map((f) => f.where);
    expect(missing).toEqual([]);
    for (const { where, field } of fields) expect(field.hint!.split('\n'), where).toHaveLength(1);
  });

  it('no label is a developer’s word', () => {
    const developer = /\b(href|blurb|eyebrow|noindex|meta|nav|cta|snippet|id)\b/i;
    const found = everyField()
      .filter(({ field }) => developer.test(field.label))
      .map(({ where, field }) => `${where}: ${field.label}`);
    expect(found).toEqual([]);
    // Every other label too: the kinds of page section, the collections, the options.
    const labels = [...JSON.stringify(bundle.config).matchAll(/"label":"([^"]*)"/g)].map((m) => m[1]!);
    expect(labels.length).toBeGreaterThan(found.length + 100);
    expect(labels.filter((l) => developer.test(l))).toEqual([]);
    // The check itself: the key names it replaces would fail it.
    for (const key of ['href', 'blurb', 'eyebrow', 'noindex', 'meta', 'nav', 'ctaLabel', 'snippet', 'id'])
      expect(developer.test(humanize(key)), key).toBe(true);
  });

  it('a list names one of its items (“Add Topic”, not “1 Tags”)', () => {
    for (const { where, field } of everyField().filter(({ field }) => field.widget === 'list')) {
      expect(field.label_singular, where).toBeTruthy();
      // A list of single values: each item's box is labelled as one item.
      if (field.field) expect(field.field.label, where).toBe(field.label_singular);
    }
  });

  it('a text box’s character counter has a maximum to count to (no “11 / 0”); a minimum alone is still checked', () => {
    const texts = everyField().filter(({ field }) => /^(string|text)$/.test(field.widget));
    expect(texts.filter(({ field }) => field.minlength !== undefined && field.maxlength === undefined)).toEqual([]);
    // The blog post's title must be more than 10 characters: the editor checks it with a pattern and the schema's words.
    const title = bundle.config.collections.find((c) => c.name === 'blog')!.fields!.find((f) => f.name === 'title')!;
    const [source, words] = title.pattern as [string, string];
    const pattern = new RegExp(source.slice(1, -1));
    expect([pattern.test('Ten chars!'), pattern.test('Eleven char'), words]).toEqual([
      false,
      true,
      'must be more than 10 characters',
    ]);
  });

  it('lists entries by their page’s title, and groups collections the way the menu is', () => {
    const cms = bundle.config.collections;
    for (const c of cms.filter((c) => c.folder)) expect(c.summary, c.name).toMatch(/\{\{(nav\.title|name|title)\}\}/);
    for (const f of cms.flatMap((c) => c.files ?? []).filter((f) => f.file.startsWith('src/content/pages/')))
      expect(f.label, f.file).not.toMatch(/Voice-First AI Mentor \| Pocket Mentor/);
    const labels = cms.map((c) => c.label);
    const at = (l: string) => labels.indexOf(l);
    for (const l of specWords.menuSections.filter((s) => s !== 'Country/Region')) expect(at(l), l).toBeGreaterThan(0);
    // The menu's order: Products, Industries, Solutions, Customers, Services, Company, Partners, Resources.
    expect(at('Products')).toBeLessThan(at('Industries'));
    expect(at('Industries')).toBeLessThan(at('Solutions'));
    expect(at('Company')).toBeLessThan(at('Partners'));
    // No collection named after a template.
    expect(labels.filter((l) => /composed|template/i.test(l))).toEqual([]);
    // A line between the menu's groups: after the home page, after each section (its pages and its overview), and
    // before the site-wide words.
    const names = cms.map((c) => c.name);
    const groups: string[][] = [[]];
    for (const n of names) {
      groups.at(-1)!.push(n);
      if (bundle.dividersAfter.includes(n)) groups.push([]);
    }
    expect(
      groups.map((g) => g.filter((n) => /^(pages-home|industries|solutions|pages-company|site)$/.test(n))),
    ).toEqual(expect.arrayContaining([['pages-home'], ['industries'], ['solutions'], ['pages-company'], ['site']]));
    const sectionOf = (n: string) => /^pages-(products|customers|services|company|partners|resources)/.exec(n)?.[1];
    for (const g of groups) expect(new Set(g.map(sectionOf).filter(Boolean)).size, g.join()).toBeLessThanOrEqual(1);
    // Events and news sit with the Company section's pages.
    const company = groups.find((g) => g.includes('pages-company'))!;
    expect(company).toEqual(expect.arrayContaining(['events', 'news']));
  });
});

describe('creating pages', () => {
  it('industries, solutions, blog posts, events, news items and the composed pages of each section can be added', () => {
    const cms = bundle.config.collections;
    for (const name of ['industries', 'solutions', 'blog', 'events', 'news'])
      expect(cms.find((c) => c.name === name)?.create, name).toBe(true);
    // Events and news items are listed by their title, and a new one is named as such.
    for (const [name, singular] of [
      ['events', 'event'],
      ['news', 'news item'],
    ])
      expect(
        cms.find((c) => c.name === name),
        name,
      ).toMatchObject({ summary: '{{title}}', label_singular: singular });
    for (const section of ['company', 'customers', 'partners', 'products', 'resources', 'services']) {
      const c = cms.find((c) => c.name === `pages-${section}`);
      expect(c, section).toMatchObject({
        create: true,
        folder: `src/content/pages/${section}`,
        filter: { field: 'template', value: 'composed' },
      });
      // A new page is a composed page: its template is written by itself.
      expect(c!.fields!.find((f) => f.name === 'template')).toMatchObject({ widget: 'hidden', default: 'composed' });
    }
  });
});
