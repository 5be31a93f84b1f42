import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  path: '/company/educational-resources',
  meta: {
    title: 'Educational Resources | Pocket Mentor',
    description:
      'Guides, live sessions, checklists, product training and workshops on voice-first guidance and frontline training, gathered on one page.',
  },
  hero: {
    eyebrow: 'Educational Resources',
    title: 'Practical material on voice AI, training and knowledge capture',
    tagline:
      'Guides, live sessions, checklists, training and workshops for the people who train frontline teams and keep procedures current. Start with three practical posts from our blog.',
    cta: { label: 'Get in Touch', href: '/contact' },
    scene: 'educational-resources',
  },
  blocks: [
    {
      type: 'links',
      eyebrow: 'Start here',
      heading: 'Read these first',
      intro: 'Three practical posts from our blog, written for operations, training and HR leads.',
      items: [
        {
          icon: 'PhoneCall',
          title: 'Why voice-first fits frontline work',
          description:
            'Where a phone call beats an app or a screen for guidance at the point of work, and where it does not.',
          href: '/blog/why-voice-first-for-frontline-work',
        },
        {
          icon: 'Lock',
          title: 'No app, no login, no data stored',
          description: 'What each of the three means in practice, and why leaving them out makes deployment faster.',
          href: '/blog/no-app-no-login-no-data-stored',
        },
        {
          icon: 'Brain',
          title: 'Capturing a retiring expert’s know-how',
          description: 'A practical way to capture what your most experienced people know and keep it on call.',
          href: '/blog/capturing-retiring-experts-know-how',
        },
      ],
    },
    {
      type: 'emojiCards',
      eyebrow: 'Five categories',
      heading: 'What you will find here',
      intro:
        'Each category lists what is available today and the page where you will find it. If you need something that is not here, ask us.',
      items: [
        {
          icon: 'BookOpenCheck',
          title: 'Guides',
          description: 'Plain-language reference pages on how Pocket Mentor is set up, used and supported.',
          items: [
            'Documentation overview: the four parts of every setup, from documents to first call',
            'Knowledge base: short answers on phones, coverage, content and privacy',
            'Support center: how to report an answer that does not sound right',
          ],
        },
        {
          icon: 'Video',
          title: 'Live Sessions',
          description: 'Sessions on voice-first guidance, run live for your team on request (see Webinars).',
          items: [
            'How a voice mentor works, from question to answer',
            'Preparing procedures to be heard, not read',
            'Capturing expert knowledge',
            'Planning a first rollout',
          ],
        },
        {
          icon: 'ListChecks',
          title: 'Checklists',
          description: 'Short lists you can use before and after launch, each on the page named beside it.',
          items: [
            'What to gather before your first working session (Documentation)',
            'What to include in a support request (Support Center)',
            'A question log for capturing an expert’s know-how (Blog)',
          ],
        },
        {
          icon: 'Presentation',
          title: 'Product Training',
          description: 'Role-based training for the people who run Pocket Mentor (see Product Training).',
          items: [
            'Content owners and subject-matter experts',
            'Supervisors, team leads and champions',
            'Administrators',
            'Partner teams offering it under their own brand',
          ],
        },
        {
          icon: 'GraduationCap',
          title: 'Workshops & Events',
          description:
            'Free workshops for our neurodiverse community, plus showcases and panels. New dates are announced first on the community site; past sessions are on Events.',
          items: [
            'Workshop: presenting your work to a client',
            'Showcase: community teams’ client projects',
            'Panel: voice AI for frontline work',
          ],
        },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Who it is for',
      heading: 'Written for the people who run the work',
      columns: 4,
      items: [
        {
          icon: 'ClipboardList',
          title: 'Operations leaders',
          description: 'How spoken guidance supports consistent work across shifts and sites.',
        },
        {
          icon: 'GraduationCap',
          title: 'Training and L&D teams',
          description: 'How to shorten ramp time without adding classroom hours.',
        },
        {
          icon: 'Users',
          title: 'HR teams',
          description: 'How new hires get answers without waiting for a supervisor.',
        },
        {
          icon: 'Handshake',
          title: 'Consultants and partners',
          description: 'How to offer a voice mentor to clients under your own brand.',
        },
      ],
    },
    {
      type: 'links',
      eyebrow: 'Related',
      heading: 'Other places to learn',
      items: [
        {
          icon: 'FileText',
          title: 'Documentation',
          description: 'How Pocket Mentor is set up, from documents to first call.',
          href: '/resources/documentation',
        },
        {
          icon: 'Lightbulb',
          title: 'Knowledge Base',
          description: 'Straight answers to the questions we hear most.',
          href: '/resources/knowledge-base',
        },
        {
          icon: 'Video',
          title: 'Webinars',
          description: 'Live sessions on voice-first guidance, run for your team on request.',
          href: '/resources/webinars',
        },
        {
          icon: 'Presentation',
          title: 'Product Training',
          description: 'Training for content owners, champions and admins.',
          href: '/services/training',
        },
        {
          icon: 'Calendar',
          title: 'Events',
          description: 'Highlights from past sessions, and how to hear about the next one.',
          href: '/company/events',
        },
      ],
    },
  ],
  closing: {
    heading: 'Looking for something specific?',
    body: 'Tell us what you are trying to learn or teach. We will point you to what exists today or add it to what we write next.',
    cta: { label: 'Get in Touch', href: '/contact' },
  },
};

export { page };
