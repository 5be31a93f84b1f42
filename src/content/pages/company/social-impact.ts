import { site } from '../../site';
import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  path: '/company/social-impact',
  meta: {
    title: 'Social Impact | Pocket Mentor',
    description:
      'Our social impact: a free open learning community for neurodiverse people, an initiative for autistic people and free workshops.',
  },
  hero: {
    eyebrow: 'Social Impact',
    title: 'Opening doors to skilled, paid work for neurodiverse people',
    tagline:
      'We run a free, open learning community for neurodiverse people, an initiative for autistic people and free workshops. Each one is about skill, support and a fair share of the rewards.',
    cta: { label: 'Get in Touch', href: '/contact' },
    scene: 'social-impact',
  },
  blocks: [
    {
      type: 'cards',
      eyebrow: 'Our neurodiverse community',
      heading: 'Shared learning. Shared earning.',
      intro: 'A free, open community where neurodiverse people build skills together and take on real client projects.',
      items: [
        {
          icon: 'DoorOpen',
          title: 'Free and open',
          description:
            'Anyone can join at no cost. Learning materials are open to every member, whatever their starting point.',
        },
        {
          icon: 'BookOpen',
          title: 'Shared learning',
          description:
            'Members teach, review and help each other. What one person works out becomes a starting point for everyone.',
        },
        {
          icon: 'PiggyBank',
          title: 'Shared earning',
          description:
            'Teams build products for real clients. When a client chooses a team’s work, that team shares in the income.',
        },
      ],
    },
    {
      type: 'links',
      heading: 'Visit the community',
      items: [
        {
          icon: 'Users',
          title: 'Community: Shared Learning, Shared Earning',
          description: 'How the community works, what its members believe and how client projects are run.',
          href: '/community',
        },
      ],
    },
    {
      type: 'prose',
      eyebrow: 'Our initiative for autistic people',
      heading: 'A dedicated place to start',
      paragraphs: [
        'Alongside the community, we run an initiative for autistic people. It offers mentoring, practical resources and a welcoming, low-pressure place to begin, with clear expectations and room to work at your own pace.',
        'It draws on the same idea behind Pocket Mentor: patient, step-by-step guidance that people can come back to as often as they need.',
      ],
      action: { label: 'Visit the Autism Initiative', href: site.autismInitiativeUrl },
    },
    {
      type: 'cards',
      eyebrow: 'Free workshops',
      heading: 'Workshops anyone in the community can attend',
      intro: 'Our workshops are free and open to community members and their families.',
      columns: 3,
      items: [
        {
          icon: 'Lightbulb',
          title: 'Building skills',
          description: 'Hands-on sessions on the practical skills needed to build and ship real products.',
        },
        {
          icon: 'Users',
          title: 'Working in teams',
          description:
            'How to split work, communicate clearly and keep a project moving with people who think differently.',
        },
        {
          icon: 'Presentation',
          title: 'Presenting to clients',
          description: 'How to show finished work, explain the choices behind it and answer questions with confidence.',
        },
      ],
    },
    {
      type: 'checklist',
      heading: 'Our Commitment',
      items: [
        'Keep community membership free and learning materials open',
        'Share earnings with the people who build the work',
        'Judge work on what it does, not on how well someone interviews',
        'Keep workshops free and open to members and their families',
      ],
    },
  ],
  closing: {
    heading: 'Support the work or take part',
    body: 'Whether you want to join, mentor, bring a project or partner with us on this work, get in touch and tell us how you would like to help.',
    cta: { label: 'Get in Touch', href: '/contact' },
  },
};

export { page };
