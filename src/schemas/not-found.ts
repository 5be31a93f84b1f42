/**
 * The 404 page (src/content/pages/404.yaml). Not in the menus or the sitemap (no `nav:`), and not indexed. The
 * phone number comes from the business settings and follows `body`.
 */
import { z } from 'astro/zod';

import { cta, meta, text } from './common';

const errorPage = z
  .object({
    meta: meta,
    eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
    title: text().describe('Title|The heading people read first.'),
    body: text().describe('Message|Ends just before the phone number, which the page adds.'),
  })
  .strict();

export const notFoundSchema = z
  .object({
    meta: meta,
    eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
    title: text().describe('Title|The heading people read first.'),
    body: text().describe('Text|The paragraph of this part.'),
    /** The two buttons: to the home page and to the contact page. */
    home: text().describe('Home|The home page’s name.'),
    contact: text().describe('Contact|How to reach the right person.'),
    /** Over the search box (a plain GET form to /search, so it works without JavaScript on every error page). */
    searchHeading: text().describe('Search heading|The heading over the search box.'),
    /** Over the links to the section overviews. */
    sectionsHeading: text().describe('Sections heading|The heading over the sections.'),
    /** The extra section link after the overview sections. */
    community: cta.describe('Community|The community’s name.'),
    /**
     * The page's brand moment, beside the message: a call that did not find the page, in the spoken face (who
     * calls, the caller's words, the marker on the reply, and the reply). Only on the 404.
     */
    moment: z
      .object({
        label: text().describe('Label|The short words shown (on a button, in a menu, above a figure).'),
        caller: text().describe('Who calls|The caller’s role, e.g. “Night-shift nurse”.'),
        tag: text().describe('Topic|One word or two.'),
        mentor: text().describe('Mentor|What the mentor says.'),
        reply: text().describe('Mentor’s reply|The first thing the mentor says.'),
      })
      .strict()
      .describe(
        'Moment of a call|One moment: the line said (large), beside what shows it (a transcript, a text, a fix).',
      ),
    /**
     * The web server's other error pages (/errors/400/ and so on; deploy/nginx.mjs and the Cloudflare worker send
     * them): this page's layout with their own words, without the brand moment.
     */
    errors: z
      .object({
        badRequest: errorPage.describe('Bad request (400)|A request the server could not read.'),
        forbidden: errorPage.describe('Forbidden (403)|An address that is not open to visitors.'),
        uriTooLong: errorPage.describe('Address too long (414)|A link that picked up extra text.'),
        serverError: errorPage.describe(
          'Server error (500)|Something failed on the server (also sent for 502, 503 and 504).',
        ),
      })
      .strict()
      .describe(
        'Other error pages|What visitors see when the server refuses a request (400, 403, 414) or fails (500).',
      ),
  })
  .strict();

export type NotFoundContent = z.infer<typeof notFoundSchema>;
export type ErrorPageContent = z.infer<typeof errorPage>;

/**
 * Each error page's HTTP status, by its key in `errors` (named keys, not numbers: the editor reads a number as a
 * list position).
 */
export const errorStatuses = { badRequest: 400, forbidden: 403, uriTooLong: 414, serverError: 500 } as const;
