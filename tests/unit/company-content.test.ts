import { describe, expect, it } from 'vitest';

import { iconNames } from '@/components/ui/icon-names';
import { page as blog } from '@/content/pages/blog';
import { page as careers } from '@/content/pages/company/careers';
import { page as culture } from '@/content/pages/company/culture-and-inclusion';
import { page as educational } from '@/content/pages/company/educational-resources';
import { page as events } from '@/content/pages/company/events';
import { page as leadership } from '@/content/pages/company/leadership';
import { page as newsroom } from '@/content/pages/company/newsroom';
import { page as socialImpact } from '@/content/pages/company/social-impact';
import { page as values } from '@/content/pages/company/values';
import { page as accessibility } from '@/content/pages/legal/accessibility';
import { page as become } from '@/content/pages/partners/become';
import { page as find } from '@/content/pages/partners/find';
import { page as joinProgram } from '@/content/pages/partners/join-program';
import { page as partnerResources } from '@/content/pages/partners/resources';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import type { Block, ComposedPageContent, LegalPageContent } from '@/content/types';
import { allRoutes } from '@/lib/all-routes';

type B<T extends Block['type']> = Extract<Block, { type: T }>;
const blocks = <T extends Block['type']>(p: ComposedPageContent, type: T) =>
  p.blocks.filter((b): b is B<T> => b.type === type);
const count = (p: ComposedPageContent, type: Block['type']) =>
  blocks(p, type).map((b) => ('items' in b ? b.items.length : 0));

const pages = import.meta.glob<{ page: ComposedPageContent }>(
  '../../src/content/pages/{company,partners,resources}/*.ts',
  { eager: true },
);
const legalPages = import.meta.glob<{ page: LegalPageContent }>('../../src/content/pages/legal/*.ts', { eager: true });
const nameOf = (file: string) => file.replace(/^.*pages\/|\.ts$/g, '');
const all: [string, ComposedPageContent][] = [
  ...Object.entries(pages).map(([file, m]): [string, ComposedPageContent] => [nameOf(file), m.page]),
  ['blog', blog],
];
const legal = Object.entries(legalPages).map(([file, m]): [string, LegalPageContent] => [nameOf(file), m.page]);
const paths = new Set(allRoutes.map((r) => r.path));

describe('company, partner, resource, blog and legal pages', () => {
  it('covers every such route with a content file', () => {
    const expected = routes
      .filter((r) => /^\/(company|partners|legal|resources)\/|^\/blog$/.test(r.path))
      .map((r) => r.path.slice(1));
    expect([...all, ...legal].map(([k]) => k).sort()).toEqual(expected.sort());
  });

  it('legal pages: sections with distinct headings for the table of contents, and no call to action', () => {
    for (const [name, p] of legal) {
      expect(p.path, name).toBe(`/${name}`);
      expect(p.sections.length, name).toBeGreaterThanOrEqual(5);
      expect(new Set(p.sections.map((s) => s.heading)).size, name).toBe(p.sections.length);
      expect(p.questions, name).toMatch(/\?$/);
      expect(JSON.stringify(p), name).not.toMatch(/"(cta|href)"/);
    }
  });

  it('links only to registered pages or /contact; CTAs go to /contact, block actions also to a registered page', () => {
    for (const [name, p] of all) {
      expect(p.hero.cta.href, name).toBe('/contact');
      expect(p.closing.cta.href, name).toBe('/contact');
      for (const b of p.blocks) {
        if (b.type === 'notice' && b.cta) expect(b.cta.href, name).toBe('/contact');
        if (b.action && b.action.href !== '/contact' && !b.action.href.startsWith('http'))
          expect(paths, `${name} → ${b.action.href}`).toContain(b.action.href);
        if (b.type === 'links') for (const l of b.items) expect(paths, `${name} → ${l.href}`).toContain(l.href);
      }
    }
  });

  it('careers: four role types with line icons (no emoji) and five reasons to join', () => {
    const roles = blocks(careers, 'emojiCards')[0].items;
    expect(roles).toHaveLength(4);
    for (const r of roles) expect(iconNames).toContain(r.icon);
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
    expect(blocks(events, 'notice')[0]!.heading).toMatch(/no upcoming events/i);
    const past = blocks(events, 'events')[0]!.items;
    expect(past.map((e) => e.time)).toEqual(['4:00 pm', '5:00 pm', '6:00 pm']);
    expect(new Set(past.map((e) => e.date)).size).toBe(1);
  });

  it('leadership: five executives and two advisors, role-led, no invented names', () => {
    const people = blocks(leadership, 'people').flatMap((b) => b.items);
    expect(people.filter((p) => p.group === 'executive')).toHaveLength(5);
    expect(people.filter((p) => p.group === 'advisor')).toHaveLength(2);
    for (const p of people) expect(p.name ?? '').toBe('');
  });

  it('newsroom: a featured item plus three, each dated', () => {
    const news = blocks(newsroom, 'news')[0]!;
    expect(news.featured.title).toBeTruthy();
    expect(news.items).toHaveLength(3);
    for (const n of [news.featured, ...news.items]) expect(n.date, n.title).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('social impact: community, the autism initiative with its external link, workshops, and Our Commitment last', () => {
    const text = JSON.stringify(socialImpact).toLowerCase();
    for (const w of ['neurodiverse', 'autistic', 'workshop']) expect(text).toContain(w);
    expect(socialImpact.blocks.some((b) => b.action?.href === site.autismInitiativeUrl)).toBe(true);
    expect(socialImpact.blocks.at(-1)!.heading).toBe('Our Commitment');
  });

  it('values: six values with description and emphasis, then a closing promise', () => {
    const v = blocks(values, 'values')[0]!.items;
    expect(v).toHaveLength(6);
    for (const x of v) {
      expect(x.description).toBeTruthy();
      expect(x.emphasis).toBeTruthy();
    }
    expect(values.blocks.some((b) => /promise/i.test(b.heading))).toBe(true);
  });

  it('partners: become 6/5/4, join five named tracks and five benefits, resources five groups, find 4/5', () => {
    expect(count(become, 'cards')).toEqual([6, 4]);
    expect(count(become, 'checklist')).toEqual([5]);
    expect(blocks(joinProgram, 'detailCards')[0]!.items.map((t) => t.title)).toEqual([
      'Referral',
      'Reseller and White-Label',
      'Implementation and Systems Integrators',
      'Training and Enablement',
      'Mission-Aligned',
    ]);
    expect(count(joinProgram, 'cards')).toEqual([5]);
    expect(blocks(partnerResources, 'detailCards')[0]!.items.map((t) => t.title)).toEqual([
      'Product Training and Documentation',
      'Go-to-Market Toolkits',
      'Certification and Skills Development',
      'Brand and Content Assets',
      'Collaboration and Support Channels',
    ]);
    expect(count(find, 'cards')).toEqual([4, 5]);
    expect(become.hero.cta.label).toBe('Partner With Us');
  });

  it('accessibility statement names WCAG 2.2 AA and how to report a problem', () => {
    const text = JSON.stringify(accessibility);
    expect(text).toMatch(/WCAG\)? 2\.2/);
    expect(text).toMatch(/Level AA|\bAA\b/);
    expect(text.toLowerCase()).toMatch(/report/);
  });
});
