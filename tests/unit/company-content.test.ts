import { describe, expect, it } from 'vitest';

import { resolveHref } from '@/lib/href';
import { legalPage } from '@/lib/legal';
import { eventsInOrder, isUpcoming, newsInOrder, today } from '@/lib/listings';
import { routes as allRoutes } from '@/lib/routes';
import { site } from '@/lib/settings';
import type { Block, BlockType, ComposedContent } from '@/schemas/composed';
import type { LegalFrontMatter } from '@/schemas/legal';

import { getCollection } from '../lib/astro-content';
import { blocksOf as blocks, composedPage, composedPages } from '../lib/composed-pages';
import { entry, events as eventItems, news as newsItems, posts } from '../lib/content';
import { specCounts, specRoutes, specWords } from '../lib/spec-words';

const count = (p: ComposedContent, type: BlockType) =>
  blocks(p, type).map((b: Block) => ('items' in b ? b.items.length : 0));

const section = /^(company|partners|resources)\//;
/** The company, partner and resource pages, and the blog index (a composed page with the posts before its blocks). */
const all: [string, ComposedContent][] = [
  ...composedPages()
    .filter((p) => section.test(p.id))
    .map((p): [string, ComposedContent] => [p.id, p.data]),
  ['blog', entry<ComposedContent>('pages', 'blog')],
];
const legal = (await getCollection('legal')).map(
  (e) => [`legal/${e.id}`, legalPage(e.data as LegalFrontMatter, e.rendered!.html, e.file!)] as const,
);
const paths = new Set(allRoutes.map((r) => r.path));

const careers = composedPage('company/careers');
const culture = composedPage('company/culture-and-inclusion');
const educational = composedPage('company/educational-resources');
const events = composedPage('company/events');
const leadership = composedPage('company/leadership');
const newsroom = composedPage('company/newsroom');
const socialImpact = composedPage('company/social-impact');
const values = composedPage('company/values');
const become = composedPage('partners/become');
const find = composedPage('partners/find');
const joinProgram = composedPage('partners/join-program');
const partnerResources = composedPage('partners/resources');

