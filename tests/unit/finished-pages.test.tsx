import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BlockSection } from '@/components/sections/blocks';
import { routeHref } from '@/components/sections/blocks/routes';
import { routes as allRoutes } from '@/lib/routes';
import { site } from '@/lib/settings';
import { communitySchema } from '@/schemas/community';
import type { BlockOf } from '@/schemas/composed';

import { blocksOf as blocks, composedPage } from '../lib/composed-pages';
import { entry } from '../lib/content';

/**
 * Leadership, careers, documentation and community read as deliberate, complete pages, without inventing people,
 * openings or documents.
 */
const leadership = composedPage('company/leadership');
const careers = composedPage('company/careers');
const documentation = composedPage('resources/documentation');
const paths = new Set(allRoutes.map((r) => r.path));

describe('contact routes', () => {
  it('resolve to the site’s own numbers, address and pages', () => {
    expect(routeHref({ page: '/contact' })).toBe('/contact');
    expect(routeHref({ phone: 'main' })).toBe(`tel:${site.phone.tel}`);
    expect(routeHref({ phone: 'secondary' })).toBe(`tel:${site.secondaryPhone.tel}`);
    expect(routeHref({ email: true })).toBe(`mailto:${site.email}`);
    expect(routeHref({ email: true, subject: 'Careers: a & b' })).toBe(
      `mailto:${site.email}?subject=Careers%3A%20a%20%26%20b`,
    );
    expect(routeHref({ community: true })).toBe(site.communityUrl);
  });

  it('point only at registered pages', () => {
    const leaders = blocks(leadership, 'people').flatMap((b) => b.contact?.items ?? []);
    expect(leaders.length).toBeGreaterThan(0);
    for (const r of [...leaders, ...blocks(careers, 'routes').flatMap((b) => b.items)])
      if ('page' in r.via) expect(paths, r.title).toContain(r.via.page);
  });

  it('render as links with the number or address written out (leadership: beside the roster)', () => {
    const people = blocks(leadership, 'people')[0]!;
    render(<BlockSection block={people} index={0} tone="white" />);
    const main = screen.getByRole('link', { name: /main line/i });
    expect(main).toHaveAttribute('href', `tel:${site.phone.tel}`);
    expect(main).toHaveTextContent(site.phone.display);
    expect(screen.getByRole('link', { name: /email/i })).toHaveTextContent(site.email);
  });
});

describe('leadership: roles, not invented people', () => {
  const people = blocks(leadership, 'people').flatMap((b) => b.items);

  it('gives every role the area it answers for, each different, and no name or photo', () => {
    expect(people).toHaveLength(7);
    for (const p of people) {
      expect(p.area, p.title).toBeTruthy();
      expect(p.name, p.title).toBeUndefined();
      expect(p.image, p.title).toBeUndefined();
    }
    expect(new Set(people.map((p) => p.area)).size).toBe(7);
  });

  it('says who answers for safe answers and for people’s data, and how to reach the role that owns a question', () => {
    const bios = people.map((p) => `${p.area} ${p.bio}`).join(' ');
    expect(bios).toMatch(/collects and stores no user data/);
    expect(bios).toMatch(/aggregated, anonymous question topics/);
    expect(bios).toMatch(/drawn from your own documents/);
    const via = blocks(leadership, 'people')[0]!.contact!.items.map((r) => r.via);
    expect(via).toContainEqual({ page: '/contact' });
    expect(via).toContainEqual({ phone: 'main' });
    expect(via).toContainEqual({ phone: 'secondary' });
    expect(via.some((v) => 'email' in v)).toBe(true);
  });

  it('draws the roster as one row per role: what it answers for, the role, what it does, executives then advisors', () => {
    const block = blocks(leadership, 'people')[0]!;
    const { container } = render(<BlockSection block={block} index={0} tone="white" />);
    const roster = container.querySelector('[data-roster]')!;
    const groups = [...roster.querySelectorAll('ul[data-group]')].map((ul) => ul.getAttribute('data-group'));
    expect(groups).toEqual(['executive', 'advisor']);
    const rows = [...roster.querySelectorAll('ul[data-group] > li')] as HTMLElement[];
    expect(rows).toHaveLength(7);
    for (const [i, li] of rows.entries()) {
      expect(within(li).getByRole('heading', { level: 4 })).toHaveTextContent(block.items[i]!.title);
      expect(li).toHaveTextContent(block.items[i]!.area!);
      expect(li).toHaveTextContent(block.items[i]!.bio!);
    }
  });
});

