/**
 * The company pages' own devices: the next session's board while no event is listed, the past sessions as a
 * programme, and the moments drawn as captions or as cards (so about and careers do not share one body).
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { listedBlocks } from '@/components/sections/blocks';
import { EventsBlock } from '@/components/sections/blocks/events';
import { LinksBlock } from '@/components/sections/blocks/links';
import { MomentsBlock } from '@/components/sections/blocks/moments';
import type { PageLists } from '@/lib/listings';
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
  it('keep the events block under the notice’s words when it has facts, a notice without them', () => {
    const [kept] = listedBlocks([upcoming!], lists(none));
    expect(kept).toMatchObject({ type: 'events', heading: upcoming!.empty!.heading, intro: upcoming!.empty!.body });
    const { facts: _, ...bare } = upcoming!.empty!;
    expect(listedBlocks([{ ...upcoming!, empty: bare }], lists(none))[0]!.type).toBe('notice');
  });

  it('draw the board of the next session: every fact once, no list of events', () => {
    const block = listedBlocks([upcoming!], lists(none))[0] as BlockOf<'events'>;
    const { container } = render(<EventsBlock block={block} heading={<h2>Upcoming</h2>} lists={lists(none)} />);
    expect(container.querySelectorAll('[data-board] dt')).toHaveLength(upcoming!.empty!.facts!.length);
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
  const about = blocksOf(composedPage('company/about-us'), 'moments')[0]!;
  const careers = blocksOf(composedPage('company/careers'), 'moments')[0]!;

  it('about and careers draw their moments in different layouts, neither on the dashed line', () => {
    expect(about.layout).toBe('captions');
    expect(careers.layout).toBe('cards');
    for (const b of [about, careers]) {
      const { container, unmount } = render(<MomentsBlock block={b} heading={<h2>{b.heading}</h2>} />);
      expect(container.querySelectorAll('[data-moment]')).toHaveLength(b.items.length);
      expect(container.querySelector('.border-dashed')).toBeNull();
      for (const m of b.items) expect(container.textContent).toContain(m.line.text);
      unmount();
    }
  });

  it('as cards, share their rows so the texts of a row start level', () => {
    const { container } = render(<MomentsBlock block={careers} heading={<h2>Roles</h2>} />);
    expect(container.querySelector('[data-card-grid]')?.getAttribute('data-card-rows')).toBe('2');
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
