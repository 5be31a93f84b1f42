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
        'Five roles, each answering for one part of what you rely on. Each row says what the role does for you as a customer and what it owns.',
      items: [
        {
          group: 'executive',
          title: 'Chief Executive Officer',
          area: 'Direction and priorities',
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
          area: 'Delivery and rollout',
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
          area: 'Platform and reliability',
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
          area: 'Sales and partners',
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
          area: 'Your account after launch',
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
      type: 'values',
      eyebrow: 'How decisions are made',
      heading: 'Four rules for every decision that reaches a customer',
      intro:
        'Whichever role owns a decision, it is made the same way. These are the tests a product change, a proposal or a support answer has to pass.',
      items: [
        {
          title: 'Start from the person on the job',
          description:
            'Buyers sign the agreement; frontline staff decide whether it works. A change is judged by whether it helps the person on the job get the right answer faster.',
          emphasis: 'Frontline users first, not just buyers.',
        },
        {
          title: 'Describe the product as it is',
          description:
            'Proposals, pages and conversations say what Pocket Mentor is designed to do, and no more. Figures from stories and targets are labelled as illustrative.',
          emphasis: 'No stretched claims.',
        },
        {
          title: 'Your content stays yours',
          description:
            'Your procedures, SOPs and playbooks are the source of the guidance. Changes to what the mentor says start in your documents and are reviewed by your people.',
          emphasis: 'You decide what it says.',
        },
        {
          title: 'Plain answers, one owner',
          description:
            'A question about what the product does, what it needs from you or what it does not do gets a plain answer, and the role that owns the topic takes it.',
          emphasis: 'Every question has an owner.',
        },
      ],
    },
    {
      type: 'detailCards',
      eyebrow: 'Governance',
      heading: 'How your content and your people’s data are governed',
      intro:
        'Two sets of rules leadership holds the whole company to, whoever you deal with. The Chief Technology Officer and the Head of Customer Success answer for them.',
      items: [
        {
          icon: 'FileCheck',
          title: 'Your content',
          description:
            'Pocket Mentor answers from the material your organization provides, and you stay in charge of it.',
          points: [
            'Guidance is drawn from your procedures, SOPs, checklists, playbooks and training documents',
            'Your reviewers test answers by calling and texting before staff hear them, and the launch date is set with you',
            'Wrong or unclear answers are corrected at the source document',
            'Knowledgebase updates as needed, whenever your procedures change',
          ],
        },
        {
          icon: 'ShieldCheck',
          title: 'Your people’s data',
          description: 'Staff reach the mentor with an ordinary call or text, so there is nothing to sign up for.',
          points: [
            'No app, login or account for staff',
            'No user data collected or stored',
            'Quarterly AI usage reviews look at aggregated, anonymous question topics, not at who asked',
            'No system integration and no hardware on your sites',
          ],
        },
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
          area: 'How frontline people learn',
          icon: 'GraduationCap',
          bio: 'Advises on how frontline people actually learn on the job, and how spoken, step-by-step guidance can shorten ramp time without replacing hands-on coaching.',
        },
        {
          group: 'advisor',
          title: 'Advisor, Neurodiversity & Inclusion',
          area: 'Inclusion and accessibility',
          icon: 'HeartHandshake',
          bio: 'Advises on our free neurodiverse learning community, our initiative for autistic people and the accessibility of everything we publish.',
        },
      ],
    },
    {
      type: 'routes',
      eyebrow: 'How to reach leadership',
      heading: 'Reach the role that owns your question',
      intro:
        'Use the route that fits your question. The team passes it to the role that owns the topic, and that is who answers.',
      items: [
        {
          icon: 'CalendarCheck',
          title: 'Product, rollout or support',
          description: 'Book a 15-minute call and say what it is about, so the right role joins it.',
          link: 'Book a call',
          via: { page: '/contact' },
        },
        {
          icon: 'Phone',
          title: 'Any question, by phone',
          description: 'The main line reaches the team for anything about Pocket Mentor.',
          link: 'Call the main line',
          via: { phone: 'main' },
        },
        {
          icon: 'Handshake',
          title: 'Sales and partnerships',
          description: 'Partner programs, white-label offers and proposals: the Chief Revenue Officer’s remit.',
          link: 'Call sales and partnerships',
          via: { phone: 'secondary' },
        },
        {
          icon: 'Mail',
          title: 'In writing',
          description: 'For anything easier to put in writing, including feedback on how we work with you.',
          link: 'Email the team',
          via: { email: true, subject: 'For the leadership team' },
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
