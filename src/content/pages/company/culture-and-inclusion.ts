import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  path: '/company/culture-and-inclusion',
  meta: {
    title: 'Culture & Inclusion | Pocket Mentor',
    description:
      'Our values and commitments on culture and inclusion, shaped by a company that builds tools for people who learn differently.',
  },
  hero: {
    eyebrow: 'Culture & Inclusion',
    title: 'A workplace built for people who learn differently',
    tagline:
      'We make a tool for people who learn by doing, by listening and by asking again. We try to run the company the same way.',
    cta: { label: 'Get in Touch', href: '/contact' },
    scene: 'culture-and-inclusion',
  },
  blocks: [
    {
      type: 'cards',
      eyebrow: 'Our values',
      heading: 'Four values that shape our culture',
      columns: 4,
      items: [
        {
          icon: 'Brain',
          title: 'Different minds, better work',
          description:
            'People think, focus and communicate in different ways. Teams that include that range catch what others miss.',
        },
        {
          icon: 'MessageSquare',
          title: 'Clear over clever',
          description:
            'We say what we mean in plain words, in writing when it helps, so nobody has to guess what is expected.',
        },
        {
          icon: 'Users',
          title: 'Respect for the frontline',
          description:
            'The people who call our number do hard, skilled work. We design for them and listen to what they tell us.',
        },
        {
          icon: 'RefreshCw',
          title: 'Ask as often as you need',
          description: 'Asking a question twice is normal here. Good guidance is patient, and so are good colleagues.',
        },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'How it shows up',
      heading: 'Inclusion in the everyday details',
      paragraphs: [
        'Inclusion is mostly practical. It is an agenda sent before a meeting, a written summary after it, and a choice between a call and a message. It is a clear description of what good work looks like, so people are judged on results rather than on how well they perform in a conversation.',
        'Our product follows the same thinking. Pocket Mentor gives people step-by-step answers they can hear again at any hour, without judgment and without anyone watching. We want working here to feel the same way.',
      ],
    },
    {
      type: 'checklist',
      eyebrow: 'Our commitments',
      heading: 'Four commitments we hold ourselves to',
      items: [
        'Hiring that looks at what people can do, with clear instructions and the chance to show work instead of relying on the interview alone',
        'Flexible ways of working: written-first communication, predictable schedules and quiet time to focus',
        'Accommodations offered openly and arranged without anyone having to justify them',
        'Product decisions checked against people who learn, hear and work in different ways',
      ],
    },
    {
      type: 'links',
      eyebrow: 'Beyond our walls',
      heading: 'Our community for neurodiverse people',
      intro:
        'Our commitment to inclusion reaches past our own team, to a free and open learning community built on shared learning and shared earning.',
      items: [
        {
          icon: 'Users',
          title: 'Join the community',
          description:
            'Learn real skills with peers, build products for real clients and share in what you earn. Membership is free.',
          href: '/community',
        },
        {
          icon: 'HandHeart',
          title: 'Our social impact',
          description: 'The community, our initiative for autistic people and our free workshops, in one place.',
          href: '/company/social-impact',
        },
        {
          icon: 'Briefcase',
          title: 'Work with us',
          description: 'See the kinds of roles we hire for and what it is like to work here.',
          href: '/company/careers',
        },
      ],
    },
  ],
  closing: {
    heading: 'Help us get this right',
    body: 'If you have ideas on how we can be more inclusive, as a colleague, customer or community member, we want to hear them.',
    cta: { label: 'Get in Touch', href: '/contact' },
  },
};

export { page };
