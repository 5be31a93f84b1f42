import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  hero: {
    eyebrow: 'Educational Resources',
    title: 'Practical material on voice AI, training and knowledge capture',
    tagline:
      'A growing library of guides, recordings, templates and workshops for the people who train frontline teams and keep procedures current. The first pieces are in preparation.',
    cta: { label: 'Get in Touch', href: '/contact' },
    icons: ['BookOpen', 'GraduationCap', 'Lightbulb'],
  },
  blocks: [
    {
      type: 'emojiCards',
      eyebrow: 'Five categories',
      heading: 'What you will find here',
      intro: 'We are building this library now. Each category below says what is on the way; if you need something sooner, ask us.',
      items: [
        {
          icon: 'BookOpenCheck',
          title: 'Guides',
          description: 'Plain-language guides on preparing procedures for spoken guidance and rolling out a voice mentor.',
          items: [],
          emptyNote: 'Our first guides are being written. Tell us which topic you need most via our contact page and we will prioritize it.',
        },
        {
          icon: 'Video',
          title: 'Webinars & Recordings',
          description: 'Recorded sessions on voice-first AI for frontline, field and operations teams.',
          items: [],
          emptyNote: 'Recordings will appear here after our next sessions. Get in touch to request a topic or a private walkthrough.',
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
          emptyNote: 'Summaries are on the way. Request a topic through our contact page and we will add it to the list.',
        },
        {
          icon: 'GraduationCap',
          title: 'Workshops',
          description: 'Free workshops for our neurodiverse community, plus sessions for teams preparing to launch.',
          items: [],
          emptyNote: 'No workshops are scheduled right now. Get in touch to hear about the next one or to request one for your team.',
        },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Who it is for',
      heading: 'Written for the people who run the work',
      columns: 4,
      items: [
        { icon: 'ClipboardList', title: 'Operations leaders', description: 'How spoken guidance supports consistent work across shifts and sites.' },
        { icon: 'GraduationCap', title: 'Training and L&D teams', description: 'How to shorten ramp time without adding classroom hours.' },
        { icon: 'Users', title: 'HR teams', description: 'How new hires get answers without waiting for a supervisor.' },
        { icon: 'Handshake', title: 'Consultants and partners', description: 'How to offer a voice mentor to clients under your own brand.' },
      ],
    },
    {
      type: 'links',
      eyebrow: 'Related',
      heading: 'Other places to learn',
      items: [
        { icon: 'Calendar', title: 'Events', description: 'Upcoming sessions and highlights from past events.', href: '/company/events' },
        { icon: 'Video', title: 'Webinars', description: 'Live and recorded sessions on voice-first AI.', href: '/resources/webinars' },
        { icon: 'Presentation', title: 'Product Training', description: 'Training for content owners, champions and admins.', href: '/services/training' },
      ],
    },
  ],
  closing: {
    heading: 'Looking for something specific?',
    body: 'Tell us what you are trying to learn or teach. We will point you to what exists today or add it to what we write next.',
    cta: { label: 'Get in Touch', href: '/contact' },
  },
};

export default page;