describe('careers: honest about openings, with a way in', () => {
  it('opens on the openings status and lists no roles as openings', () => {
    const first = careers.blocks[0]!;
    expect(first.type).toBe('routes');
    const openings = first as BlockOf<'routes'>;
    expect(openings.id).toBe('openings');
    expect(openings.status?.label).toMatch(/none listed/i);
    // No posting vocabulary: nothing reads as a listed job.
    expect(JSON.stringify(careers)).not.toMatch(
      /\b(apply now|full-time|part-time|salary|job id|remote \(|senior|junior)\b/i,
    );
  });

  it('gives a real way to express interest: an email with its subject filled in, and the contact page', () => {
    const openings = blocks(careers, 'routes')[0]!;
    const email = openings.items.find((r) => 'email' in r.via)!;
    expect(email.via).toEqual({ email: true, subject: expect.stringMatching(/^Careers/) });
    expect(openings.items.some((r) => 'page' in r.via && r.via.page === '/contact')).toBe(true);
    expect(openings.points?.items.length).toBeGreaterThanOrEqual(3);
  });

  it('says what the work involves in each of the four areas, and what working on the product is like', () => {
    // The spec's four role types, each a moment of the call its work makes possible, with what the work involves.
    const areas = blocks(careers, 'moments')[0]!.items;
    expect(areas).toHaveLength(4);
    for (const area of areas) expect(area.points?.length, area.label).toBeGreaterThanOrEqual(2);
    // What working here is like, in the page's own words: not About's phases of a rollout again.
    expect(blocks(careers, 'cards')[0]!.items.length).toBeGreaterThanOrEqual(5);
    const aboutPhases = blocks(composedPage('company/about-us'), 'steps').flatMap((b) => b.steps.map((x) => x.title));
    const careerPhases = blocks(careers, 'steps').flatMap((b) => b.steps.map((x) => x.title));
    expect(careerPhases.filter((t) => aboutPhases.includes(t))).toEqual([]);
  });
});

describe('documentation: real documentation, organised as a hub', () => {
  const docs = blocks(documentation, 'docs')[0]!;
  const sections = docs.groups.flatMap((g) => g.sections);

  // An anchor is used once on a page: a schema rule (src/schemas/composed.ts), checked here for the hub too.
  it('has groups of sections, each with a unique anchor and real text', () => {
    expect(docs.groups.length).toBeGreaterThanOrEqual(4);
    expect(sections.length).toBeGreaterThanOrEqual(12);
    expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
    for (const s of sections) {
      expect(s.id, s.title).toMatch(/^[a-z][a-z-]*$/);
      expect(s.paragraphs.join(' ').length, s.title).toBeGreaterThan(60);
      if (s.more) expect(paths, s.title).toContain(s.more.href);
    }
  });

  it('covers what you send, review, calling and texting, updates, privacy and support', () => {
    const ids = sections.map((s) => s.id);
    for (const id of ['what-you-send', 'review', 'calling', 'texting', 'updates', 'privacy', 'support'])
      expect(ids).toContain(id);
    // Not a shell pointing elsewhere.
    expect(blocks(documentation, 'notice')).toHaveLength(0);
    expect(JSON.stringify(documentation)).not.toMatch(/shared with your team during onboarding/);
  });

  it('renders an index whose every link lands on a section or on its part', () => {
    const { container } = render(<BlockSection block={docs} index={0} tone="white" />);
    const nav = screen.getByRole('navigation', { name: docs.indexLabel });
    const links = within(nav).getAllByRole('link');
    // One link per part (the contents on a phone), one per section.
    expect(links).toHaveLength(docs.groups.length + sections.length);
    for (const a of links) {
      const target = container.querySelector(a.getAttribute('href')!);
      expect(target, a.getAttribute('href')!).not.toBeNull();
      const title = target!.tagName === 'ARTICLE' ? target!.querySelector('h4') : target!.querySelector('h3');
      expect(title, a.getAttribute('href')!).not.toBeNull();
      expect(a.textContent).toContain(title!.textContent!.replace(/^\d+/, ''));
    }
  });
});

describe('community: spaces with design weight and real routes', () => {
  // The page's own fields (`template`, which picks its schema, is added by src/schemas/page.ts).
  const { template, ...file } = entry('pages', 'community');
  const community = communitySchema.parse(file);
  const problems = (data: object) => communitySchema.safeParse(data).error?.issues.map((i) => i.message) ?? [];
  const ways = community.ways.items;
  const raw = file as { ways: { items: Record<string, unknown>[] } };
  const withWays = (items: Record<string, unknown>[]) => ({ ...file, ways: { ...raw.ways, items } });

  it('lists the ways to take part, each with how to start, linking only to the community site or the initiative', () => {
    // The schema (src/schemas/community.ts) holds these rules; the file passes them, and breaking one fails.
    expect(template).toBe('community');
    expect(ways.length).toBeGreaterThanOrEqual(4);
    for (const w of ways) expect(w.how, w.title).toBeTruthy();
    expect(ways.filter((w) => w.link?.href === 'site:autismInitiativeUrl')).toHaveLength(1);
    expect(problems(withWays(raw.ways.items.slice(0, 3)))).toContain('must list at least four ways to take part');
    expect(problems(withWays(raw.ways.items.map((w) => ({ ...w, link: undefined }))))).toEqual([
      'exactly one way must link to the initiative (site:autismInitiativeUrl), not 0',
    ]);
    // "Join the Community" / "Join Our Community" stay the three join buttons.
    const joinLink = { label: 'Join the Community', href: 'site:communityUrl' };
    expect(problems(withWays(raw.ways.items.map((w, i) => (i === 0 ? { ...w, link: joinLink } : w))))[0]).toMatch(
      /join buttons/,
    );
    const elsewhere = { label: 'Read more', href: '/company/values' };
    expect(problems(withWays(raw.ways.items.map((w, i) => (i === 0 ? { ...w, link: elsewhere } : w))))).toHaveLength(1);
  });

  it('keeps the six rules, split into the run of a project and its terms', () => {
    expect(community.competition.points).toHaveLength(6);
    expect(community.competition.flowLabel).toBeTruthy();
    expect(community.competition.termsLabel).toBeTruthy();
    const five = { ...file, competition: { ...community.competition, points: community.competition.points.slice(1) } };
    expect(problems(five)).toEqual(['must be the six rules: three for the run of a project, then three terms']);
  });
});
