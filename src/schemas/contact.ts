/** The contact page (src/content/pages/contact.yaml): the booking widget and every other way to reach us. */
import { z } from 'astro/zod';

import { icon, meta, nav, text } from './common';

export const contactSchema = z
  .object({
    nav,
    meta,
    hero: z.object({ eyebrow: text(), title: text(), tagline: text() }).strict(),
    /**
     * The wording of the booking widget and its fallback (the widget runs in the browser: these words are its
     * props). The phone number, email and booking page come from the business settings.
     */
    widget: z
      .object({
        title: text(),
        intro: text(),
        /** Shown while the scheduling vendor's calendar loads. */
        loading: text(),
        /** When the calendar does not load: the heading, then the line before the phone number and link. */
        fallbackHeading: text(),
        fallbackBody: text(),
        /** The link to the vendor's booking page. */
        openInNewTab: text(),
        helpLine: text(),
      })
      .strict(),
    /** What happens after booking, as numbered steps. */
    afterBooking: z
      .object({
        heading: text(),
        steps: z.array(z.object({ icon, title: text(), description: text() }).strict()).min(1),
      })
      .strict(),
    /** The labels of the phone, email and address panel (the values are business settings), and the regions note. */
    details: z
      .object({
        heading: text(),
        mainPhoneLabel: text(),
        emailLabel: text(),
        addressLabel: text(),
        regionsHeading: text(),
        regionsBody: text(),
      })
      .strict(),
  })
  .strict();

export type ContactContent = z.infer<typeof contactSchema>;
