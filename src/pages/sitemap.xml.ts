import { getCollection } from 'astro:content';

import { blogPosts } from '@/lib/blog-posts';
import { holdsList, isComposedPage } from '@/lib/composed-pages';
import { listedItems, today } from '@/lib/listings';
import { pathOf } from '@/lib/route-list';
import { sitemapXml } from '@/lib/site-files';

// Every page, with the later pages of the events page's and the newsroom's lists (their entries' collections).
export const GET = async () => {
  const pages = await getCollection('pages', (e) => isComposedPage(e) && holdsList(e));
  const sources = {
    events: (await getCollection('events')).map((e) => ({ ...e.data, id: e.id })),
    news: (await getCollection('news')).map((e) => ({ ...e.data, id: e.id })),
    posts: await blogPosts(),
    day: today(),
  };
  const lists = pages.map((p) => ({
    path: pathOf(p.id),
    count: listedItems(p.data.template === 'composed' ? p.data.blocks : [], sources).length,
  }));
  return new Response(await sitemapXml(lists), { headers: { 'Content-Type': 'application/xml' } });
};
