/**
 * The business details (src/content/settings/business.json): the company's name, phone numbers, email, postal
 * address, community and social links. The owner edits them in the editor (Settings → Business details); a deploy
 * can still override each one with its SITE_* environment variable (src/lib/settings-env.mjs), and src/lib/business-settings.ts
 * merges the two. The values shipped are samples (555-01xx numbers, `.example` hosts): `SITE_STRICT=1` refuses a
 * build that still uses one (src/lib/site-check.ts).
 */
import { z } from 'astro/zod';

import { socialNetworks } from '@/lib/business-settings';

import { text } from './common';

const https = text().regex(/^https:\/\/\S+$/, 'must be a web address starting with https://');

export const businessSchema = z
  .object({
    name: text().describe('Company name|The name used in titles, the footer and the social cards.'),
    legalName: text().describe('Registered company name|Shown in the copyright line, e.g. “Pocket Mentor, Inc.”.'),
    tagline: text().describe('Tagline|One line about the company, used by phones that save the site as an app.'),
    phone: z
      .object({
        display: text().describe(
          'Main phone number|As people should read it, with the area code. Shown in the header and footer.',
        ),
      })
      .strict()
      .describe('Main phone|The number in the header, the footer and every “Call” button.'),
    secondaryPhone: z
      .object({
        label: text().describe('What the number is for|Shown before it, e.g. “Sales & partnerships”.'),
        display: text().describe('Phone number|As people should read it, with the area code.'),
      })
      .strict()
      .describe('Second phone|A second number, shown in the footer and on the contact page.'),
    email: text()
      .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'must be an email address, like hello@example.com')
      .describe('Email address|Where visitors write to; shown in the footer and on the contact page.'),
    pressEmail: text()
      .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'must be an email address, like press@example.com')
      .describe('Press email|Where journalists write to; shown in the newsroom’s media contact and on the about page.'),
    address: z
      .object({
        poBox: text().describe('Street or PO box|The first line of the postal address.'),
        locality: text().describe('City|The city of the postal address.'),
        region: text().describe('State or region|Its short form, e.g. IN.'),
        postalCode: text().describe('ZIP or postal code|As the post office writes it.'),
        country: text()
          .regex(/^[A-Z]{2}$/, 'must be a two-letter country code, like US')
          .describe('Country code|Two capital letters, e.g. US (used by search engines, not shown).'),
      })
      .strict()
      .describe('Postal address|Shown in the footer and on the contact page.'),
    communityUrl: https.describe(
      'Community site|Its address: the header’s “Log In” button and every “Join the Community” button open it.',
    ),
    autismInitiativeUrl: https.describe(
      'Autism initiative site|Its address: linked from the social impact and community pages.',
    ),
    social: z
      .array(
        z
          .object({
            name: text().describe('Network|Its name, e.g. LinkedIn.'),
            icon: z.enum(socialNetworks).describe('Icon|Which network’s logo the footer shows.'),
            href: https.describe('Profile address|The company’s page on that network, starting with https://.'),
            label: text().describe('Link text for screen readers|E.g. “Pocket Mentor on LinkedIn”.'),
          })
          .strict(),
      )
      .min(1)
      .describe('Social profiles|The footer’s social links, in order.'),
  })
  .strict();
