import { describe, expect, it } from 'vitest';

import { composedSchema } from '@/schemas/composed';
import { connectionsHrSchema } from '@/schemas/connections-hr';

import { blocksOf, composedPages, composedTemplates } from '../lib/composed-pages';
import { entries, entry } from '../lib/content';

/** The schema's messages for a page, or [] when it passes. */
const problems = (schema: typeof composedSchema | typeof connectionsHrSchema, page: unknown) => {
  const r = schema.safeParse(page);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

/**
 * A copy of a content file's data without its `template` (the schemas in src/schemas/page.ts add it), untyped so
 * a test can break any field of it.
 */
const file = (id: string) => {
  const { template: _, ...data } = structuredClone(entry<Record<string, unknown>>('pages', id));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a fixture edited field by field
  return data as Record<string, any>;
};

describe('composed pages: the content files and their schema', () => {
  it('every page with template composed or connections-hr passes its schema', () => {
    const pages = composedPages();
    expect(pages.length).toBeGreaterThanOrEqual(27);
    const templates = entries<{ template?: string }>('pages').map((e) => e.data.template);
    expect(pages).toHaveLength(templates.filter((t) => !!t && t in composedTemplates).length);
  });

  it('every story names an industry that has a content file, and a name without one fails', () => {
    const industries = new Set(entries('industries').map((e) => e.id));
    const named = composedPages().flatMap((p) =>
      blocksOf(p.data, 'stories').flatMap((b) => b.items.map((s) => [p.id, s.industry] as const)),
    );
    expect(named.length).toBeGreaterThanOrEqual(4);
    for (const [page, ref] of named) {
      expect(ref.collection, page).toBe('industries');
      expect(industries, `${page}: ${ref.id}`).toContain(ref.id);
    }
    const page = file('customers/customer-stories');
    page.blocks[0].items[1].industry = 'space-tourism';
    expect(problems(composedSchema, page)).toEqual([
      'blocks.0.items.1.industry: names "space-tourism", but there is no src/content/industries/space-tourism.yaml',
    ]);
  });

  it('holds calls to action to /contact, /partners/join-program or an anchor on the page', () => {
    expect(problems(composedSchema, file('company/values'))).toEqual([]);
    const page = file('company/values');
    page.hero.cta.href = '/company/about-us';
    page.closing.cta.href = 'https://example.com';
    expect(problems(composedSchema, page)).toEqual([
      'hero.cta.href: a call to action must lead to /contact, /partners/join-program or an #anchor on this page',
      'closing.cta.href: a call to action must lead to /contact, /partners/join-program or an #anchor on this page',
    ]);
  });

  it('holds every #anchor a link points at to an id on the page, and each id to one use', () => {
    expect(problems(connectionsHrSchema, file('products/connections-hr'))).toEqual([]);
    const page = file('products/connections-hr');
    page.hero.badgeHref = '#notify';
    page.blocks[0].id = 'expert';
    expect(problems(connectionsHrSchema, page)).toEqual([
      'checkIn.expert.id: the anchor "expert" is already used on this page',
      'hero.badgeHref: no block, section or closing band on this page has id: notify',
    ]);
    // The check-in section's id is an anchor too: without it, the hero's "See the Demo" has no target.
    const withoutDemo = file('products/connections-hr');
    withoutDemo.checkIn.id = 'check-in';
    expect(problems(connectionsHrSchema, withoutDemo)).toEqual([
      'hero.secondary.href: no block, section or closing band on this page has id: demo',
    ]);
  });

  it('holds the shapes the pages promise: attributions, leaders, dates, times, illustrative pages', () => {
    const quotes = file('customers/testimonials');
    quotes.blocks[0].items[0].attribution = 'Jane Smith';
    expect(problems(composedSchema, quotes)).toEqual([
      'blocks.0.items.0.attribution: must name a role and an industry, e.g. "Training director, retail"',
    ]);
    const disclaimer = file('customers/testimonials');
    disclaimer.disclaimer = 'These are our customers.';
    expect(problems(composedSchema, disclaimer)).toEqual(['disclaimer: must say that the page is illustrative']);

    const leadership = file('company/leadership');
    delete leadership.blocks[0].items[0].icon;
    expect(problems(composedSchema, leadership)).toEqual([
      'blocks.0.items.0: a leader needs a photo (image) or an icon for the remit, never an empty avatar',
    ]);

    // A page listing events or news says which events, and has the words of its later pages.
    const events = file('company/events');
    const past = events.blocks.findIndex((b: { type: string }) => b.type === 'events');
    events.blocks[past].show = 'soon';
    expect(problems(composedSchema, events)).toEqual([
      `blocks.${past}.show: Invalid option: expected one of "upcoming"|"past"`,
    ]);
    const newsroom = file('company/newsroom');
    delete newsroom.paging;
    expect(problems(composedSchema, newsroom)).toEqual([
      'paging: a page listing events or news is paged: give the words of its later pages (Page links)',
    ]);
  });

  it('holds documentation anchors to anchor names, links to pages of the site, and no unknown fields', () => {
    const docs = file('resources/documentation');
    docs.blocks[0].groups[0].sections[0].id = 'What You Send';
    expect(problems(composedSchema, docs)).toContainEqual(
      'blocks.0.groups.0.sections.0.id: must be an anchor name: lower case, words joined by hyphens',
    );
    const links = file('company/culture-and-inclusion');
    const at = links.blocks.findIndex((b: { type: string }) => b.type === 'links');
    links.blocks[at].items[0].href = 'https://example.com';
    links.blocks[at].items[0].colour = 'red';
    expect(problems(composedSchema, links)).toEqual([
      `blocks.${at}.items.0.href: must be a page of this site, a path from the root (/company/values)`,
      `blocks.${at}.items.0: Unrecognized key: "colour"`,
    ]);
  });

  it('holds the dashboard figures of Connections HR to 0–100', () => {
    const page = file('products/connections-hr');
    page.dashboard.pieces[0].rows[0].score = 140;
    expect(problems(connectionsHrSchema, page)).toEqual([
      'dashboard.pieces.0.rows.0.score: Too big: expected number to be <=100',
    ]);
  });
});
