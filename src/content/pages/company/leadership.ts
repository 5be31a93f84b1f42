import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  path: '/company/leadership',
  meta: {
    title: 'Leadership | Pocket Mentor',
    description:
      'The executives and advisors who lead Pocket Mentor and the experience they bring to voice-first AI for frontline work.',
  },
  hero: {
    eyebrow: 'Leadership',
    title: 'The people accountable for the number your team calls',
    tagline:
      'Each leader owns one part of what you rely on: the product, the rollout, the content and the support behind every call.',
    cta: { label: 'Talk to Our Team', href: '/contact' },
    scene: 'leadership',
  },
  blocks: [
    {
      type: 'people',
      eyebrow: 'Executives',
      heading: 'Executive team',
      intro:
        'Five roles, each with a clear remit: what each one is responsible for and what it means for you as a customer. To reach the person who owns your question, book a call and tell us what it is about.',
      action: { label: 'Talk to Our Team', href: '/contact' },
      items: [
        {
          group: 'executive',
          title: 'Chief Executive Officer',
          icon: 'Compass',
          bio: 'Sets the direction of the company and decides what we build next, guided by one test: does it help the person on the job get the right answer faster?',
          bioList: [
            'Owns company strategy and priorities',
            'Keeps the product focused on frontline work',
            'Oversees our neurodiverse community and workshops',
          ],
        },
        {
          group: 'executive',
          title: 'Chief Operating Officer',
          icon: 'Settings',
          bio: 'Runs the day-to-day operation that turns a signed agreement into a live phone line, so rollouts stay on schedule and deployable in days.',
          bioList: [
            'Owns delivery, planning and internal processes',
            'Coordinates implementation across teams',
            'Holds the company to the commitments we make to customers',
          ],
        },
        {
          group: 'executive',
          title: 'Chief Technology Officer',
          icon: 'Cpu',
          bio: 'Leads the engineering behind the voice and SMS experience, including how guidance is drawn from your own procedures and how calls hold up in noisy or low-connectivity places.',
          bioList: [
            'Owns the voice platform and its reliability, 24/7',
            'Keeps the design free of apps, logins and integrations',
            'Owns the design that collects and stores no user data',
          ],
        },
        {
          group: 'executive',
          title: 'Chief Revenue Officer',
          icon: 'Handshake',
          bio: 'Leads sales and partnerships, making sure every conversation starts with your problem rather than our pitch, and that consultants and partners can offer the mentor under their own brand.',
          bioList: [
            'Owns sales, partner programs and white-label offers',
            'Makes sure proposals match what the product does today',
            'Brings customer feedback back to the product team',
          ],
        },
        {
          group: 'executive',
          title: 'Head of Customer Success',
          icon: 'LifeBuoy',
          bio: 'Looks after customers once the number is live: content updates, training refreshers and quarterly AI usage reviews, which look at aggregated, anonymous question topics, not at who asked.',
          bioList: [
            'Owns onboarding, account management and support',
            'Tracks ramp time, escalations and consistency with you',
            'Turns the most common question topics into better guidance',
          ],
        },
      ],
    },
    {
      type: 'checklist',
      eyebrow: 'How we lead',
      heading: 'What every leader here signs up to',
      items: [
        'Describe the product as it is, without stretching the claims',
        'Answer customer questions in plain language',
        'Treat your procedures and content as yours, always',
        'Make decisions with frontline users in mind, not just buyers',
      ],
    },
    {
      type: 'people',
      eyebrow: 'Advisors',
      heading: 'Advisors',
      intro:
        'Two advisory roles bring outside perspective to how we train people and how we include them. Questions for either go through our team.',
      items: [
        {
          group: 'advisor',
          title: 'Advisor, Workforce Learning',
          icon: 'GraduationCap',
          bio: 'Advises on how frontline people actually learn on the job, and how spoken, step-by-step guidance can shorten ramp time without replacing hands-on coaching.',
        },
        {
          group: 'advisor',
          title: 'Advisor, Neurodiversity & Inclusion',
          icon: 'HeartHandshake',
          bio: 'Advises on our free neurodiverse learning community, our initiative for autistic people and the accessibility of everything we publish.',
        },
      ],
    },
    {
      type: 'links',
      eyebrow: 'Learn more',
      heading: 'More about the company',
      items: [
        {
          icon: 'Award',
          title: 'Our Values',
          description: 'The six values our leadership team is measured against.',
          href: '/company/values',
        },
        {
          icon: 'Briefcase',
          title: 'Careers',
          description: 'The kinds of roles we hire for and why people join.',
          href: '/company/careers',
        },
        {
          icon: 'HeartHandshake',
          title: 'Social Impact',
          description: 'Our community and workshops for neurodiverse people.',
          href: '/company/social-impact',
        },
      ],
    },
  ],
  closing: {
    heading: 'Want to speak with someone on the team?',
    body: 'Book a 15-minute call. Tell us what you are trying to fix, and we will bring in the person who owns that part of the work.',
    cta: { label: 'Get in Touch', href: '/contact' },
  },
};

export { page };
