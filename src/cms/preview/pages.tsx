/**
 * Which of the site's templates draws an entry, with the props its route gives it (src/pages/…): the same
 * components the build renders, fed the entry's data as the schema made it. Loaded in the editor's preview only.
 */
import { getCollection } from 'astro:content';
import type { ReactNode } from 'react';

import { BlogIndex } from '@/components/templates/blog-index';
import { BlogPost } from '@/components/templates/blog-post';
import { CommunityPage } from '@/components/templates/community-page';
import { ComposedPage } from '@/components/templates/composed-page';
import { ConnectionsHrPage } from '@/components/templates/connections-hr-page';
import { ContactPage } from '@/components/templates/contact-page';
import { HomePage } from '@/components/templates/home-page';
import { IndustryPage } from '@/components/templates/industry-page';
import { LegalPage } from '@/components/templates/legal-page';
import { NotFoundView } from '@/components/templates/not-found-view';
import { OverviewPage } from '@/components/templates/overview-page';
import { PocketMentorPage } from '@/components/templates/product-page';
import { SearchPage } from '@/components/templates/search-page';
import { SolutionPage } from '@/components/templates/solution-page';
import { morePosts, POSTS_PER_PAGE } from '@/lib/blog';
import { blogPosts, postOf } from '@/lib/blog-posts';
import { holdsList } from '@/lib/composed-pages';
import { legalPage } from '@/lib/legal';
import {
  LIST_PAGE_SIZE,
  listedItems,
  listPage,
  listPageCount,
  splitEvents,
  today,
  type EventItem,
  type NewsItem,
  type PageLists,
} from '@/lib/listings';
import { pageEntry } from '@/lib/page-entry';
import { pathOf, type OverviewSection } from '@/lib/route-list';
import type { ComposedContent } from '@/schemas/composed';
import type { NewsData } from '@/schemas/news';
import type { PageEntryData } from '@/schemas/page';

/** An entry to draw: its collection (src/content.config.ts), its id there, its parsed data and its body's HTML. */
export interface PreviewEntry {
  collection: string;
  id: string;
  filePath: string;
  /** The data as the collection's schema returned it. */
  data: unknown;
  body?: string;
  html: string;
}

const home = await pageEntry('index', 'home');
const blogCopy = (await pageEntry('blog', 'blog')).blogCopy;

/** The page's content, as its route renders it; undefined for collections that are not pages. */
export async function pageFor(e: PreviewEntry): Promise<ReactNode | undefined> {
  // The schemas' types are the routes' props; the data has just passed the collection's schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const data = e.data as any;
  switch (e.collection) {
    case 'industries':
      return <IndustryPage content={data} slug={e.id} />;
    case 'solutions':
      return <SolutionPage content={data} slug={e.id} />;
    case 'overviews':
      return <OverviewPage section={e.id as OverviewSection} content={data} home={home} />;
    case 'legal':
      return <LegalPage content={legalPage(data, e.html, e.filePath)} />;
    case 'blog': {
      const post = postOf({ id: e.id, data, body: e.body, rendered: { html: e.html } });
      return <BlogPost post={post} more={morePosts(post, await blogPosts())} words={blogCopy} />;
    }
    case 'pages':
      return pagesTemplate(data as PageEntryData, e.id);
    // An event or a news item: the page that lists it, with the entry as edited in its list.
    case 'events':
    case 'news': {
      const pages = (await getCollection('pages', (p: { data: object }) => holdsList(p))) as unknown as {
        id: string;
        data: ComposedContent;
      }[];
      const type = e.collection === 'events' ? 'events' : 'news';
      const page = pages.find((p) => p.data.blocks.some((b) => b.type === type));
      return (
        page && composedWithLists(page.data as ComposedContent, page.id, { [e.collection]: { ...data, id: e.id } })
      );
    }
    default:
      return undefined;
  }
}

/**
 * A composed page that lists events or news, drawn as its route draws its first page: the entries from their
 * collections, with `edited` (an event or news item being edited) in place of its saved version.
 */
async function composedWithLists(
  content: ComposedContent,
  id: string,
  edited: { events?: EventItem; news?: NewsData & { id: string } } = {},
): Promise<ReactNode> {
  const withEdit = <T extends { id: string }>(list: T[], entry?: T) =>
    entry ? [...list.filter((x) => x.id !== entry.id), entry] : list;
  const events = withEdit(
    (await getCollection('events')).map((x: { id: string; data: object }) => ({ ...x.data, id: x.id }) as EventItem),
    edited.events,
  );
  const news = withEdit(
    (await getCollection('news')).map(
      (x: { id: string; data: object }) => ({ ...x.data, id: x.id }) as NewsData & { id: string },
    ),
    edited.news,
  );
  const day = today();
  const items = listedItems(content.blocks, { events, news, posts: await blogPosts(), day });
  const first = items.slice(0, LIST_PAGE_SIZE);
  const p = content.paging;
  const lists: PageLists = {
    page: listPage(pathOf(id), 1, listPageCount(items.length)),
    words: { label: p?.label ?? '', prev: p?.previous ?? '', next: p?.next ?? '', position: p?.position ?? '' },
    ...(content.blocks.some((b) => b.type === 'events')
      ? { events: splitEvents(first as EventItem[], day) }
      : {
          news: (first[0] as NewsItem | undefined)?.featured
            ? { featured: first[0] as NewsItem, items: first.slice(1) as NewsItem[] }
            : { items: first as NewsItem[] },
        }),
  };
  return <ComposedPage content={content} lists={lists} />;
}

async function pagesTemplate(data: PageEntryData, id: string): Promise<ReactNode> {
  switch (data.template) {
    case 'composed':
      return holdsList({ data }) ? composedWithLists(data, id) : <ComposedPage content={data} />;
    case 'connections-hr':
      return <ConnectionsHrPage content={data} />;
    case 'home':
      return <HomePage content={data} />;
    case 'product':
      return <PocketMentorPage content={data} />;
    case 'community':
      return <CommunityPage content={data} />;
    case 'contact':
      return <ContactPage content={data} />;
    case 'search':
      return <SearchPage content={data} />;
    case 'not-found':
      return <NotFoundView content={data} />;
    case 'blog': {
      const posts = (await blogPosts()).slice(0, POSTS_PER_PAGE);
      return <BlogIndex content={data} posts={posts} page={{ current: 1, last: 1 }} />;
    }
  }
}
