/**
 * The blog: posts (src/content/blog/<address>.md, front matter below) and the blog page
 * (src/content/pages/blog.yaml, template `blog`): a composed page plus the words around the posts, which the post
 * pages use too.
 */
import { z } from 'astro/zod';

import { cta, entryOf, isoDate, text, wording } from './common';
import { blockSchema, composedSchema } from './composed';

/** The day a post was published, YYYY-MM-DD (in quotes; an unquoted date, which YAML reads as a date, is taken too). */
const publishedOn = z.union([isoDate(), z.date().transform((d) => d.toISOString().slice(0, 10))]);

/**
 * A post's front matter. Its address is its file's name (`why-voice-first.md` is /blog/why-voice-first/). Straight
 * quotes and apostrophes in the title and summary are shown curly.
 */
export const blogPostSchema = z
  .object({
    /** The page's name and h1; also its <title> unless `metaTitle` is given (shortened at a word past 60 characters). */
    title: text().min(11, 'must be more than 10 characters').describe('Title|The heading people read first.'),
    /** The <title> when it differs from the title (at most 60 characters). */
    metaTitle: text()
      .min(10, 'must be at least 10 characters')
      .max(60, 'must be at most 60 characters')
      .optional()
      .describe(
        'Search result title|Shown in search results and browser tabs, at most 60 characters; empty uses the title.',
      ),
    date: publishedOn.describe('Date|The day, from the calendar.'),
    /** One or two sentences: the list card, the meta description and the feed item (70–160 characters). */
    summary: text()
      .min(70, 'must be at least 70 characters')
      .max(160, 'must be at most 160 characters')
      .describe('Summary|One or two sentences: the list card, search results and link previews.'),
    /** Who wrote it, by team or role (no invented people). */
    author: text().describe('Author|Who wrote it, by team or role.'),
    tags: z.array(text()).min(1, 'must have at least one tag').describe('Topics|The post’s topics, one per entry.'),
    /** A line said on the kind of call the post is about: on its card and under its title, in the spoken face. */
    spoken: z
      .object({
        speaker: text().describe('Who speaks|The caller or the mentor.'),
        text: text().max(120, 'must be at most 120 characters').describe('Text|The words shown.'),
      })
      .strict()
      .optional()
      .describe(
        'Spoken line|A line said on the kind of call the post is about: who says it and the words (on its card).',
      ),
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
    eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
    /** Over the list of posts on the blog page. */
    /** The post list's eyebrow (every section of the page opens with one: docs/architecture.md, Eyebrows). */
    latestEyebrow: text().describe('Small heading over the latest|A few words above the newest posts.'),
    latest: text().describe('Latest|The newest items.'),
    rss: cta.describe('Feed link|The words of the link to the blog’s feed.'),
    /** Names a post's tags for screen readers. */
    tags: text().describe('Topics|The post’s topics, one per entry.'),
    /** The reading time in a post's byline: {n} is the minutes. */
    minRead: wording('n').describe('Reading time|The wording for the minutes it takes to read ({n}).'),
    /** Over the other posts, under a post. */
    more: text().describe('More of the call|The turns after the first answer, in order.'),
    all: cta.describe('All|The wording for all of them.'),
    closing: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        body: text().describe('Text|The paragraph of this part.'),
        cta: cta.describe('Button|Its wording and where it goes.'),
      })
      .strict()
      .describe('Closing band|The last band of the page: heading, text and button.'),
    /** The blog's later list pages (/blog/2/ …): {n} is the page's number. */
    pages: z
      .object({
        /** The <title> and the h1 of page {n}. */
        title: wording('n').describe('Title|The heading people read first.'),
        heading: wording('n').describe('Heading|The section’s heading.'),
        description: wording('n').describe('Description|A sentence or two.'),
      })
      .strict()
      .describe('Paged lists|The words of the blog’s later pages (“Blog, page {n}”).'),
    /** A tag's list of posts (/blog/tag/<tag>/): {tag} is the tag's name; the `paged` wordings add {n}. */
    tag: z
      .object({
        eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
        title: wording('tag').describe('Title|The heading people read first.'),
        pagedTitle: wording('tag', 'n').describe(
          'Later pages’ title|A tag page’s title from its second page on ({tag}, {n}).',
        ),
        heading: wording('tag').describe('Heading|The section’s heading.'),
        pagedHeading: wording('tag', 'n').describe(
          'Later pages’ heading|A tag page’s heading from its second page on ({tag}, {n}).',
        ),
        description: wording('tag').describe('Description|A sentence or two.'),
        pagedDescription: wording('tag', 'n').describe(
          'Later pages’ description|A tag page’s search description from its second page on ({tag}, {n}).',
        ),
      })
      .strict()
      .describe('Topic|One word or two.'),
    /** The links between list pages: newer and older posts, where the visitor is, and the list's name. */
    pager: z
      .object({
        label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
        newer: text().describe('Newer link|The words of the link to newer posts.'),
        older: text().describe('Older link|The words of the link to older posts.'),
        position: wording('n', 'count').describe(
          'Page position|Where the reader is, e.g. “Page 2 of 5” ({n}, {count}).',
        ),
      })
      .strict()
      .describe('Page links|The words of the previous, next and page-number links under a list.'),
  })
  .strict();

/** The blog page: a composed page whose own sections are optional (the posts are its body), and the words around the posts. */
export const blogIndexSchema = composedSchema.safeExtend({
  blocks: z.array(blockSchema).describe('Page sections|The page’s sections, in order; add one by its kind.'),
  blogCopy: blogCopySchema.describe('Blog words|The words around the posts.'),
});

export type BlogFrontMatter = z.infer<typeof blogPostSchema>;
export type BlogCopy = z.infer<typeof blogCopySchema>;
export type BlogIndexContent = z.infer<typeof blogIndexSchema>;
