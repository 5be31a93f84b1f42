/**
 * The events page's and the newsroom's lists, from their collections (src/content/events/, src/content/news/) and
 * the blog's posts: their order, which events are upcoming, which news item is featured, and how the lists are paged
 * (as the blog is: POSTS_PER_PAGE a page, Astro's paginate()). Pure, so the unit tests use it without Astro.
 */
import type { EventData } from '../schemas/events';
import type { NewsData } from '../schemas/news';
import { postPath, POSTS_PER_PAGE, type PostMeta } from './blog';

/** Entries on one page of the events list and of the newsroom: the blog's page size. */
export const LIST_PAGE_SIZE = POSTS_PER_PAGE;

/** Page `n` of a paged list at `base` (1: the page itself): /company/events, /company/events/2, … */
export const listPagePath = (base: string, n = 1) => (n > 1 ? `${base}/${n}` : base);

/** How many pages a list of `count` entries takes (at least one: the page itself). */
export const listPageCount = (count: number) => Math.max(1, Math.ceil(count / LIST_PAGE_SIZE));

/** Where a list page sits among its list's pages (Astro's paginate(): page numbers from 1). */
export interface ListPage {
  current: number;
  last: number;
  prev?: string;
  next?: string;
}

/** Page `n` of `last` of the list at `base`, with its neighbours' paths. */
export const listPage = (base: string, n: number, last: number): ListPage => ({
  current: n,
  last,
  prev: n > 1 ? listPagePath(base, n - 1) : undefined,
  next: n < last ? listPagePath(base, n + 1) : undefined,
});

/** An event: its file's name (`id`) and its fields. */
export type EventItem = EventData & { id: string };

/** "4:00 pm" as minutes after midnight, for the order of one day's sessions. */
const minutes = (time: string) => {
  const [, h, m, half] = /^(\d{1,2}):(\d{2}) (am|pm)$/.exec(time) ?? [];
  return ((Number(h) % 12) + (half === 'pm' ? 12 : 0)) * 60 + Number(m);
};

/** Today's date, YYYY-MM-DD (UTC), when the site is built. */
export const today = () => new Date().toISOString().slice(0, 10);

/** Whether an event is upcoming on `day`: dated that day or later. An event without a date is a past one. */
export const isUpcoming = (e: { date?: string }, day: string) => e.date !== undefined && e.date >= day;

/**
 * Every event in the list's order: the upcoming ones soonest first, then the past ones newest first (an undated
 * event after the dated ones); within a day by start time, then by title.
 */
export function eventsInOrder<T extends EventItem>(events: T[], day: string): T[] {
  const byTime = (a: T, b: T) => minutes(a.time) - minutes(b.time) || a.title.localeCompare(b.title);
  const upcoming = events
    .filter((e) => isUpcoming(e, day))
    .sort((a, b) => a.date!.localeCompare(b.date!) || byTime(a, b));
  const past = events
    .filter((e) => !isUpcoming(e, day))
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || byTime(a, b));
  return [...upcoming, ...past];
}

/** One page's events, split as the page lists them. */
export const splitEvents = <T extends EventItem>(events: T[], day: string) => ({
  upcoming: events.filter((e) => isUpcoming(e, day)),
  past: events.filter((e) => !isUpcoming(e, day)),
});

/** A newsroom entry: a news item's fields, or a blog post as news (its title, date, summary and link). */
export interface NewsItem {
  /** The news file's name, or the post's path. */
  id: string;
  title: string;
  date: string;
  category: string;
  summary: string;
  /** The page that tells more (a post's own page). */
  link?: string;
  featured?: boolean;
}

/**
 * The newsroom's list: the news items and, with a `blogCategory`, the blog's posts under it, newest first, the
 * featured item first (the one marked `featured`, or the newest). Two items marked featured are a mistake the
 * build names.
 */
export function newsInOrder(news: (NewsData & { id: string })[], posts: PostMeta[], blogCategory?: string): NewsItem[] {
  const marked = news.filter((n) => n.featured);
  if (marked.length > 1)
    throw new Error(
      `src/content/news/: ${marked.map((n) => `${n.id}.yaml`).join(', ')} are each marked Featured — tick it on one news item at most`,
    );
  const fromBlog: NewsItem[] = blogCategory
    ? posts.map((p) => ({
        id: postPath(p.slug),
        title: p.title,
        date: p.date,
        category: blogCategory,
        summary: p.summary,
        link: postPath(p.slug),
      }))
    : [];
  const all = [...news, ...fromBlog].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  const featured = marked[0] ? all.find((n) => n.id === marked[0]!.id)! : all[0];
  return featured ? [{ ...featured, featured: true }, ...all.filter((n) => n !== featured)] : [];
}

/** A pager's words: its name for screen readers, the two links, and "Page {n} of {count}". */
export interface PagerWords {
  label: string;
  prev: string;
  next: string;
  position: string;
}

/**
 * The lists a composed page's events and news blocks draw, for one page of them, with where the page sits and the
 * words of its pager.
 */
export interface PageLists {
  events?: { upcoming: EventItem[]; past: EventItem[] };
  news?: { featured?: NewsItem; items: NewsItem[] };
  page: ListPage;
  words: PagerWords;
}

/**
 * What a composed page with `blocks` lists, in order: every event (when it has an events block), or the news with,
 * when its news block says so, the blog's posts.
 */
export function listedItems(
  blocks: readonly ({ type: string; blogCategory?: string } | { type: string })[],
  {
    events,
    news,
    posts,
    day,
  }: { events: EventItem[]; news: (NewsData & { id: string })[]; posts: PostMeta[]; day: string },
): (EventItem | NewsItem)[] {
  if (blocks.some((b) => b.type === 'events')) return eventsInOrder(events, day);
  const block = blocks.find((b) => b.type === 'news') as { blogCategory?: string } | undefined;
  return block ? newsInOrder(news, posts, block.blogCategory) : [];
}

/** A list's pages after its first (/company/events/2 …), for `count` entries. */
export const laterListPaths = (base: string, count: number) =>
  Array.from({ length: listPageCount(count) - 1 }, (_, i) => listPagePath(base, i + 2));
