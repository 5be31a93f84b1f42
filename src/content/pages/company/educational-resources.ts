import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  meta: {
    title: 'Educational Resources | Pocket Mentor',
    description:
      'Guides, recordings, toolkits, research summaries and workshops on voice-first AI and frontline training: start with our practical posts.',
  },
  hero: {
    eyebrow: 'Educational Resources',
    title: 'Practical material on voice AI, training and knowledge capture',
    tagline:
      'Guides, recordings, templates and workshops for the people who train frontline teams and keep procedures current. Start with our practical posts; more formats are on the way.',
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
        'Each category below says what is on the way and where to go meanwhile; if you need something sooner, ask us.',
      items: [
        {
          icon: 'BookOpenCheck',
          title: 'Guides',
          description:
            'Plain-language guides on preparing procedures for spoken guidance and rolling out a voice mentor.',
          items: [],
          emptyNote:
            'Our first guides are being written; meanwhile the blog covers the basics. Tell us which topic you need most through our contact page and we will prioritize it.',
        },
        {
          icon: 'Video',
          title: 'Webinars & Recordings',
          description: 'Recorded sessions on voice-first AI for frontline, field and operations teams.',
          items: [],
          emptyNote:
            'Recordings will appear here after our next sessions. Meanwhile, request a private walkthrough for your team through our contact page.',
        },
        {
          icon: 'Wrench',
          title: 'Toolkits & Templates',
          description: 'Ready-to-use checklists, launch kits and content templates for training and operations leads.',
          items: [],
          emptyNote: 'Toolkits and templates are in preparation. Contact us and we will share what fits your rollout.',
        },
        {
          icon: 'Microscope',
          title: 'Research Summaries',
          description: 'Short summaries of what is known about on-the-job learning, ramp time and knowledge capture.',
          items: [],
          emptyNote:
            'Summaries are on the way. Request a topic through our contact page and we will add it to the list.',
        },
        {
          icon: 'GraduationCap',
          title: 'Workshops',
          description: 'Free workshops for our neurodiverse community, plus sessions for teams preparing to launch.',
          items: [],
          emptyNote:
            'No workshops are scheduled right now. Community members hear first on the community site; teams can request one through our contact page.',
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
          icon: 'Calendar',
          title: 'Events',
          description: 'Upcoming sessions and highlights from past events.',
          href: '/company/events',
        },
        {
          icon: 'Video',
          title: 'Webinars',
          description: 'Live and recorded sessions on voice-first AI.',
          href: '/resources/webinars',
        },
        {
          icon: 'Presentation',
          title: 'Product Training',
          description: 'Training for content owners, champions and admins.',
          href: '/services/training',
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
