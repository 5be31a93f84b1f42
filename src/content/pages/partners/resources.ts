import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  path: '/partners/resources',
  meta: {
    title: 'Partner Resources | Pocket Mentor',
    description:
      'Resources for Pocket Mentor partners: product training, go-to-market toolkits, certification, brand assets and support channels.',
  },
  hero: {
    eyebrow: 'Partner Resources',
    title: 'What partners get to sell, deliver and support',
    tagline:
      'Training, toolkits, assets and a direct line to our team, so you can explain Pocket Mentor clearly and deliver it well for every client.',
    cta: { label: 'Partner With Us', href: '/contact' },
    scene: 'partners-resources',
  },
  blocks: [
    {
      type: 'prose',
      eyebrow: 'How resources are shared',
      heading: 'Shared with you as you join, not hidden behind a portal',
      paragraphs: [
        'Pocket Mentor has no partner portal to log into, for the same reason it has no app: we would rather spend the effort on the work itself. Resources are shared with your team directly when you join a program, and updated as the product and your client list grow.',
        'What you receive depends on your track. A referral partner needs a clear overview and a way to make introductions; an implementation partner needs the full method for preparing content and running rollouts.',
      ],
    },
    {
      type: 'detailCards',
      eyebrow: 'Five groups',
      heading: 'Resources available to partners',
      items: [
        {
          icon: 'BookOpenCheck',
          title: 'Product Training and Documentation',
          description:
            'How Pocket Mentor works, from the first call to the last update, explained for the people who will deliver it.',
          points: [
            'Live product sessions for your team',
            'Guides to preparing procedures for spoken guidance',
            'Call and SMS basics you can walk a client through',
            'Rollout steps from discovery to launch',
          ],
        },
        {
          icon: 'Briefcase',
          title: 'Go-to-Market Toolkits',
          description: 'Material for client conversations, written in plain language your clients can pass around.',
          points: [
            'Overviews by industry and by role',
            'Use-case examples and discovery questions',
            'Answers to common objections on privacy, phones and connectivity',
          ],
        },
        {
          icon: 'GraduationCap',
          title: 'Certification and Skills Development',
          description: 'Structured learning for partner staff who design, deploy or train on Pocket Mentor.',
          points: [
            'Learning paths by partner track',
            'Practice reviewing content and call flows with our team',
            'Refreshers when your team changes',
          ],
        },
        {
          icon: 'Paintbrush',
          title: 'Brand and Content Assets',
          description: 'What you need to present Pocket Mentor, or your own white-label service, consistently.',
          points: [
            'Logos and usage guidance for co-branded material',
            'Launch kit templates and supervisor talking points',
            'White-label guidance for Powered by Pocket Mentor',
          ],
        },
        {
          icon: 'MessagesSquare',
          title: 'Collaboration and Support Channels',
          description: 'Direct contact with the people who build and support the product.',
          points: [
            'A partner contact on our team',
            'Joint planning for client pilots and rollouts',
            'Technical support when a number or message does not behave',
            'Regular check-ins on pipeline and delivery',
          ],
        },
      ],
    },
    {
      type: 'checklist',
      eyebrow: 'Our commitments',
      heading: 'What you can expect from us',
      items: [
        'Resources written in plain words, ready to share with clients',
        'Materials updated when the product changes',
        'A person to call, not a ticket queue',
        'Nothing in our materials that you cannot stand behind with a client',
      ],
    },
    {
      type: 'links',
      eyebrow: 'Related pages',
      heading: 'Keep reading',
      items: [
        {
          icon: 'Route',
          title: 'Join a partner program',
          description: 'The five partner tracks and what each one involves.',
          href: '/partners/join-program',
        },
        {
          icon: 'Presentation',
          title: 'Product training',
          description: 'How we train content owners, supervisors, champions and partner teams.',
          href: '/services/training',
        },
        {
          icon: 'Newspaper',
          title: 'Blog',
          description:
            'Practical posts you can share with client teams: voice-first guidance, privacy and knowledge capture.',
          href: '/blog',
        },
      ],
    },
  ],
  closing: {
    heading: 'Ask for the resources your track needs',
    body: 'Tell us which track you are on, or considering, and we will share the material that fits and walk your team through it.',
    cta: { label: 'Partner With Us', href: '/contact' },
  },
};

export { page };
