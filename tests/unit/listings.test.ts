import { describe, expect, it } from 'vitest';

import type { PostMeta } from '@/lib/blog';
import {
  eventsInOrder,
  laterListPaths,
  LIST_PAGE_SIZE,
  listedItems,
  listPage,
  newsInOrder,
  splitEvents,
  type EventItem,
} from '@/lib/listings';
import { sitemapEntries } from '@/lib/site-files';
import { eventSchema } from '@/schemas/events';
import { newsSchema } from '@/schemas/news';

import { events, news, posts } from '../lib/content';

/** A schema's problems with `data`, as "field: message". */
const problems = (
  schema: typeof eventSchema | typeof newsSchema,
  { id: _id, ...data }: { id?: string; [key: string]: unknown },
) => {
  const r = schema.safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

const event = (i: number, date?: string): EventItem => ({
  id: `event-${i}`,
  title: `Session ${i}`,
  description: 'What it covers.',
  time: `${(i % 12) + 1}:00 pm`,
  ...(date ? { date } : {}),
});
const newsItem = (i: number) => ({
  id: `news-${i}`,
  title: `Announcement ${i}`,
  date: `2026-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`,
  category: 'Product',
  summary: 'What changed.',
});

/** Astro's paginate() as the list route calls it: `size` entries a page, page n at listPage(base, n, last). */
const pages = <T>(base: string, items: T[]) => {
  const last = Math.max(1, Math.ceil(items.length / LIST_PAGE_SIZE));
  return Array.from({ length: last }, (_, i) => ({
    ...listPage(base, i + 1, last),
    data: items.slice(i * LIST_PAGE_SIZE, (i + 1) * LIST_PAGE_SIZE),
  }));
};

describe('event and news files', () => {
  it('take today’s entries as they are', () => {
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(problems(eventSchema, { ...e }), e.id).toEqual([]);
    for (const n of news) expect(problems(newsSchema, { ...n }), n.id).toEqual([]);
  });

  it('refuse an impossible date, naming the field', () => {
    expect(problems(eventSchema, { ...event(1, '2026-02-30') })).toEqual([
      'date: is not a day of the calendar (check the day and the month)',
    ]);
    expect(problems(newsSchema, { ...newsItem(1), date: '2026-13-01' })).toEqual([
      'date: is not a day of the calendar (check the day and the month)',
    ]);
    expect(problems(newsSchema, { ...newsItem(1), date: 'Recent' })).toEqual([
      'date: must be a date written YYYY-MM-DD, in quotes',
    ]);
    expect(problems(eventSchema, { ...event(1), time: 'Afternoon' })).toEqual([
      'time: must be a time such as "4:00 pm"',
    ]);
    expect(problems(newsSchema, { ...newsItem(1), link: 'https://example.com' })).toEqual([
      'link: must be a page of this site, a path from the root (/legal/privacy-policy)',
    ]);
  });
});

describe('the events list', () => {
  it('lists upcoming events soonest first, then past ones newest first, undated last, by time within a day', () => {
    const day = '2026-11-28';
    const list = [event(1), event(2, '2026-11-01'), event(3, '2026-12-05'), event(4, '2026-11-28'), event(5)];
    expect(eventsInOrder(list, day).map((e) => e.id)).toEqual(['event-4', 'event-3', 'event-2', 'event-1', 'event-5']);
    const { upcoming, past } = splitEvents(eventsInOrder(list, day), day);
    expect(upcoming.map((e) => e.id)).toEqual(['event-4', 'event-3']);
    expect(past.map((e) => e.id)).toEqual(['event-2', 'event-1', 'event-5']);
  });

  it('pages 30 events into two pages of at most 24, linked by prev and next', () => {
    const list = Array.from({ length: 30 }, (_, i) => event(i, `2026-10-${String(i + 1).padStart(2, '0')}`));
    const paged = pages(
      '/company/events',
      listedItems([{ type: 'events' }], { events: list, news: [], posts: [], day: '2026-11-28' }),
    );
    expect(paged.map((p) => p.data.length)).toEqual([24, 6]);
    expect(paged.map(({ prev, next }) => [prev, next])).toEqual([
      [undefined, '/company/events/2'],
      ['/company/events', undefined],
    ]);
    // Newest first across the pages.
    expect(paged[0]!.data[0]!.id).toBe('event-29');
    expect(paged[1]!.data.at(-1)!.id).toBe('event-0');
    expect(laterListPaths('/company/events', 30)).toEqual(['/company/events/2']);
    expect(laterListPaths('/company/events', 24)).toEqual([]);
  });
});

describe('the newsroom', () => {
  const post = (i: number): PostMeta => ({
    slug: `post-${i}`,
    title: `Post ${i}`,
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    summary: 'A post.',
    author: 'Pocket Mentor team',
    tags: ['Voice'],
  });

  it('lists the news with the blog’s posts, newest first, the featured item first and the posts linked', () => {
    const list = newsInOrder([newsItem(1), { ...newsItem(2), featured: true }], [post(3)], 'Blog');
    expect(list.map((n) => n.id)).toEqual(['news-2', '/blog/post-3', 'news-1']);
    expect(list[0]!.featured).toBe(true);
    expect(list[1]).toMatchObject({ title: 'Post 3', category: 'Blog', link: '/blog/post-3', date: '2026-11-04' });
    // Without a category for them, no posts; without a featured item, the newest leads.
    expect(newsInOrder([newsItem(1), newsItem(2)], [post(3)]).map((n) => [n.id, n.featured])).toEqual([
      ['news-2', true],
      ['news-1', undefined],
    ]);
    expect(() =>
      newsInOrder(
        [
          { ...newsItem(1), featured: true },
          { ...newsItem(2), featured: true },
        ],
        [],
      ),
    ).toThrow(/news-1\.yaml, news-2\.yaml are each marked Featured/);
  });

  it('today: the featured privacy update, then the blog’s posts', () => {
    const [first, ...rest] = newsInOrder(news, posts, 'Blog');
    expect(first!.link).toBe('/legal/privacy-policy');
    expect(rest.map((n) => n.link)).toEqual(posts.map((p) => `/blog/${p.slug}`));
  });

  it('pages 30 news items into two pages, and the sitemap lists the second', async () => {
    const list = newsInOrder(
      Array.from({ length: 30 }, (_, i) => newsItem(i)),
      [],
    );
    const paged = pages('/company/newsroom', list);
    expect(paged.map((p) => [p.data.length, p.prev, p.next])).toEqual([
      [24, undefined, '/company/newsroom/2'],
      [6, '/company/newsroom', undefined],
    ]);
    const urls = (await sitemapEntries([{ path: '/company/newsroom', count: list.length }])).map((e) => e.url);
    expect(urls.some((u) => u.endsWith('/company/newsroom/2/'))).toBe(true);
    expect(urls.some((u) => u.endsWith('/company/newsroom/3/'))).toBe(false);
    expect((await sitemapEntries()).some((e) => /\/company\/newsroom\/2\/$/.test(e.url))).toBe(false);
  });
});
