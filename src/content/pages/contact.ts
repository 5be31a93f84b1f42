import type { ContactContent, PageRef } from '../types';

export const contact: ContactContent = {
  hero: {
    eyebrow: 'Contact',
    title: 'Book a Meeting',
    tagline:
      'Pick a time for a 15-minute discovery call. Tell us about one job your people find hard to get right, and we will show you how Pocket Mentor would talk them through it.',
  },
  widget: {
    title: 'Choose a time',
    intro: 'The calendar is run by our scheduling service. Pick a time that suits you and follow its steps to book.',
    loading: 'Loading the calendar…',
    fallbackHeading: 'The calendar didn’t load',
    fallbackBody: 'Your browser or network may be blocking the booking service. You can still book or talk to us:',
    openInNewTab: 'Open the booking page',
    helpLine: 'Trouble with the calendar?',
  },
  afterBooking: {
    heading: 'What happens after you book',
    steps: [
      {
        icon: 'CalendarCheck',
        title: 'A 15-minute discovery call',
        description: 'We ask about your teams, the work they do and where answers are hardest to find today.',
      },
      {
        icon: 'FileText',
        title: 'One of your procedures, by phone',
        description:
          'Send us a procedure or checklist if you like. We show you what a call to Pocket Mentor built from it would sound like.',
      },
      {
        icon: 'Route',
        title: 'A rollout you can judge',
        description:
          'If it fits, we agree a first group of users and what you want to see improve. No app, hardware or integration to plan for.',
      },
    ],
  },
  details: {
    heading: 'Other ways to reach us',
    mainPhoneLabel: 'Main line',
    emailLabel: 'Email',
    addressLabel: 'Mailing address',
    regionsHeading: 'Outside North America?',
    regionsBody:
      'Every Country/Region link on this site leads here. Book a call or email us with your country and we will connect you with the right team or partner.',
  },
};

/** The page's <title> and meta description. */
/** The page's path and head (src/pages/contact/index.astro). */
export const contactRef: PageRef = {
  path: '/contact',
  meta: {
    title: 'Contact Us: Book a Meeting | Pocket Mentor',
    description:
      'Book a meeting with Pocket Mentor: a 15-minute discovery call to see how a voice mentor fits your teams. Or call us.',
  },
};
