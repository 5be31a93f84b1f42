import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  path: '/partners/join-program',
  meta: {
    title: 'Join a Partner Program | Pocket Mentor',
    description:
      'Five partner tracks: referral, reseller and white-label, implementation and systems integrators, training and enablement, mission-aligned.',
  },
  hero: {
    eyebrow: 'Join a Partner Program',
    title: 'Five partner tracks, one platform behind them',
    tagline:
      'Choose how involved you want to be: pass along an introduction, resell under your own brand, deliver implementations, train client teams, or bring a voice mentor to the people your mission serves.',
    cta: { label: 'Partner With Us', href: '/contact' },
    scene: 'partners-join-program',
  },
  blocks: [
    {
      type: 'detailCards',
      eyebrow: 'Partner tracks',
      heading: 'Pick the track that matches how you work',
      intro:
        'Many partners start on one track and add another as their clients ask for more. Every track is set up with our team on a call, not through a portal.',
      items: [
        {
          icon: 'Megaphone',
          title: 'Referral',
          description:
            'For advisors and networks who know an organization that needs guidance on the job, and want to make the introduction.',
          points: [
            'Introduce a client; our team runs the sale and rollout',
            'You stay informed as the conversation moves forward',
            'No delivery work required on your side',
          ],
        },
        {
          icon: 'BadgeCheck',
          title: 'Reseller and White-Label',
          description: 'For firms that want to offer a voice mentor as their own service, under their own name.',
          points: [
            'Sell Pocket Mentor alone or inside your own packages',
            'Offer it under your brand through Powered by Pocket Mentor',
            'Own the client relationship from first call to renewal',
          ],
        },
        {
          icon: 'Settings',
          title: 'Implementation and Systems Integrators',
          description:
            'For services firms that capture client procedures and run deployments as part of their own projects.',
          points: [
            'Prepare client SOPs, checklists and playbooks for spoken guidance',
            'Run discovery, review and launch with our methods',
            'No system integration needed, so projects stay short',
          ],
        },
        {
          icon: 'GraduationCap',
          title: 'Training and Enablement',
          description: 'For trainers and L&D providers who want learners supported after the session ends.',
          points: [
            'Give learners a number to call when they try a skill at work',
            'Train client content owners, supervisors and champions',
            'Turn course material into guidance people can hear on the job',
          ],
        },
        {
          icon: 'HandHeart',
          title: 'Mission-Aligned',
          description:
            'For non-profits, workforce programs and community groups whose work matches ours, including support for neurodiverse people.',
          points: [
            'Bring on-the-job guidance to the people you place or support',
            'Work with us on free workshops and shared learning',
            'Connect with our open learning community for neurodiverse people',
          ],
        },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Program benefits',
      heading: 'What every partner gets',
      items: [
        {
          icon: 'Handshake',
          title: 'A partner contact',
          description: 'A contact on our team who follows your clients, your track and your plans.',
        },
        {
          icon: 'GraduationCap',
          title: 'Product training',
          description: 'Sessions on how Pocket Mentor works, how content is prepared and how rollouts run.',
        },
        {
          icon: 'Briefcase',
          title: 'Go-to-market materials',
          description: 'Plain-language overviews, use-case examples and talking points for your client conversations.',
        },
        {
          icon: 'Rocket',
          title: 'Fast pilots',
          description: 'No app, hardware or integration to arrange, so a pilot can be running within days of a yes.',
        },
        {
          icon: 'ShieldCheck',
          title: 'An easy privacy answer',
          description:
            'Pocket Mentor collects and stores no user data, which shortens the security conversation with your clients.',
        },
      ],
    },
    {
      type: 'links',
      eyebrow: 'White-label',
      heading: 'Offer the mentor under your own name',
      intro:
        'Resellers, consultants and trainers can present Pocket Mentor as their own service. The white-label layer is called Powered by Pocket Mentor.',
      items: [
        {
          icon: 'Layers',
          title: 'Powered by Pocket Mentor',
          description:
            'See how the white-label layer works: your brand and number, our platform and support underneath.',
          href: '/products/powered-by-pocket-mentor',
        },
        {
          icon: 'BookOpen',
          title: 'Partner resources',
          description: 'Training, toolkits, brand assets and support channels available to partners.',
          href: '/partners/resources',
        },
      ],
    },
    {
      type: 'steps',
      eyebrow: 'How to join',
      heading: 'From first call to first client',
      steps: [
        {
          icon: 'PhoneCall',
          title: 'Talk with us',
          description: 'Tell us about your clients, your services and the track you have in mind.',
        },
        {
          icon: 'ClipboardList',
          title: 'Agree the track',
          description: 'We confirm the track, what each side does and how clients are introduced.',
        },
        {
          icon: 'GraduationCap',
          title: 'Get trained',
          description: 'Your team learns the product, the content preparation and the rollout steps.',
        },
        {
          icon: 'Rocket',
          title: 'Launch with a client',
          description: 'Run your first deployment with our team alongside you.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Not sure which track fits?',
    body: 'Book a call and describe how you work with clients today. We will recommend a track, or a combination, to start with.',
    cta: { label: 'Partner With Us', href: '/contact' },
  },
};

export { page };
