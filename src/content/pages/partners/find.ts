import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  path: '/partners/find',
  meta: {
    title: 'Find a Partner | Pocket Mentor',
    description:
      'Find a Pocket Mentor partner to design, deploy or white-label a voice mentor for your teams and clients.',
  },
  hero: {
    eyebrow: 'Find a Partner',
    title: 'Work with a partner who knows your kind of operation',
    tagline:
      'Our partners design, deploy and support Pocket Mentor alongside your teams. Tell us what you need and we will introduce you to a partner who fits.',
    cta: { label: 'Get in Touch', href: '/contact' },
    scene: 'partners-find',
  },
  blocks: [
    {
      type: 'cards',
      eyebrow: 'Why work with a partner',
      heading: 'What a partner adds',
      columns: 4,
      items: [
        {
          icon: 'Compass',
          title: 'Knowledge of your field',
          description:
            'Partners often specialize in an industry or a role, so they already speak your operation’s language.',
        },
        {
          icon: 'UserCheck',
          title: 'Trained on the product',
          description: 'Partner teams learn how content is prepared and how rollouts run before they work with you.',
        },
        {
          icon: 'Layers',
          title: 'One team for more of the job',
          description: 'A partner can fold Pocket Mentor into process, training or consulting work already under way.',
        },
        {
          icon: 'Handshake',
          title: 'Our team behind them',
          description: 'Partners have a contact on our team, so questions reach the people who build the product.',
        },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Use cases',
      heading: 'Where organizations bring in a partner',
      items: [
        {
          icon: 'FileText',
          title: 'Getting procedures ready',
          description:
            'A partner gathers your SOPs, checklists and expert know-how and shapes them into guidance that reads well aloud.',
        },
        {
          icon: 'Building2',
          title: 'Rolling out across many sites',
          description:
            'A partner plans which locations go first and keeps the answer the same at every site and on every shift.',
        },
        {
          icon: 'GraduationCap',
          title: 'Supporting a training program',
          description:
            'Learners get a number to call when they try a new skill at work, backed by the course they just took.',
        },
        {
          icon: 'BadgeCheck',
          title: 'A branded service from a firm you trust',
          description:
            'Your existing advisor offers Pocket Mentor under their own name, as part of the service you already buy.',
        },
        {
          icon: 'Wrench',
          title: 'Field and remote teams',
          description:
            'A partner who knows field work sets up guidance for crews in noisy, remote or low-connectivity places.',
        },
      ],
    },
    {
      type: 'steps',
      eyebrow: 'How it works',
      heading: 'How we match you with a partner',
      steps: [
        {
          icon: 'PhoneCall',
          title: 'Tell us what you need',
          description: 'Share your industry, the teams involved and the help you are looking for.',
        },
        {
          icon: 'Search',
          title: 'We suggest a fit',
          description: 'We look at the partners whose experience matches your operation and introduce you.',
        },
        {
          icon: 'Rocket',
          title: 'Start together',
          description: 'You, the partner and our team agree the first use case and plan a rollout measured in days.',
        },
      ],
    },
    {
      type: 'links',
      eyebrow: 'Other routes',
      heading: 'Prefer to work with us directly, or become a partner?',
      items: [
        {
          icon: 'Briefcase',
          title: 'Consulting services',
          description: 'Our own consultants can assess, design and plan your rollout.',
          href: '/services/consulting',
        },
        {
          icon: 'Rocket',
          title: 'Implementation and onboarding',
          description: 'How we take your documents to a live number ourselves.',
          href: '/services/implementation',
        },
        {
          icon: 'Handshake',
          title: 'Become a partner',
          description: 'Advise or train frontline teams? See who we partner with.',
          href: '/partners/become',
        },
      ],
    },
  ],
  closing: {
    heading: 'Let us introduce you',
    body: 'Tell us about your teams and what you want to improve. We will suggest a partner, or our own team, to help you start.',
    cta: { label: 'Get in Touch', href: '/contact' },
  },
};

export { page };
