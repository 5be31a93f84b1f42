import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  path: '/company/values',
  meta: {
    title: 'Our Values | Pocket Mentor',
    description:
      'The six values that guide how Pocket Mentor builds, sells and supports a voice-first AI mentor, and the promise behind them.',
  },
  hero: {
    eyebrow: 'Our Values',
    title: 'Six values behind every call we answer',
    tagline:
      'These are the standards we use to decide what to build, what to say and how to support the teams who rely on Pocket Mentor.',
    cta: { label: 'Get in Touch', href: '/contact' },
    scene: 'values',
  },
  blocks: [
    {
      type: 'values',
      eyebrow: 'What we work by',
      heading: 'Our six values',
      items: [
        {
          title: 'The person doing the work comes first',
          description:
            'We design for the technician on a rooftop, the nurse on a night shift and the new hire on day one. If it does not help them, it does not ship.',
          emphasis: 'Built for the job, not the boardroom.',
        },
        {
          title: 'Simple beats clever',
          description:
            'No app, no login, no screen to learn. A phone number anyone can call is harder to build than it looks, and worth it.',
          emphasis: 'If it needs a manual, we are not done.',
        },
        {
          title: 'Your knowledge stays yours',
          description:
            'Guidance comes from your own procedures and experts. We collect and store no user data, and your content is never ours to reuse.',
          emphasis: 'Trust is earned one call at a time.',
        },
        {
          title: 'Say only what is true',
          description:
            'We describe the product as it works today. Where something is coming soon, we say so, and our illustrative stories are labeled as illustrations.',
          emphasis: 'Plain claims, kept.',
        },
        {
          title: 'Different minds make better work',
          description:
            'We run a free community for neurodiverse people because talent is often overlooked. That same view shapes how we hire and how we work.',
          emphasis: 'Include people by design.',
        },
        {
          title: 'Show up after launch',
          description:
            'Procedures change and teams turn over. We keep the answers current, and quarterly AI usage reviews of aggregated, anonymous question topics show us what your people need next.',
          emphasis: 'Go-live is the start, not the finish.',
        },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'In practice',
      heading: 'What our values look like for customers',
      columns: 3,
      items: [
        {
          icon: 'Rocket',
          title: 'A live number in days',
          description: 'No capital spend or system integration, so your teams are not kept waiting.',
        },
        {
          icon: 'ShieldCheck',
          title: 'No user data stored',
          description: 'Callers get guidance without being tracked, logged in or profiled.',
        },
        {
          icon: 'RefreshCw',
          title: 'Answers kept current',
          description: 'Send us a changed procedure and the guidance is updated with it.',
        },
      ],
    },
    {
      type: 'notice',
      eyebrow: 'In plain words',
      heading: 'Our Promise',
      body: 'When one of your people calls, they will hear guidance drawn from your own procedures, in plain words, at any hour, on any phone. We will tell you honestly what Pocket Mentor can and cannot do, keep your content yours, and stay with you after launch.',
      tone: 'info',
    },
  ],
  closing: {
    heading: 'Hold us to it',
    body: 'Book a 15-minute call and ask us how each value shows up in the way we would work with your team.',
    cta: { label: 'Get in Touch', href: '/contact' },
  },
};

export { page };
