/**
 * The content files for tests, read from disk (Vitest and Playwright alike: no Vite, no astro:content): one
 * collection's entries, one entry, and the site's routes made by the site's own code (src/lib/route-list.ts)
 * from the same files. Vitest's astro:content (./astro-content.ts) reads its collections through here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';

import { newestFirst, postPath, type PostMeta } from '../../src/lib/blog';
import type { EventItem } from '../../src/lib/listings';
import {
  buildRoutes,
  editionMetaFrom,
  type IndustryListing,
  type LegalListing,
  type PageListing,
  type RouteEntry,
  type RouteWords,
  type SolutionListing,
} from '../../src/lib/route-list';
import { smartText } from '../../src/lib/smart-text';
import type { EventData } from '../../src/schemas/events';
import type { NewsData } from '../../src/schemas/news';

const contentDir = join(process.cwd(), 'src', 'content');

export type Collection =
  'industries' | 'solutions' | 'pages' | 'overviews' | 'legal' | 'blog' | 'events' | 'news' | 'site';

function filesIn(dir: string, ext: RegExp): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (ext.test(name)) out.push(p);
    }
  };
  walk(dir);
  return out;
}

export interface Entry<T> {
  /** The file's path under its collection's folder, without the extension (pages: 'company/values'). */
  id: string;
  file: string;
  data: T;
  /** Markdown files: the text below the front matter. */
  body?: string;
}

/** A Markdown file's YAML front matter and body. */
function splitFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!m) return { data: {}, body: source };
  return {
    data: (parseYaml(m[1]!) ?? {}) as Record<string, unknown>,
    body: source.slice(m[0].length),
  };
}

/** Files read once per process, until they change; each caller gets its own copy of the data. */
const parsed = new Map<string, { mtimeMs: number; data: unknown; body?: string }>();

function read(file: string): { data: unknown; body?: string } {
  const { mtimeMs } = statSync(file);
  let hit = parsed.get(file);
  if (hit?.mtimeMs !== mtimeMs) {
    const source = readFileSync(file, 'utf8');
    hit = file.endsWith('.md')
      ? { mtimeMs, ...splitFrontMatter(source) }
      : { mtimeMs, data: parseYaml(source) as unknown };
    parsed.set(file, hit);
  }
  return { data: structuredClone(hit.data), body: hit.body };
}

/** Every file of a collection (YAML data, or Markdown with its front matter), sorted by path. */
export function entries<T = Record<string, unknown>>(collection: Collection): Entry<T>[] {
  const dir = join(contentDir, collection);
  return filesIn(dir, /\.(ya?ml|md)$/).map((file) => {
    const id = relative(dir, file).replace(/\.(ya?ml|md)$/, '');
    const { data, body } = read(file);
    return body === undefined ? { id, file, data: data as T } : { id, file, data: data as T, body };
  });
}

/** One file's data, e.g. entry('pages', 'company/values') or entry('industries', 'healthcare'). */
export function entry<T = Record<string, unknown>>(collection: Collection, id: string): T {
  const e = entries<T>(collection).find((x) => x.id === id);
  if (!e) throw new Error(`No ${collection} entry ${id} in src/content/${collection}`);
  return e.data;
}

const words = entry<RouteWords>('site', 'navigation');
const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** The blog's posts as its pages show them (src/lib/blog-posts.ts, without the bodies), newest first. */
export const posts: PostMeta[] = newestFirst(
  entries<Omit<PostMeta, 'slug'>>('blog').map(({ id, data }) => ({
    ...data,
    slug: id,
    title: smartText(data.title),
    metaTitle: data.metaTitle === undefined ? undefined : smartText(data.metaTitle),
    summary: smartText(data.summary),
  })),
);

/** Every page the site builds, made by the site's own code (src/lib/route-list.ts) from the same files. */
export const allRoutes: RouteEntry[] = buildRoutes({
  words,
  industries: entries<IndustryListing>('industries').map((e) => ({ ...e.data, slug: e.id })),
  solutions: entries<SolutionListing>('solutions')
    .map((e) => ({ ...e.data, slug: e.id }))
    .sort(byOrder),
  pages: entries<PageListing>('pages').flatMap((e) => (e.data.nav ? [{ id: e.id, nav: e.data.nav }] : [])),
  overviews: entries<{ blurb: string }>('overviews').map((e) => ({ id: e.id, blurb: e.data.blurb })),
  legal: entries<LegalListing>('legal').map((e) => ({ ...e.data, id: e.id })),
  posts,
});

/** The legal pages, by their `order`. */
export const legalRoutes = allRoutes.filter((r) => r.section === 'legal');
/** Every page but the legal pages and the posts. */
export const routes = allRoutes.filter((r) => r.section !== 'legal' && !/^\/blog\/./.test(r.path));

/** The section names (src/content/site/navigation.yaml). */
export const sectionNames = words.sectionNames;

/** A page's <title> and description, from its content file (the 404 and posts included). */
export function pageMeta(path: string): { title: string; description: string } {
  const post = posts.find((p) => postPath(p.slug) === path);
  if (post) return { title: post.metaTitle ?? post.title, description: post.summary };
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'industries' && parts[1]) return entry<{ meta: PageMetaT }>('industries', parts[1]).meta;
  if (parts[0] === 'solutions' && parts[1]) return entry<{ meta: PageMetaT }>('solutions', parts[1]).meta;
  if (parts[0] === 'legal' && parts[1]) return entry<{ meta: PageMetaT }>('legal', parts[1]).meta;
  if (parts.length === 1 && entries('overviews').some((e) => e.id === parts[0]))
    return entry<{ meta: PageMetaT }>('overviews', parts[0]!).meta;
  if (parts[0] === 'products' && parts[1] === 'pocket-mentor' && parts[2]) {
    const { name, blurb } = entry<{ name: string; blurb: string }>('industries', parts[2]);
    return editionMetaFrom(entry<RouteWords>('site', 'navigation'), name, blurb);
  }
  return entry<{ meta: PageMetaT }>('pages', parts.length ? parts.join('/') : 'index').meta;
}
type PageMetaT = { title: string; description: string };

/** The events (src/content/events/), each with its file's name. */
export const events: EventItem[] = entries<EventData>('events').map(({ id, data }) => ({ ...data, id }));
/** The news items (src/content/news/), each with its file's name. */
export const news = entries<NewsData>('news').map(({ id, data }) => ({ ...data, id }));
