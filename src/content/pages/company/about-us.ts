import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  path: '/company/about-us',
  meta: {
    title: 'About Pocket Mentor',
    description:
      'Pocket Mentor exists so the people doing the work get expert guidance the moment they need it, on the phone they already carry.',
  },
  hero: {
    eyebrow: 'About Us',
    title: 'A mentor your people can reach on any phone',
    tagline:
      'We build voice-first guidance for the people who do the work: frontline, field and operations staff who need a clear answer while their hands are busy.',
    cta: { label: 'Get in Touch', href: '/contact' },
    scene: 'about-us',
  },
  blocks: [
    {
      type: 'prose',
      eyebrow: 'Who we are',
      heading: 'We turn what your organization knows into answers people can hear',
      paragraphs: [
        'Pocket Mentor is a phone number. Staff call it, or send a text, and hear step-by-step guidance drawn from their own organization’s procedures, SOPs, checklists, playbooks, training documents and troubleshooting logic.',
        'We also help organizations capture the know-how that lives with their most experienced people, so it is still there for the next shift, the next hire and the next site.',
        'Alongside the product, we run a free, open learning community for neurodiverse people, an initiative for autistic people and free workshops. The same belief drives all of it: people do their best work when patient, clear guidance is within reach.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Why a voice mentor',
      heading: 'Why we chose the phone over another app',
      columns: 2,
      items: [
        {
          icon: 'Smartphone',
          title: 'Everyone already has one',
          description:
            'Any phone can place a call or send an SMS. There is nothing to download, no login to remember and no screen to learn.',
        },
        {
          icon: 'HardHat',
          title: 'Hands stay on the job',
          description:
            'A technician on a ladder or a cook at the line can listen and keep working. Guidance arrives in the moment, not after a search.',
        },
        {
          icon: 'WifiOff',
          title: 'It works where the work is',
          description:
            'Noisy floors, remote sites, weak signal and air-gapped settings are where answers are hardest to find. A phone call still gets through.',
        },
        {
          icon: 'Lock',
          title: 'Nothing to collect',
          description:
            'No user data is collected or stored. Staff ask their question, hear the answer and get back to work.',
        },
      ],
    },
    {
      type: 'steps',
      eyebrow: 'How we work',
      heading: 'How we work with the organizations we serve',
      intro: 'No hardware, no integration and no capital spend. The work is about your content and your people.',
      steps: [
        {
          icon: 'Search',
          title: 'Listen first',
          description:
            'We start with the jobs where people wait longest for an answer and where mistakes cost the most.',
        },
        {
          icon: 'FileText',
          title: 'Use what you already have',
          description:
            'Your procedures and expert knowledge become the source. Callers hear your way of doing things, not a generic one.',
        },
        {
          icon: 'ClipboardCheck',
          title: 'Let your team check it',
          description:
            'Your reviewers call the number and check the answers before anyone on the floor relies on them.',
        },
        {
          icon: 'Rocket',
          title: 'Go live in days',
          description: 'Staff get a number to call. Then we keep the guidance in step as procedures change.',
        },
      ],
    },
    {
      type: 'links',
      eyebrow: 'More about us',
      heading: 'Get to know the company',
      items: [
        {
          icon: 'Compass',
          title: 'Our Values',
          description: 'The six values that shape how we build, sell and support Pocket Mentor.',
          href: '/company/values',
        },
        {
          icon: 'Users',
          title: 'Leadership',
          description: 'The executive team and advisors responsible for the company’s direction.',
          href: '/company/leadership',
        },
        {
          icon: 'Briefcase',
          title: 'Careers',
          description: 'The kinds of roles we hire for and why people choose to work here.',
          href: '/company/careers',
        },
        {
          icon: 'HandHeart',
          title: 'Social Impact',
          description:
            'Our free community for neurodiverse people, our initiative for autistic people and our free workshops.',
          href: '/company/social-impact',
        },
      ],
    },
  ],
  closing: {
    heading: 'Tell us about the work your teams do',
    body: 'Get in touch and tell us which job is hardest to support. We will show you what a call to Pocket Mentor would sound like.',
    cta: { label: 'Get in Touch', href: '/contact' },
  },
};

export { page };
