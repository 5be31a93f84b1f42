/**
 * Blog posts: Markdown files with front matter in src/content/blog/, read and rendered at build time
 * (gray-matter for the front matter, marked for the body). Server-only: no client JavaScript.
 * Relative imports only, so the browser tests can import the post list too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { Marked } from 'marked';
import { markedSmartypants } from 'marked-smartypants';
import { smartypantsu } from 'smartypants';

import { slugger } from './slug';

export interface PostMeta {
  slug: string;
  /** Page name and h1. */
  title: string;
  /** The <title> tag when it differs from the title (≤ 60 characters). */
  metaTitle?: string;
  /** ISO date (YYYY-MM-DD) the post was published. */
  date: string;
  /** One or two sentences: the list card, the meta description (70–160 characters) and the feed item. */
  summary: string;
  /** Who wrote it, by role (no invented people). */
  author: string;
  tags: string[];
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

function req(data: Record<string, unknown>, key: string, file: string): string {
  const v = data[key];
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v !== 'string' || !v.trim()) throw new Error(`${file}: front matter "${key}" is required`);
  return v.trim();
}

/** Front-matter text with curly quotes and apostrophes (characters, not entities: React escapes text). */
const typographic = (text: string) => smartypantsu(text, 'qe');

function read(file: string): Post {
  const { data, content } = matter(readFileSync(join(dir, file), 'utf8'));
  const date = req(data, 'date', file);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`${file}: date must be YYYY-MM-DD`);
  const tags = Array.isArray(data.tags) ? data.tags.map(String) : [];
  const words = content.split(/\s+/).filter(Boolean).length;
  return {
    slug: file.replace(/\.md$/, ''),
    title: typographic(req(data, 'title', file)),
    metaTitle: typeof data.metaTitle === 'string' ? typographic(data.metaTitle) : undefined,
    date,
    summary: typographic(req(data, 'summary', file)),
    author: req(data, 'author', file),
    tags,
    html: render(content),
    minutes: Math.max(1, Math.round(words / 220)),
  };
}

let cache: Post[] | undefined;

/** Every post, newest first. */
export function getPosts(): Post[] {
  cache ??= readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map(read)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return cache;
}

export function getPost(slug: string): Post {
  const p = getPosts().find((x) => x.slug === slug);
  if (!p) throw new Error(`No blog post ${slug} in src/content/blog`);
  return p;
}

export const postPath = (slug: string) => `/blog/${slug}`;

export { formatDate } from './dates';

/** A post's path and head: its `metaTitle` (or title) and its summary. */
export const postRef = (p: PostMeta): { path: string; meta: { title: string; description: string } } => ({
  path: postPath(p.slug),
  meta: { title: p.metaTitle ?? p.title, description: p.summary },
});
