/**
 * The blog: posts (src/content/blog/<address>.md, front matter below) and the blog page
 * (src/content/pages/blog.yaml, template `blog`): a composed page plus the words around the posts, which the post
 * pages use too.
 */
import { z } from 'astro/zod';

import { cta, entryOf, isoDate, text, wording } from './common';
import { composedSchema } from './composed';

/** The day a post was published, YYYY-MM-DD (in quotes; an unquoted date, which YAML reads as a date, is taken too). */
const publishedOn = z.union([isoDate(), z.date().transform((d) => d.toISOString().slice(0, 10))]);

/**
 * A post's front matter. Its address is its file's name (`why-voice-first.md` is /blog/why-voice-first/). Straight
 * quotes and apostrophes in the title and summary are shown curly.
 */
export const blogPostSchema = z
  .object({
    /** The page's name and h1; also its <title> unless `metaTitle` is given (shortened at a word past 60 characters). */
    title: text().min(11, 'must be more than 10 characters'),
    /** The <title> when it differs from the title (at most 60 characters). */
    metaTitle: text().min(10, 'must be at least 10 characters').max(60, 'must be at most 60 characters').optional(),
    date: publishedOn,
    /** One or two sentences: the list card, the meta description and the feed item (70–160 characters). */
    summary: text().min(70, 'must be at least 70 characters').max(160, 'must be at most 160 characters'),
    /** Who wrote it, by team or role (no invented people). */
    author: text(),
    tags: z.array(text()).min(1, 'must have at least one tag'),
    /** A line said on the kind of call the post is about: on its card and under its title, in the spoken face. */
    spoken: z
      .object({ speaker: text(), text: text().max(120, 'must be at most 120 characters') })
      .strict()
      .optional(),
    /**
     * The place the post's kind of call is made: an industry's drawn scene (src/content/industries/<id>.yaml), shown
     * beside the text in that industry's tint, over the spoken line. Empty: the spoken line alone.
     */
    scene: (entryOf('industries') as z.ZodType<{ id: string; collection: 'industries' }, string>)
      .optional()
      .describe('Scene|The industry whose drawn place illustrates the post, e.g. manufacturing. Leave empty for none.'),
  })
  .strict();

/** The words around the posts: the list's heading, byline, tags and the closing band under a post. */
const blogCopySchema = z
  .object({
    /** Over a post's title, linking back to the blog. */
    eyebrow: text(),
    /** Over the list of posts on the blog page. */
    /** The post list's eyebrow (every section of the page opens with one: docs/architecture.md, Eyebrows). */
    latestEyebrow: text(),
    latest: text(),
    rss: cta,
    /** Names a post's tags for screen readers. */
    tags: text(),
    /** The reading time in a post's byline: {n} is the minutes. */
    minRead: wording('n'),
    /** Over the other posts, under a post. */
    more: text(),
    all: cta,
    closing: z.object({ heading: text(), body: text(), cta }).strict(),
    /** The blog's later list pages (/blog/2/ …): {n} is the page's number. */
    pages: z
      .object({
        /** The <title> and the h1 of page {n}. */
        title: wording('n'),
        heading: wording('n'),
        description: wording('n'),
      })
      .strict(),
    /** A tag's list of posts (/blog/tag/<tag>/): {tag} is the tag's name; the `paged` wordings add {n}. */
    tag: z
      .object({
        eyebrow: text(),
        title: wording('tag'),
        pagedTitle: wording('tag', 'n'),
        heading: wording('tag'),
        pagedHeading: wording('tag', 'n'),
        description: wording('tag'),
        pagedDescription: wording('tag', 'n'),
      })
      .strict(),
    /** The links between list pages: newer and older posts, where the visitor is, and the list's name. */
    pager: z.object({ label: text(), newer: text(), older: text(), position: wording('n', 'count') }).strict(),
  })
  .strict();

export const blogIndexSchema = composedSchema.extend({ blogCopy: blogCopySchema });

export type BlogFrontMatter = z.infer<typeof blogPostSchema>;
export type BlogCopy = z.infer<typeof blogCopySchema>;
export type BlogIndexContent = z.infer<typeof blogIndexSchema>;
