/**
 * Blog posts: Markdown files with front matter in src/content/blog/, the `blog` collection (front matter checked
 * by src/schemas/blog.ts). The post pages, the blog page and the feed take their posts from the collection
 * (src/lib/blog-posts.ts); `getPosts()` reads the same files itself, for the site's routes (sitemap, social cards)
 * and the tests, which run without Astro. Either way a post is made here, by `toPost`: the body rendered with marked
 * (curly quotes, heading ids from src/lib/slug.ts), the title and summary made typographic. Server-only: no client
 * JavaScript. Relative imports only, so the browser tests can import the post list too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Marked } from 'marked';
import { markedSmartypants } from 'marked-smartypants';
import { smartypantsu } from 'smartypants';

import type { BlogFrontMatter } from '../schemas/blog';
import { splitFrontMatter } from './front-matter';
import { postPath } from './route-list';
import { slugger } from './slug';

/** A post's front matter and its address (`slug`: the file's name, without `.md`). */
export interface PostMeta extends BlogFrontMatter {
  slug: string;
}

export interface Post extends PostMeta {
  /** The body as HTML. */
  html: string;
  /** Approximate reading time in minutes. */
  minutes: number;
}

const dir = join(process.cwd(), 'src', 'content', 'blog');

/** Markdown to HTML; every heading gets a stable id from its text (src/lib/slug.ts), for anchor links. */
function render(markdown: string): string {
  const idFor = slugger();
  // Curly quotes and apostrophes, as in the rest of the site's copy (quotes and ellipses only: dashes as written).
  const marked = new Marked(markedSmartypants({ config: 'qe' }), {
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const html = this.parser.parseInline(tokens);
        const text = html.replace(/<[^>]+>/g, '').replace(/&[^;]+;/g, ' ');
        return `<h${depth} id="${idFor(text)}">${html}</h${depth}>\n`;
      },
    },
  });
  return marked.parse(markdown, { async: false });
}

/** Front-matter text with curly quotes and apostrophes (characters, not entities: React escapes text). */
const typographic = (text: string) => smartypantsu(text, 'qe');

/** A post as the site shows it, from its file's name, its front matter and its Markdown body. */
export function toPost(slug: string, data: BlogFrontMatter, body: string): Post {
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    slug,
    title: typographic(data.title),
    metaTitle: data.metaTitle === undefined ? undefined : typographic(data.metaTitle),
    date: data.date,
    summary: typographic(data.summary),
    author: data.author,
    tags: data.tags,
    html: render(body),
    minutes: Math.max(1, Math.round(words / 220)),
  };
}

/** Newest first (then by address). */
export const newestFirst = (posts: Post[]): Post[] =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

/** A file's front matter as the collection reads it: YAML (an unquoted date is read as a date), not yet checked. */
function read(file: string): Post {
  const { data, body } = splitFrontMatter(readFileSync(join(dir, file), 'utf8'), file);
  const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : data.date;
  return toPost(file.replace(/\.md$/, ''), { ...data, date } as BlogFrontMatter, body);
}

let cache: Post[] | undefined;

/** Every post, newest first, read from the files (the build checks them against the schema). */
export function getPosts(): Post[] {
  cache ??= newestFirst(
    readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .map(read),
  );
  return cache;
}

export { postPath };

export { formatDate } from './dates';

/** A post's path and head: its `metaTitle` (or title) and its summary. */
export const postRef = (p: PostMeta): { path: string; meta: { title: string; description: string } } => ({
  path: postPath(p.slug),
  meta: { title: p.metaTitle ?? p.title, description: p.summary },
});
