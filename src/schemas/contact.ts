/** The contact page (src/content/pages/contact.yaml): the booking widget and every other way to reach us. */
import { z } from 'astro/zod';

import { icon, meta, nav, text } from './common';

export const contactSchema = z
  .object({
    nav: nav,
    meta: meta,
    hero: z
      .object({
        eyebrow: text().describe('Small heading|A few words above the title, e.g. “For startups”.'),
        title: text().describe('Title|The heading people read first.'),
        tagline: text().describe('Tagline|One or two sentences under the title.'),
      })
      .strict()
      .describe('Top of the page|The first band: small heading, title, tagline and button.'),
    /**
     * The wording of the booking widget and its fallback (the widget runs in the browser: these words are its
     * props). The phone number, email and booking page come from the business settings.
     */
    widget: z
      .object({
        title: text().describe('Title|The heading people read first.'),
        intro: text().describe('Introduction|A sentence or two under the heading.'),
        /** Shown while the scheduling vendor's calendar loads. */
        loading: text().describe('While loading|What is shown while it loads.'),
        /** When the calendar does not load: the heading, then the line before the phone number and link. */
        fallbackHeading: text().describe('Heading if it cannot load|Shown when the form cannot load.'),
        fallbackBody: text().describe('Text if it cannot load|Shown when the form cannot load.'),
        /** The link to the vendor's booking page. */
        openInNewTab: text().describe('Open in a new tab|The words of the link that opens it in a new tab.'),
        callLabel: text().describe(
          'Call label|The word over the phone number when the calendar cannot load, e.g. “Or call”.',
        ),
        helpLine: text().describe('Help line|The line offering help.'),
        /** When the calendar does not load: the words before the email address, and what to put in the email. */
        emailPrompt: text()
          .optional()
          .describe('Email line|Optional, shown when the calendar cannot load: the words before the email address.'),
        emailHint: text()
          .optional()
          .describe('Email hint|Optional: what to put in that email, shown after the address.'),
        /** When the calendar does not load: what to have ready for the call, between the reason and the two ways on. */
        prepare: z
          .object({
            heading: text().describe('Heading|The section’s heading.'),
            items: z
              .array(
                z
                  .object({
                    term: text().describe('Term|A short label, e.g. “The job”.'),
                    detail: text().describe('Detail|One line about it.'),
                  })
                  .strict(),
              )
              .min(1)
              .max(3)
              .describe('Items|One thing to have ready per entry, at most three.'),
          })
          .strict()
          .optional()
          .describe(
            'What to have ready|Shown when the calendar cannot load: what to bring to the call, at most three things.',
          ),
      })
      .strict()
      .describe('Booking form|The words around the booking form.'),
    /** What happens after booking, as numbered steps. */
    afterBooking: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        steps: z
          .array(
            z
              .object({
                icon: icon.describe('Icon|A picture from the site’s icon set.'),
                title: text().describe('Title|The heading people read first.'),
                description: text().describe('Description|A sentence or two.'),
                /** A line as it is said on that call, printed in the spoken face under the step. */
                said: z
                  .object({
                    speaker: text().describe('Who says it|The speaker’s label, e.g. “We ask”.'),
                    line: text().describe('What is said|The words, as spoken on the call.'),
                  })
                  .strict()
                  .optional()
                  .describe('Spoken line|Optional: a line as it is said on that call.'),
              })
              .strict(),
          )
          .min(1)
          .describe('Steps|One step per entry, in order.'),
      })
      .strict()
      .describe('After booking|What happens after a visitor books.'),
    /** The labels of the phone, email and address panel (the values are business settings), and the regions note. */
    details: z
      .object({
        heading: text().describe('Heading|The section’s heading.'),
        mainPhoneLabel: text().describe('Main phone label|The words before the main phone number.'),
        emailLabel: text().describe('Email label|The words before the email address.'),
        addressLabel: text().describe('Address label|The words before the postal address.'),
        regionsHeading: text().describe('Regions heading|The heading above the regions.'),
        regionsBody: text().describe('Regions text|The text under the regions heading.'),
      })
      .strict()
      .describe('Details|The details, one per entry.'),
  })
  .strict();

export type ContactContent = z.infer<typeof contactSchema>;
