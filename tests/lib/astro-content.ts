/**
 * `astro:content` for unit tests (vitest.config.mts aliases it here): the collections of src/content.config.ts
 * read from the files and validated by the same schemas, so the site's modules (routes, menus, words) run in
 * tests as they do in the build. A reference becomes `{ id, collection }`, as in Astro. Markdown entries (blog,
 * legal) carry `rendered.html` from Astro's own Markdown processor with Astro's defaults, as the content layer gives.
 */
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { z } from 'astro/zod';

import { entries, type Collection } from './content';

export const reference = <C extends string>(collection: C) => z.string().transform((id) => ({ id, collection }));
export const defineCollection = <T>(config: T) => config;

const siteWords = ['labels', 'navigation', 'ui'];

/** Each collection's schema, loaded on first use (the schemas import this module for `reference`). */
async function schemaOf(collection: string): Promise<z.ZodType> {
  const s = {
    industries: async () => (await import('@/schemas/industry')).industrySchema,
    solutions: async () => (await import('@/schemas/solution')).solutionSchema,
    pages: async () => (await import('@/schemas/page')).pageSchema,
    overviews: async () => (await import('@/schemas/overview')).overviewSchema,
    legal: async () => (await import('@/schemas/legal')).legalSchema,
    blog: async () => (await import('@/schemas/blog')).blogPostSchema,
    labels: async () => (await import('@/schemas/site-words')).labelsSchema,
    navigation: async () => (await import('@/schemas/site-words')).navigationSchema,
    ui: async () => (await import('@/schemas/site-words')).uiSchema,
  }[collection];
  if (!s) throw new Error(`no collection ${collection} in src/content.config.ts`);
  return s();
}

type Loaded = {
  id: string;
  collection: string;
  data: unknown;
  file?: string;
  body?: string;
  rendered?: { html: string };
};
const cache = new Map<string, Promise<Loaded[]>>();

async function load(collection: string) {
  const schema = await schemaOf(collection);
  const files = siteWords.includes(collection)
    ? entries('site').filter((e) => e.id === collection)
    : entries(collection as Collection);
  const markdown = files.some((e) => e.body !== undefined)
    ? await createSatteriMarkdownProcessor({ syntaxHighlight: false })
    : undefined;
  return Promise.all(
    files.map(async (e) => {
      const parsed = schema.safeParse(e.data);
      if (!parsed.success) throw new Error(`${e.file}: ${parsed.error.message}`);
      if (e.body === undefined || !markdown) return { id: e.id, collection, data: parsed.data };
      const { code, metadata } = await markdown.render(e.body);
      return {
        id: e.id,
        collection,
        file: e.file,
        data: parsed.data,
        body: e.body,
        rendered: { html: code, metadata },
      };
    }),
  );
}

export async function getCollection(collection: string, filter?: (e: { id: string; data: never }) => unknown) {
  if (!cache.has(collection)) cache.set(collection, load(collection));
  const all = await cache.get(collection)!;
  return filter ? all.filter((e) => filter(e as never)) : all;
}

export async function getEntry(collection: string, id: string) {
  return (await getCollection(collection)).find((e) => e.id === id);
}
