/**
 * `astro:content` in the editor's preview (the browser): the site's templates and the modules they read
 * (src/lib/routes.ts, labels, menus…) ask for collections as the build does, and get the content files bundled
 * with the editor (as they were when it was built), parsed with the same schemas (src/content.config.ts). The
 * entry being edited is the editor's own data, not this copy (src/cms/preview/preview.tsx). scripts/cms.mjs points
 * `astro:content` here in the editor's build only.
 */
import { z } from 'astro/zod';

import { parseFile } from '@/cms/formats';

// zod compiles object checks with `new Function` where it may; the editor's policy has no 'unsafe-eval', and even
// zod's probe for it would be reported as a violation.
z.config({ jitless: true });

export { defineCollection, reference } from '@/lib/astro-content';

/** Every content file's text, by its path from the project (`/src/content/industries/healthcare.yaml`). */
export const contentTexts = import.meta.glob<string>('/src/content/**/*.{yaml,md,json}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Where each collection's files are (as src/content.config.ts's loaders have them). */
export const collectionBases: Record<string, { base: string; only?: string }> = {
  industries: { base: '/src/content/industries/' },
  solutions: { base: '/src/content/solutions/' },
  pages: { base: '/src/content/pages/' },
  overviews: { base: '/src/content/overviews/' },
  legal: { base: '/src/content/legal/' },
  blog: { base: '/src/content/blog/' },
  events: { base: '/src/content/events/' },
  news: { base: '/src/content/news/' },
  labels: { base: '/src/content/site/', only: 'labels' },
  navigation: { base: '/src/content/site/', only: 'navigation' },
  ui: { base: '/src/content/site/', only: 'ui' },
  settings: { base: '/src/content/settings/', only: 'business' },
};

/** A file's data as the build reads it: YAML, JSON, or a Markdown file's front matter with its text as `body`. */
export function fileData(path: string, text: string): { data: Record<string, unknown>; body?: string } {
  if (path.endsWith('.json')) return { data: JSON.parse(text) as Record<string, unknown> };
  const {
    _original: _text,
    body,
    ...data
  } = parseFile(text, {
    kind: path.endsWith('.md') ? 'frontmatter' : 'yaml',
  });
  return { data, body: body as string | undefined };
}

interface Entry {
  id: string;
  collection: string;
  data: unknown;
  body?: string;
  filePath: string;
  rendered: { html: string };
}

const cache = new Map<string, Promise<Entry[]>>();

async function load(name: string): Promise<Entry[]> {
  const { collections } = await import('@/content.config');
  const schema = (
    collections as Record<string, { schema: { safeParse: (d: unknown) => { success: boolean; data?: unknown } } }>
  )[name]?.schema;
  const place = collectionBases[name];
  if (!schema || !place) return [];
  return Object.entries(contentTexts).flatMap(([path, text]) => {
    if (!path.startsWith(place.base)) return [];
    const id = path.slice(place.base.length).replace(/\.(ya?ml|md|json)$/, '');
    if (place.only ? id !== place.only : id.includes('/') && name !== 'pages') return [];
    const { data, body } = fileData(path, text);
    const parsed = schema.safeParse(data);
    // A file that breaks its schema fails the build; the preview leaves it out of the lists it shows.
    if (!parsed.success) return [];
    return [{ id, collection: name, data: parsed.data, body, filePath: path.slice(1), rendered: { html: '' } }];
  });
}

export async function getCollection(name: string, filter?: (entry: Entry) => unknown): Promise<Entry[]> {
  if (!cache.has(name)) cache.set(name, load(name));
  const all = await cache.get(name)!;
  return filter ? all.filter(filter) : all;
}

export async function getEntry(name: string, id: string): Promise<Entry | undefined> {
  return (await getCollection(name)).find((e) => e.id === id);
}
