import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  path: '/company/events',
  meta: {
    title: 'Events | Pocket Mentor',
    description:
      'Pocket Mentor events: the formats we run (free workshops, showcases and panels), three past highlights and how to hear about the next one.',
  },
  hero: {
    eyebrow: 'Events',
    title: 'Workshops, showcases and conversations about frontline work',
    tagline:
      'We host free sessions for customers, partners and our neurodiverse community. Here is what is coming up and what we have run before.',
    cta: { label: 'Get in Touch', href: '/contact' },
    scene: 'events',
  },
  blocks: [
    {
      type: 'notice',
      eyebrow: 'Upcoming',
      heading: 'No upcoming events right now',
      body: 'No sessions are scheduled at the moment. Tell us the topics you care about and we will let you know when the next one is set; community members hear first on the community site.',
      cta: { label: 'Get in Touch', href: '/contact' },
      tone: 'soon',
    },
    {
      type: 'events',
      eyebrow: 'Past highlights',
      heading: 'Three sessions from one afternoon',
      intro:
        'Our past highlights ran on a single day as three back-to-back sessions, at 4pm, 5pm and 6pm, open to anyone who wanted to join. The format is the one we plan to repeat.',
      items: [
        {
          time: '4:00 pm',
          title: 'Free workshop: presenting your work to a client',
          description:
            'A hands-on workshop for community members on explaining what they built, answering questions and asking for feedback.',
        },
        {
          time: '5:00 pm',
          title: 'Community project showcase',
          description:
            'Member teams walked through the products they built for open client projects, what worked and what they would change.',
        },
        {
          time: '6:00 pm',
          title: 'Panel: voice AI for frontline work',
          description:
            'A conversation about guidance people reach by phone: where it helps on the floor, in the field and on night shifts, and where a person still needs to step in.',
        },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'What we run',
      heading: 'The kinds of events we host',
      columns: 3,
      items: [
        {
          icon: 'GraduationCap',
          title: 'Free workshops',
          description: 'Practical skills sessions for our neurodiverse community and their families.',
        },
        {
          icon: 'Presentation',
          title: 'Showcases',
          description: 'Community teams present the work they built for real client projects.',
        },
        {
          icon: 'MessagesSquare',
          title: 'Panels and briefings',
          description: 'Discussions for operations, training and HR leaders on voice-first guidance at work.',
        },
      ],
    },
    {
      type: 'links',
      eyebrow: 'Keep learning',
      heading: 'Between events',
      action: { label: 'Learn More', href: '/company/educational-resources' },
      items: [
        {
          icon: 'Newspaper',
          title: 'Blog',
          description: 'Practical posts on voice-first guidance, knowledge capture and frontline training.',
          href: '/blog',
        },
        {
          icon: 'Users',
          title: 'Community',
          description: 'Join our free, open learning community for neurodiverse people.',
          href: '/community',
        },
      ],
    },
  ],
  closing: {
    heading: 'Hear about the next session first',
    body: 'Send us a note with the topics you care about. We will tell you when the next workshop, showcase or panel is on.',
    cta: { label: 'Get in Touch', href: '/contact' },
  },
};

export { page };
