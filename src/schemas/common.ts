/**
 * The building blocks every page type's schema shares: links, cards, icons, calls, stories and the page head.
 * The rules that say what a good content file is live here, so `astro dev` and `astro build` name the file and
 * the field of a mistake (content.config.ts validates every file against these).
 * zod from astro/zod; the unit tests import these modules too (with a stand-in for astro:content's reference()).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { reference } from 'astro:content';
import { z } from 'astro/zod';

import { iconNames } from '@/components/ui/icon-names';

/** A line of copy: not empty, no stray spaces at either end. */
export const text = () =>
  z
    .string()
    .min(1, 'must not be empty')
    .refine((s) => s.trim() === s, 'has a space at the start or end')
    // A status label has one casing on every page, the spec's, however it is typed.
    .overwrite((s) => (/^coming soon$/i.test(s) ? 'Coming Soon' : s));

/**
 * A wording the code fills in (src/lib/format.ts): `wording('n')` for 'Team {n}'. It must keep each of its
 * `{names}` and may use no other, so a mistyped name fails the build instead of showing on the page.
 */
export const wording = (...names: string[]) =>
  text().regex(
    // Each {name} somewhere, and no {other} (a pattern, so the editor checks it too).
    new RegExp(
      `^${names.map((n) => `(?=[\\s\\S]*\\{${n}\\})`).join('')}(?![\\s\\S]*\\{(?!(?:${names.join('|')})\\})\\w+\\})`,
    ),
    `must contain ${names.map((n) => `{${n}}`).join(' and ')}, and no other {name}`,
  );

/** Schemas that hold only a page of this site: the editor offers the site's pages to pick from (src/cms/fields.ts). */
const sitePages = new WeakSet<z.core.$ZodType>();
export const sitePage = <T extends z.core.$ZodType>(schema: T): T => {
  sitePages.add(schema);
  return schema;
};
/** Whether a schema is one of those, or a copy of one (`.describe()` returns a copy that knows its parent). */
export const isSitePage = (schema: z.core.$ZodType): boolean => {
  for (let s: z.core.$ZodType | undefined = schema; s; s = s._zod.parent) if (sitePages.has(s)) return true;
  return false;
};

/** Whether a YYYY-MM-DD text is a day of the calendar (2026-02-30 is not). */
export const isCalendarDate = (s: string) => {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
};

/**
 * A day, written YYYY-MM-DD in quotes in YAML ('2026-11-25') so it stays text; the editor's date picker writes it
 * so. A date that is not on the calendar (30 February) fails the build rather than roll over to March.
 */
export const isoDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD, in quotes')
    // Only a YYYY-MM-DD text is checked against the calendar: anything else has the message above alone.
    .refine(
      (s) => !/^\d{4}-\d{2}-\d{2}$/.test(s) || isCalendarDate(s),
      'is not a day of the calendar (check the day and the month)',
    );

/** The curated lucide icons (src/components/ui/icon-names.ts): content names one, the sprite draws it. */
export const icon = z.enum(iconNames);

/**
 * Where a link may point: a page of this site (a path from the root, with an optional #anchor), an anchor on the
 * same page, an https address (opens in a new tab), or a mailto:/tel: link. Internal paths are also checked
 * against the built pages by the browser tests, which follow every link (tests/e2e/links.spec.ts).
 */
