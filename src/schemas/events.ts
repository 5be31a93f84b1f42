/**
 * An event (src/content/events/<name>.yaml): one file per session, listed on /company/events (paged, newest first)
 * by the route from the `events` collection. An event dated today or later is upcoming; a past one, or one without
 * a date, is listed under the past highlights.
 */
import { z } from 'astro/zod';

import { cta, isoDate, text } from './common';

/** The kinds of event, shown on each session of the events page's programme. */
const eventKinds = ['workshop', 'showcase', 'panel'] as const;

export const eventSchema = z
  .object({
    title: text().describe('Event name|The session’s name, as people will see it in the list.'),
    description: text().describe('Description|One or two sentences: what happens and who it is for.'),
    date: isoDate()
      .optional()
      .describe(
        'Date|The day it takes place. From that day on it is listed as upcoming until it has passed; left empty, it is listed with the past highlights.',
      ),
    time: z
      .string()
      .regex(/^\d{1,2}:\d{2} (am|pm)$/, 'must be a time such as "4:00 pm"')
      .describe('Start time|When it starts, written like “4:00 pm”.'),
    kind: z.enum(eventKinds).optional().describe('Kind of event|Workshop, showcase or panel: shown before the date.'),
    link: cta
      .optional()
      .describe(
        'Sign-up or details link|Optional: the words of the link and where it goes (a page of this site or a web address).',
      ),
  })
  .strict();

export type EventData = z.infer<typeof eventSchema>;
