// @vitest-environment jsdom
/**
 * The company pages' own devices: the next session's board while no event is listed, the past sessions as a
 * programme, the moments drawn as cards on careers, the company card from the business details, and the
 * newsroom's press kit.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { listedBlocks } from '@/components/sections/blocks';
import { EventsBlock } from '@/components/sections/blocks/events';
import { LinksBlock } from '@/components/sections/blocks/links';
import { MomentsBlock } from '@/components/sections/blocks/moments';
import { PressKitBlock } from '@/components/sections/blocks/press-kit';
import { ProseBlock } from '@/components/sections/blocks/prose';
import type { PageLists } from '@/lib/listings';
import { site } from '@/lib/settings';
import type { BlockOf } from '@/schemas/composed';

import { blocksOf, composedPage } from '../lib/composed-pages';
import { events as eventItems } from '../lib/content';

const eventsPage = composedPage('company/events');
const [upcoming, past] = (['upcoming', 'past'] as const).map((show) =>
  blocksOf(eventsPage, 'events').find((b) => b.show === show)!,
);
const none = { upcoming: [], past: [] } as unknown as PageLists['events'];
const lists = (events: PageLists['events']) => ({ events }) as unknown as PageLists;

describe('events while none is upcoming', () => {
  // The page's notice is bare (a one-line notice and its button); with facts, the same block draws a board.
  const withFacts: BlockOf<'events'> = {
    ...upcoming!,
    empty: {
      ...upcoming!.empty!,
      facts: [
        { term: 'Next session', detail: 'Workshop' },
        { term: 'Date', detail: 'Not set yet' },
      ],
    },
  };

  it('keep the events block under the notice’s words when it has facts, a notice without them', () => {
    const [kept] = listedBlocks([withFacts], lists(none));
    expect(kept).toMatchObject({ type: 'events', heading: upcoming!.empty!.heading, intro: upcoming!.empty!.body });
    const [notice] = listedBlocks([upcoming!], lists(none));
    expect(notice).toMatchObject({ type: 'notice', heading: upcoming!.empty!.heading, action: upcoming!.action });
  });

  it('draw the board of the next session: every fact once, no list of events', () => {
    const block = listedBlocks([withFacts], lists(none))[0] as BlockOf<'events'>;
    const { container } = render(<EventsBlock block={block} heading={<h2>Upcoming</h2>} lists={lists(none)} />);
    expect(container.querySelectorAll('[data-board] dt')).toHaveLength(withFacts.empty!.facts!.length);
    expect(container.querySelector('[data-programme]')).toBeNull();
  });
});

describe('past events', () => {
  it('read as a programme: one row per session with its time and kind', () => {
    const items = eventItems;
    const { container } = render(
      <EventsBlock block={past!} heading={<h2>Past</h2>} lists={lists({ upcoming: [], past: items })} />,
    );
    const rows = container.querySelectorAll('[data-programme] li[data-entry]');
    expect(rows).toHaveLength(items.length);
    for (const e of items) expect(container.textContent).toContain(e.time);
    expect(container.querySelector('[data-board]')).toBeNull();
  });
});

describe('moments', () => {
  const careers = blocksOf(composedPage('company/careers'), 'moments')[0]!;

  it('careers draws its moments as cards, off the dashed line; about does not share that body', () => {
    expect(careers.layout).toBe('cards');
    const { container } = render(<MomentsBlock block={careers} heading={<h2>{careers.heading}</h2>} />);
    expect(container.querySelectorAll('[data-moment]')).toHaveLength(careers.items.length);
    expect(container.querySelector('.border-dashed')).toBeNull();
    for (const m of careers.items) expect(container.textContent).toContain(m.line.text);
    for (const b of blocksOf(composedPage('company/about-us'), 'moments')) expect(b.layout).not.toBe('cards');
  });

  it('as cards, share their rows so the texts of a row start level', () => {
    const { container } = render(<MomentsBlock block={careers} heading={<h2>Roles</h2>} />);
    expect(container.querySelector('[data-card-grid]')?.getAttribute('data-card-rows')).toBe('2');
  });
});

describe('the company card', () => {
  const [why] = blocksOf(composedPage('company/about-us'), 'prose');

  it('about: every detail comes from the business details, the numbers and addresses as links', () => {
    const company = why!.company!;
    expect(company.facts.map((f) => f.setting)).toEqual(
      expect.arrayContaining(['legalName', 'city', 'email', 'pressEmail']),
    );
    const { container } = render(<ProseBlock block={why!} heading={<h2>{why!.heading}</h2>} />);
    const card = container.querySelector('[data-company]')!;
    expect(card.querySelectorAll('dt')).toHaveLength(company.facts.length);
    expect(card.textContent).toContain(site.legalName);
    expect(card.textContent).toContain(`${site.address.locality}, ${site.address.region}`);
    const hrefs = [...card.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain(`mailto:${site.pressEmail}`);
    expect(hrefs).toContain(`mailto:${site.email}`);
  });
});

describe('the newsroom’s press kit', () => {
  const [kit] = blocksOf(composedPage('company/newsroom'), 'pressKit');

  it('writes to the press email, not the company’s', () => {
    const { container } = render(<PressKitBlock block={kit!} heading={<h2>{kit!.heading}</h2>} />);
    const mail = [...container.querySelectorAll('a[href^="mailto:"]')].map((a) => a.getAttribute('href'));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatch(new RegExp(`^mailto:${site.pressEmail.replace(/[.]/g, '\\.')}\\?subject=`));
    expect(container.textContent).toContain(site.pressEmail);
  });

  it('offers the logo as a file of this site to download, and the boilerplate and facts as text', () => {
    const { container } = render(<PressKitBlock block={kit!} heading={<h2>{kit!.heading}</h2>} />);
    const download = container.querySelector('a[download]');
    expect(download?.getAttribute('href')).toBe(kit!.logo.file);
    expect(existsSync(join('public', kit!.logo.file))).toBe(true);
    expect(container.querySelector('[data-boilerplate]')?.textContent).toContain(kit!.boilerplate.text);
    expect(container.querySelectorAll('[data-facts] dt')).toHaveLength(kit!.facts.items.length);
  });
});

describe('links as a list', () => {
  const [background] = blocksOf(composedPage('company/newsroom'), 'links');

  it('the newsroom’s background pages: one ruled row a link, each to its page, no icon badges', () => {
    expect(background!.layout).toBe('list');
    const { container } = render(<LinksBlock block={background!} heading={<h2>Background</h2>} />);
    const rows = [...container.querySelectorAll('li > a')];
    expect(rows.map((a) => a.getAttribute('href'))).toEqual(background!.items.map((l) => `${l.href}/`));
    expect(container.querySelectorAll('li')).toHaveLength(background!.items.length);
    // One mark a row, the arrow after the words; the tiles lead each link with its icon badge instead.
    const marks = (c: Element) =>
      [...c.querySelectorAll('a')].map((a) => [
        a.querySelectorAll('svg').length,
        a.lastElementChild?.tagName.toLowerCase(),
      ]);
    expect(marks(container)).toEqual(rows.map(() => [1, 'svg']));
    const tiles = render(<LinksBlock block={{ ...background!, layout: undefined }} heading={<h2>Background</h2>} />);
    expect(marks(tiles.container)).not.toEqual(rows.map(() => [1, 'svg']));
  });
});
