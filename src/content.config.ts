/**
 * The content collections: every word of the site, one file per page, validated against the schemas in
 * src/schemas/ when `astro dev` or `astro build` starts (a broken file fails the build, naming the file and the
 * field). docs/editing.md is the owner's guide.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';

import { blogPostSchema } from '@/schemas/blog';
import { eventSchema } from '@/schemas/events';
import { industrySchema } from '@/schemas/industry';
import { legalSchema } from '@/schemas/legal';
import { newsSchema } from '@/schemas/news';
import { overviewSchema } from '@/schemas/overview';
import { pageSchema } from '@/schemas/page';
import { businessSchema } from '@/schemas/settings';
import { labelsSchema, navigationSchema, uiSchema } from '@/schemas/site-words';
import { solutionSchema } from '@/schemas/solution';

const yamlIn = (base: string, pattern = '**/*.yaml') => glob({ base: `./src/content/${base}`, pattern });

export const collections = {
  /** The 18 industry pages (each also shown as /products/pocket-mentor/<slug>). */
  industries: defineCollection({ loader: yamlIn('industries'), schema: industrySchema }),
  /** The 18 solution pages: business types and roles. */
  solutions: defineCollection({ loader: yamlIn('solutions'), schema: solutionSchema }),
  /** Every other page, by its path: composed pages and the pages with their own layout. */
  pages: defineCollection({ loader: yamlIn('pages'), schema: pageSchema }),
  /** The section overviews (/products, /industries, …): head, menu line and intro. */
  overviews: defineCollection({ loader: yamlIn('overviews'), schema: overviewSchema }),
  /** Legal pages: Markdown, one `##` heading per section. */
  legal: defineCollection({ loader: glob({ base: './src/content/legal', pattern: '*.md' }), schema: legalSchema }),
  /** Blog posts: Markdown with front matter. */
  blog: defineCollection({ loader: glob({ base: './src/content/blog', pattern: '*.md' }), schema: blogPostSchema }),
  /** Events, one file each: listed, paged, on /company/events (upcoming and past). */
  events: defineCollection({ loader: yamlIn('events', '*.yaml'), schema: eventSchema }),
  /** News items, one file each: listed, paged, on /company/newsroom with the blog's posts. */
  news: defineCollection({ loader: yamlIn('news', '*.yaml'), schema: newsSchema }),
  /** Site-wide words: block labels, menu and footer words, interface strings. */
  labels: defineCollection({ loader: yamlIn('site', 'labels.yaml'), schema: labelsSchema }),
  navigation: defineCollection({ loader: yamlIn('site', 'navigation.yaml'), schema: navigationSchema }),
  ui: defineCollection({ loader: yamlIn('site', 'ui.yaml'), schema: uiSchema }),
  /** The business details: name, phone numbers, email, address, community and social links (SITE_* override). */
  settings: defineCollection({
    loader: glob({ base: './src/content/settings', pattern: 'business.json' }),
    schema: businessSchema,
  }),
};