const href = z
  .string()
  .regex(
    /^(\/[a-z0-9\-/.]*(#[a-z0-9-]+)?|#[a-z0-9-]+|https:\/\/\S+|mailto:\S+|tel:\+?[0-9]+|site:(communityUrl|autismInitiativeUrl))$/,
    'must be a site path (/contact), an #anchor, an https:// address, mailto:, tel:, or a setting (site:communityUrl, site:autismInitiativeUrl)',
  )
  .describe(
    'Link|Where it goes: a page of this site (/contact), an #anchor on this page, a web address (https://…), mailto: or tel:, or an address from Business details: site:communityUrl or site:autismInitiativeUrl.',
  );

/**
 * Another entry, by its file's name: `healthcare` is src/content/industries/healthcare.yaml. Astro's reference()
 * only logs a missing entry and builds anyway; this fails the build, naming the file and the field.
 */
export const entryOf = (collection: 'industries' | 'solutions') =>
  z
    .string()
    .superRefine((id, ctx) => {
      if (!existsSync(join(process.cwd(), 'src', 'content', collection, `${id}.yaml`)))
        ctx.addIssue({
          code: 'custom',
          message: `names "${id}", but there is no src/content/${collection}/${id}.yaml`,
        });
    })
    .pipe(reference(collection));

export const cta = z
  .object({ label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'), href })
  .strict();

export const card = z
  .object({
    title: text().describe('Title|The heading people read first.'),
    description: text().describe('Description|A sentence or two.'),
    icon: icon.describe('Icon|A picture from the site’s icon set.'),
  })
  .strict();

/** One turn of a call: who speaks, one line per entry (the mentor's lines are its numbered steps). */
const callTurn = z
  .object({
    speaker: z.enum(['caller', 'mentor']).describe('Who speaks|The caller or the mentor.'),
    lines: z.array(text()).min(1).describe('Lines|What is said, one line per entry.'),
  })
  .strict();

/** A short spoken exchange shown in the phone-call visual: who calls, what they ask, the mentor's steps. */
export const callSnippet = z
  .object({
    caller: text().describe('Who calls|The caller’s role, e.g. “Night-shift nurse”.'),
    question: text().describe('Question|What the caller asks.'),
    /** Pocket Mentor's spoken answer, one step per entry. */
    answer: z.array(text()).min(1).max(4).describe('Answer|What the mentor says, one step per entry.'),
    /** Turns after the first answer (a follow-up question, a closing), shown and played in order. */
    more: z.array(callTurn).optional().describe('More of the call|The turns after the first answer, in order.'),
  })
  .strict();

/** A story's own moment on the phone, shown in its rail: who calls, what they ask, the mentor's first reply. */
export const storyExchange = z
  .object({
    caller: text().describe('Who calls|The caller’s role, e.g. “Night-shift nurse”.'),
    ask: text()
      .regex(/\?$/, 'must be the caller’s question, ending with “?”')
      .describe('Caller’s question|Ends with a question mark.'),
    reply: text().describe('Mentor’s reply|The first thing the mentor says.'),
  })
  .strict();

/** 'A Story of Potential': an openly illustrative scenario. */
export const story = z
  .object({
    title: text().describe('Title|The heading people read first.'),
    subtitle: text().optional().describe('Subtitle|A line under the title.'),
    paragraphs: z.array(text()).min(1).describe('Paragraphs|One paragraph per entry.'),
    /** Outcomes of the scenario; illustrative, figures only from the spec's list. */
    outcomes: z
      .array(text())
      .min(1)
      .describe('Outcomes|What changes, one per entry; illustrative, figures only from the approved list.'),
    /** The story's exchange (its rail shows it above the outcomes). */
    exchange: storyExchange
      .optional()
      .describe('The call in the story|Who calls, what they ask, the mentor’s first reply.'),
  })
  .strict();

/** A page's <title> (complete, at most 60 characters; nothing is appended) and meta description (70–160). */
export const meta = z
  .object({
    title: text()
      .min(10, 'must be at least 10 characters')
      .max(60, 'must be at most 60 characters')
      .describe(
        'Search result title|Shown in search results and the browser tab: 10–60 characters, e.g. “Values | Pocket Mentor”.',
      ),
    description: text()
      .min(70, 'must be at least 70 characters')
      .max(160, 'must be at most 160 characters')
      .describe(
        'Search result description|The line under the title in search results and link previews: 70–160 characters.',
      ),
  })
  .strict()
  .describe('Search engines and sharing|The title and description shown in search results and link previews.');

/** The hero every landing-style page opens with. */
export const hero = z
  .object({
    eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
    title: text().describe('Title|The heading people read first.'),
    tagline: text().describe('Tagline|One or two sentences under the title.'),
    cta: cta.describe('Button|Its wording and where it goes.'),
  })
  .strict();

/**
 * How a page is listed in menus, directories, breadcrumbs and search (the site's routes, src/lib/content/).
 * `title` is the page's name (the h1 of summary pages, breadcrumbs, the social card); `label` a shorter menu
 * label; `blurb` the one line under it; `order` its place among its section's pages.
 */
export const nav = z
  .object({
    title: text().describe('Page name|The page’s name in menus, breadcrumbs and search results.'),
    label: text().optional().describe('Menu label|A shorter name for the menu; empty uses the page name.'),
    blurb: text()
      .optional()
      .describe('One-line summary|Shown under the page’s name in menus, directory cards and search results.'),
    order: z
      .number()
      .int()
      .optional()
      .describe('Position|Its place among its section’s pages: lower numbers come first.'),
    /** Kept out of the sitemap and search engines (e.g. the search results page). */
    noindex: z
      .boolean()
      .optional()
      .describe(
        'Hide from search engines|Keeps the page out of the sitemap and search engines (the search page uses it).',
      ),
  })
  .strict()
  .describe(
    'In menus and search|How the page is listed: its name, a shorter menu label, one line under it, its place.',
  );

export type Cta = z.infer<typeof cta>;
export type Card = z.infer<typeof card>;
export type CallTurn = z.infer<typeof callTurn>;
export type CallSnippet = z.infer<typeof callSnippet>;
export type Story = z.infer<typeof story>;
export type { IconName } from '@/components/ui/icon-names';

/** A whole call as the sample-call player plays it: who is calling and the turns in order. */
export interface Call {
  caller: string;
  turns: CallTurn[];
}

/** A routed page as the document shell sees it: its path and its head. */
export interface PageRef {
  path: string;
  meta: z.infer<typeof meta>;
}

/**
 * A note signed by a real person, for the owner to publish (about, careers, community): a few short paragraphs in
 * their own words, their name and role, and a photo if they want one. Left out, the page reads as it does without
 * it. Never invent the person or the words.
 */
export const signedNote = z
  .object({
    /** A short line over the note, e.g. "Why we built this". Optional. */
    heading: text().optional().describe('Heading|The section’s heading.'),
    /** The note, one paragraph per item (keep it short: two or three). */
    paragraphs: z
      .array(text())
      .min(1)
      .max(4, 'must be at most four paragraphs (a short note)')
      .describe('Paragraphs|One paragraph per entry.'),
    /** The signer's real name, as they want it printed. */
    name: text().describe('Name|As people should read it.'),
    /** Their role, e.g. "Founder and CEO". */
    role: text().describe('Role|Their role, as it should read under their name.'),
    /** A photo of the signer (a file under public/, e.g. /images/uploads/name.jpg), with its description. */
    photo: z
      .object({
        src: text()
          .regex(/^\//, 'must be a path on this site, starting with /')
          .describe('Image file|The picture’s address on this site.'),
        alt: text().describe(
          'Image description|What the picture shows, for people who cannot see it; empty if purely decorative.',
        ),
      })
      .strict()
      .optional()
      .describe('Photo|Optional: a picture of the person (upload); without one, the design uses no face.'),
  })
  .strict();
export type SignedNote = z.infer<typeof signedNote>;
