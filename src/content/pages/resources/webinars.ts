import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  path: '/resources/webinars',
  meta: {
    title: 'Webinars | Pocket Mentor',
    description:
      'Pocket Mentor webinars and live sessions on voice-first AI, frontline training and knowledge capture.',
  },
  hero: {
    eyebrow: 'Webinars',
    title: 'Live sessions on voice guidance for frontline teams',
    tagline:
      'There are no webinars on the calendar right now. We run sessions on request: tell us the topic and who will attend.',
    cta: { label: 'Request a Session', href: '/contact' },
    scene: 'resources-webinars',
  },
  blocks: [
    {
      type: 'notice',
      tone: 'info',
      eyebrow: 'Schedule',
      heading: 'No webinars are scheduled at the moment',
      body: 'Rather than wait for the next public date, request a session for your team. We will shape it around your industry and the questions your people ask.',
      cta: { label: 'Request a Session', href: '/contact' },
    },
    {
      type: 'cards',
      eyebrow: 'Topics we cover',
      heading: 'What our sessions are about',
      items: [
        {
          icon: 'PhoneCall',
          title: 'How a voice mentor works',
          description: 'A live call from question to answer, and what happens behind it.',
        },
        {
          icon: 'FileText',
          title: 'Preparing procedures to be heard',
          description: 'Why written SOPs often read well but sound wrong, and how to fix them.',
        },
        {
          icon: 'Brain',
          title: 'Capturing expert knowledge',
          description: 'Getting what your most experienced people know out of their heads and into guidance.',
        },
        {
          icon: 'Rocket',
          title: 'Planning a first rollout',
          description: 'Choosing a pilot team, introducing the number and deciding what to measure.',
        },
        {
          icon: 'WifiOff',
          title: 'Guidance where screens fail',
          description: 'Supporting staff on noisy floors, remote sites and places with no data connection.',
        },
        {
          icon: 'Handshake',
          title: 'Offering it under your brand',
          description: 'For consultants and trainers looking at the white-label option.',
        },
      ],
    },
    {
      type: 'checklist',
      eyebrow: 'Requested sessions',
      heading: 'What a requested session can include',
      items: [
        'A live demo call you can hear from start to finish',
        'Examples drawn from your industry and your kind of work',
        'A format for one team, a leadership group or partner staff',
        'Time set aside for your own questions',
        'Suggestions for a first use case, if you want them',
      ],
    },
    {
      type: 'links',
      eyebrow: 'Related pages',
      heading: 'Sessions, events and further reading',
      action: { label: 'Learn More', href: '/company/educational-resources' },
      items: [
        {
          icon: 'Calendar',
          title: 'Request a session',
          description: 'Tell us the topic, the audience and a few times that suit you.',
          href: '/contact',
        },
        {
          icon: 'CalendarCheck',
          title: 'Events',
          description: 'Upcoming events and highlights from past sessions.',
          href: '/company/events',
        },
        {
          icon: 'Newspaper',
          title: 'Blog',
          description:
            'Read while you wait for a session: practical posts on voice-first guidance and knowledge capture.',
          href: '/blog',
        },
        {
          icon: 'GraduationCap',
          title: 'Product training',
          description: 'Role-based training for the people who run Pocket Mentor.',
          href: '/services/training',
        },
      ],
    },
  ],
  closing: {
    heading: 'Want a session for your team?',
    body: 'Tell us who will attend and what they want to learn. We will come back with a topic outline and a few options for timing.',
    cta: { label: 'Request a Session', href: '/contact' },
  },
};

export { page };
