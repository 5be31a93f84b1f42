import type { ComposedPageContent } from '../types';

export const consulting: ComposedPageContent = {
  path: '/services/consulting',
  meta: {
    title: 'AI Mentor Consulting Services | Pocket Mentor',
    description:
      'Consulting for voice-first AI: knowledge capture, use-case design and rollout planning for frontline and field teams.',
  },
  hero: {
    eyebrow: 'Consulting',
    title: 'Find where a voice mentor pays off first',
    tagline:
      'Our consultants work with your operations, training and HR leads to find the jobs where guidance is hardest to reach, capture the knowledge behind them, and plan a rollout you can measure.',
    cta: { label: 'Book a Discovery Call', href: '/contact' },
    scene: 'services-consulting',
  },
  blocks: [
    {
      type: 'detailCards',
      eyebrow: 'Core services',
      heading: 'Four ways we help',
      items: [
        {
          icon: 'Search',
          title: 'Opportunity assessment',
          description: 'We look at where your people lose time waiting for answers, and where mistakes cost the most.',
          points: [
            'Interviews with frontline staff and supervisors',
            'A map of the questions asked most often',
            'A ranked shortlist of first use cases',
          ],
        },
        {
          icon: 'Brain',
          title: 'Knowledge capture',
          description:
            'We turn what lives in binders, drives and your experts’ heads into content Pocket Mentor can speak from.',
          points: [
            'Review of existing SOPs, checklists and training',
            'Structured sessions with subject-matter experts',
            'Gaps flagged before anyone calls',
          ],
        },
        {
          icon: 'PenTool',
          title: 'Use-case design',
          description:
            'We design how each call should go: what people ask, what they hear first, and where the guidance stops.',
          points: [
            'Call flows written in plain, spoken language',
            'Escalation points matched to your procedures',
            'Review and sign-off by your team',
          ],
        },
        {
          icon: 'Route',
          title: 'Rollout planning',
          description:
            'We plan who goes first, how they hear about the number, and what you will watch to judge success.',
          points: [
            'A pilot group and a timeline measured in days',
            'Launch messages for supervisors and staff',
            'The measures you agree to track',
          ],
        },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Key benefits',
      heading: 'What consulting adds to your rollout',
      items: [
        {
          icon: 'Target',
          title: 'The right first use case',
          description: 'Start where a faster answer matters most, so the value is visible early.',
        },
        {
          icon: 'BookOpenCheck',
          title: 'Content that is ready to speak',
          description: 'Written procedures rarely read well aloud. We shape them so they do.',
        },
        {
          icon: 'Brain',
          title: 'Expert knowledge kept',
          description: 'What your veterans know is captured before it is needed, not after they have left.',
        },
        {
          icon: 'Users',
          title: 'Buy-in on the floor',
          description: 'Staff and supervisors help design the calls, so they trust the answers.',
        },
        {
          icon: 'LineChart',
          title: 'Measures agreed up front',
          description: 'Ramp time, escalations and consistency: you decide what success looks like before launch.',
        },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Sample use cases',
      heading: 'Where consulting engagements often start',
      columns: 2,
      items: [
        {
          icon: 'UserPlus',
          title: 'New-hire ramp in a high-turnover role',
          description:
            'Capture the first 30 days of questions for a role like warehouse associate or line cook, and answer them by phone.',
        },
        {
          icon: 'Wrench',
          title: 'Troubleshooting for field technicians',
          description: 'Turn a senior technician’s diagnostic sequence for a common fault into a guided call.',
        },
        {
          icon: 'ClipboardCheck',
          title: 'Safety and compliance steps',
          description:
            'Make lockout/tagout, sanitation or inspection steps available at the moment they are performed.',
        },
        {
          icon: 'Building2',
          title: 'Multi-site consistency',
          description: 'Give every location the same answer to the same question, whichever manager is on shift.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Start with one conversation',
    body: 'Book a 15-minute discovery call. Tell us which job is hardest to train for, and we will suggest where to begin.',
    cta: { label: 'Book a Discovery Call', href: '/contact' },
  },
};

export const implementation: ComposedPageContent = {
  path: '/services/implementation',
  meta: {
    title: 'Implementation & Onboarding | Pocket Mentor',
    description:
      'Four-phase implementation and onboarding: we turn your procedures into a live Pocket Mentor line, deployable in days.',
  },
  hero: {
    eyebrow: 'Implementation & Onboarding',
    title: 'From your documents to a live number, in days',
    tagline:
      'No app to roll out, no systems to integrate, no hardware to ship. Implementation is about your content and your people, and we guide both.',
    cta: { label: 'Schedule Your Onboarding Discovery Call Today', href: '/contact' },
    scene: 'services-implementation',
  },
  blocks: [
    {
      type: 'steps',
      eyebrow: 'Four phases',
      heading: 'How implementation runs',
      intro: 'Each phase ends with something you can see and check before the next begins.',
      steps: [
        {
          icon: 'Search',
          title: 'Discover',
          description: 'We agree the first teams, the jobs they do and what you want to improve.',
          points: ['Discovery call and goals', 'Pilot group chosen', 'Success measures agreed'],
        },
        {
          icon: 'FileText',
          title: 'Prepare content',
          description: 'You share procedures, SOPs and checklists; we shape them for spoken guidance.',
          points: ['Content collected as it is', 'Expert walk-throughs recorded', 'Gaps flagged for your team'],
        },
        {
          icon: 'ClipboardCheck',
          title: 'Test and review',
          description: 'Your reviewers call the number and check the answers before staff do.',
          points: [
            'Review calls by your experts',
            'Corrections made at the source document',
            'Launch date set with you',
          ],
        },
        {
          icon: 'Rocket',
          title: 'Launch and onboard',
          description: 'Staff get the number from their own supervisor, with a short word on what it answers.',
          points: [
            'Launch messages for supervisors',
            'The number shared with every shift',
            'A post-launch support phase for the first 30 to 60 days',
          ],
        },
      ],
    },
    {
      type: 'checklist',
      eyebrow: 'Our promises',
      heading: 'What you can hold us to',
      items: [
        'Deployable in days, not months',
        'No app, login, hardware or system integration required',
        'No capital spend',
        'No user data collected or stored: usage reviews see aggregated, anonymous question topics, not who asked',
        'Your content stays yours',
        'Ongoing support after launch, starting with a post-launch phase of 30 to 60 days',
      ],
    },
  ],
  closing: {
    heading: 'Ready to give your team a number to call?',
    body: 'Book a 15-minute onboarding discovery call. We will map out your first phase together.',
    cta: { label: 'Schedule Your Onboarding Discovery Call Today', href: '/contact' },
  },
};

export const support: ComposedPageContent = {
  path: '/services/support',
  meta: {
    title: 'Ongoing Support | Pocket Mentor',
    description:
      'Ongoing support for Pocket Mentor: account management, priority technical support, knowledgebase updates and training refreshers.',
  },
  hero: {
    eyebrow: 'Ongoing Support',
    title: 'Support that keeps the answers current',
    tagline:
      'Procedures change, teams turn over and new questions appear. Ongoing support keeps Pocket Mentor in step with the way your operation works today.',
    cta: { label: 'Book a Support Strategy Session', href: '/contact' },
    scene: 'services-support',
  },
  blocks: [
    {
      type: 'cards',
      eyebrow: 'Four areas',
      heading: 'What ongoing support covers',
      columns: 4,
      items: [
        {
          icon: 'Handshake',
          title: 'Account management',
          description:
            'Ongoing planning, questions and reviews with someone who follows your teams, content and goals.',
        },
        {
          icon: 'Headphones',
          title: 'Technical support',
          description: 'Priority help if a number, a message or a call does not behave as it should.',
        },
        {
          icon: 'RefreshCw',
          title: 'Knowledgebase updates',
          description: 'New and changed procedures added as needed, so callers hear the current version.',
        },
        {
          icon: 'GraduationCap',
          title: 'Training refreshers',
          description: 'Refreshers for admins, champions and supervisors whenever you ask for them.',
        },
      ],
    },
    {
      type: 'table',
      eyebrow: 'What is included',
      heading: 'Support at a glance',
      columns: ['Service', 'Included', 'Details'],
      rows: [
        ['Account management', 'Ongoing', 'One point of contact for planning, questions and reviews.'],
        ['Technical issue support', 'Priority', 'Issues with calls, messages or numbers are handled first.'],
        ['Knowledgebase updates', 'As needed', 'Procedure changes and new content added when you send them.'],
        ['Training refreshers', 'On request', 'Sessions for new admins, champions and supervisors.'],
      ],
      notes: [
        'Post-launch support for the first 30 to 60 days after launch',
        'Quarterly AI usage reviews of aggregated, anonymous question topics',
        'Optional monthly refresher calls',
      ],
    },
  ],
  closing: {
    heading: 'Plan the next quarter with us',
    body: 'Book a support strategy session to review which question topics come up, aggregated and anonymous, and what to add next.',
    cta: { label: 'Book a Support Strategy Session', href: '/contact' },
  },
};

export const training: ComposedPageContent = {
  path: '/services/training',
  meta: {
    title: 'Product Training | Pocket Mentor',
    description:
      'Product training for the people who run Pocket Mentor: content owners, team leads and champions, with custom sessions.',
  },
  hero: {
    eyebrow: 'Product Training',
    title: 'Train the people who run Pocket Mentor',
    tagline:
      'Frontline staff need no training: they just call. The people who own the content, lead the teams and champion the rollout do, and we train them for their role.',
    cta: { label: 'Schedule Your Custom Training Session', href: '/contact' },
    scene: 'services-training',
  },
  blocks: [
    {
      type: 'cards',
      eyebrow: 'Who we train',
      heading: 'Sessions for every role around the number',
      items: [
        {
          icon: 'FileCheck',
          title: 'Content owners',
          description:
            'How to prepare procedures for spoken guidance, submit changes and review answers before they go live.',
        },
        {
          icon: 'Users',
          title: 'Supervisors and team leads',
          description:
            'How to introduce the number, coach staff to use it, and notice when a procedure needs updating.',
        },
        {
          icon: 'Megaphone',
          title: 'Champions',
          description: 'How to drive adoption on each site: launch talks, reminders of the number and follow-up.',
        },
        {
          icon: 'Settings',
          title: 'Administrators',
          description: 'How numbers, teams and content collections are set up, and who to call when something changes.',
        },
        {
          icon: 'Brain',
          title: 'Subject-matter experts',
          description: 'How to record walk-throughs and tricky cases so their know-how becomes guidance.',
        },
        {
          icon: 'Handshake',
          title: 'Partner teams',
          description: 'For consultants and resellers offering Pocket Mentor to clients under their own brand.',
        },
      ],
    },
    {
      type: 'cards',
      columns: 4,
      eyebrow: 'Formats',
      heading: 'Training that fits around shifts',
      action: { label: 'Learn More', href: '/company/educational-resources' },
      items: [
        {
          icon: 'Video',
          title: 'Live online sessions',
          description: 'Short, focused sessions for each role, scheduled around your shifts.',
        },
        {
          icon: 'Building',
          title: 'On-site workshops',
          description: 'Hands-on sessions for content owners and champions at your location, on request.',
        },
        {
          icon: 'BookOpen',
          title: 'Guides and job aids',
          description: 'One-page guides for every role, ready to print or share.',
        },
        {
          icon: 'RefreshCw',
          title: 'Refreshers',
          description: 'Refreshers for new admins and supervisors whenever your team changes.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Training built around your rollout',
    body: 'Tell us who needs training and when. We will put together sessions for each role.',
    cta: { label: 'Schedule Your Custom Training Session', href: '/contact' },
  },
};