describe('company, partner, resource, blog and legal pages', () => {
  it('covers every such route with a content file: a composed page, a legal page or the blog index', () => {
    const inSections = (p: string) => /^\/(company|partners|legal|resources)\/|^\/blog$/.test(p);
    const registered = allRoutes.filter((r) => inSections(r.path) && !r.path.startsWith('/blog/')).map((r) => r.path);
    const files = [...all, ...legal].map(([k]) => `/${k}`).sort();
    expect(files).toEqual(registered.sort());
    for (const p of specRoutes.filter(inSections)) expect(files, p).toContain(p);
  });

  it('legal pages: sections with distinct headings for the table of contents, and no call to action', () => {
    for (const [name, p] of legal) {
      expect(p.sections.length, name).toBeGreaterThanOrEqual(5);
      expect(new Set(p.sections.map((s) => s.heading)).size, name).toBe(p.sections.length);
      expect(p.questions, name).toMatch(/\?$/);
      expect(JSON.stringify(p), name).not.toMatch(/"(cta|href)"/);
    }
  });

  // The schema holds notice buttons, hero and closing buttons to /contact, the partner program or an anchor (that
  // exists); on these pages the closing band goes to /contact, the hero to it or to a part of the page (a listing
  // page asks once). Block actions and links must be built pages.
  it('links only to registered pages or /contact; CTAs go to /contact, block actions also to a registered page', () => {
    for (const [name, p] of all) {
      expect(p.hero.cta.href, name).toMatch(/^(\/contact|#[a-z0-9-]+)$/);
      expect(p.closing.cta.href, name).toBe('/contact');
      for (const b of p.blocks) {
        if (b.type === 'notice' && b.cta) expect(b.cta.href, name).toBe('/contact');
        const action = b.action && resolveHref(b.action.href);
        if (action && action !== '/contact' && !action.startsWith('http'))
          expect(paths, `${name} → ${action}`).toContain(action);
        if (b.type === 'links') for (const l of b.items) expect(paths, `${name} → ${l.href}`).toContain(l.href);
      }
    }
  });

  it('careers: four role types and five reasons to join', () => {
    expect(blocks(careers, 'moments')[0]!.items).toHaveLength(4);
    expect(count(careers, 'cards')).toContain(5);
  });

  it('culture and inclusion: four values and four commitments', () => {
    expect(count(culture, 'cards')).toEqual([4]);
    expect(count(culture, 'checklist')).toEqual([4]);
  });

  it('educational resources: five categories, each listing what is available today', () => {
    const cats = blocks(educational, 'emojiCards')[0]!.items;
    expect(cats).toHaveLength(5);
    for (const c of cats) {
      expect(c.items?.length, c.title).toBeGreaterThan(0);
      expect(c.emptyNote, c.title).toBeUndefined();
    }
  });

  it('events: no upcoming events shown as such, three past highlights at 4, 5 and 6 pm on one day', () => {
    const [upcoming, past] = (['upcoming', 'past'] as const).map((show) =>
      blocks(events, 'events').find((b) => b.show === show)!,
    );
    expect(upcoming!.empty?.heading).toMatch(/no upcoming events/i);
    const listed = eventsInOrder(eventItems, today());
    expect(listed.filter((e) => isUpcoming(e, today()))).toEqual([]);
    expect(past).toBeDefined();
    expect(listed.map((e) => e.time)).toEqual(['4:00 pm', '5:00 pm', '6:00 pm']);
    // One ask on the page: the hero's button is the closing band's (same words, same place), and no block adds another.
    expect(events.hero.cta).toEqual(events.closing.cta);
    expect(blocks(events, 'events').filter((b) => b.action || b.empty?.cta)).toEqual([]);
    expect(new Set(listed.map((e) => e.date)).size).toBe(1);
  });

  it('leadership: five executives and two advisors, role-led, no invented names', () => {
    const people = blocks(leadership, 'people').flatMap((b) => b.items);
    expect(people.filter((p) => p.group === 'executive')).toHaveLength(5);
    expect(people.filter((p) => p.group === 'advisor')).toHaveLength(2);
    for (const p of people) expect(p.name ?? '').toBe('');
  });

  // A news item's date is a schema rule; the blog's posts are listed with their own dates.
  it('newsroom: a featured item plus three, each dated', () => {
    const block = blocks(newsroom, 'news')[0]!;
    const [featured, ...items] = newsInOrder(newsItems, posts, block.blogCategory);
    expect(featured!.featured).toBe(true);
    expect(items).toHaveLength(specCounts.newsItems);
    for (const n of [featured!, ...items]) expect(n.date, n.title).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('social impact: community, the autism initiative with its external link, workshops, and Our Commitment last', () => {
    const text = JSON.stringify(socialImpact).toLowerCase();
    for (const w of ['neurodiverse', 'autistic', 'workshop']) expect(text).toContain(w);
    // The file names the setting; the page links to its address.
    expect(socialImpact.blocks.some((b) => b.action && resolveHref(b.action.href) === site.autismInitiativeUrl)).toBe(
      true,
    );
    expect(socialImpact.blocks.at(-1)!.heading).toBe(specWords.ourCommitment);
  });

  // Every value has a description and an emphasis line: a schema rule.
  it('values: six values, then a closing promise', () => {
    expect(blocks(values, 'values')[0]!.items).toHaveLength(specCounts.values);
    expect(values.blocks.some((b) => /promise/i.test(b.heading))).toBe(true);
  });

  it('partners: become 6/5/4, join five named tracks and five benefits, resources five groups, find 4/5', () => {
    const { partners } = specCounts;
    expect(count(become, 'cards')).toEqual([partners.becomeCategories, partners.becomeReasons]);
    expect(count(become, 'checklist')).toEqual([partners.becomeLookFor]);
    expect(blocks(joinProgram, 'detailCards')[0]!.items.map((t) => t.title)).toEqual(specWords.partnerTracks);
    expect(count(joinProgram, 'cards')).toEqual([partners.joinBenefits]);
    expect(blocks(partnerResources, 'detailCards')[0]!.items.map((t) => t.title)).toEqual(
      specWords.partnerResourceGroups,
    );
    expect(count(find, 'cards')).toEqual([partners.findDifferentiators, partners.findUseCases]);
    expect(become.hero.cta.label).toBe(specWords.cta.partnerWithUs);
  });

  it('accessibility statement names WCAG 2.2 AA and how to report a problem', () => {
    const text = JSON.stringify(legal.find(([name]) => name === 'legal/accessibility')![1]);
    expect(text).toMatch(/WCAG\)? 2\.2/);
    expect(text).toMatch(/Level AA|\bAA\b/);
    expect(text.toLowerCase()).toMatch(/report/);
  });
});
