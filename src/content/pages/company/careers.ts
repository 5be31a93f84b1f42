import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  path: '/company/careers',
  meta: {
    title: 'Careers at Pocket Mentor',
    description:
      'Work on voice-first AI that helps frontline people do their jobs. See the kinds of roles we hire for and why people join.',
  },
  hero: {
    eyebrow: 'Careers',
    title: 'Build guidance that people reach with a phone call',
    tagline:
      'We make voice-first AI for the people who keep hospitals, plants, stores and job sites running. If that work matters to you, we would like to hear from you.',
    cta: { label: 'Get in Touch', href: '/contact' },
    scene: 'careers',
  },
  blocks: [
    {
      type: 'routes',
      id: 'openings',
      eyebrow: 'Open positions',
      heading: 'No open roles right now. Tell us where you would fit.',
      status: {
        label: 'Open roles: none listed',
        text: 'A role appears on this page when we are hiring for it.',
      },
      intro:
        'You can still tell us about yourself. A short note about the work you do best, and which of our four areas it fits, is the way in.',
      items: [
        {
          icon: 'Mail',
          title: 'Send a short note',
          description: 'Tell us what you do best and which area fits you. The subject line is filled in for you.',
          link: 'Email us',
          via: { email: true, subject: 'Careers: expression of interest' },
        },
        {
          icon: 'CalendarCheck',
          title: 'Prefer to talk first',
          description: 'Book a short call on the contact page and say it is about careers.',
          link: 'Book a call',
          via: { page: '/contact' },
        },
      ],
      points: {
        heading: 'What to put in your note',
        items: [
          'The kind of work you do best, in a few lines',
          'Which of the four areas below it fits',
          'Links to work you can share, if you have any',
          'Anything that helps us understand how you work best',
        ],
      },
    },
    {
      type: 'emojiCards',
      eyebrow: 'Where you could fit',
      heading: 'The kinds of roles we hire for',
      intro: 'We hire across four areas. Each card says what the work involves day to day.',
      items: [
        {
          icon: 'Wrench',
          title: 'Engineering',
          description:
            'Build the voice and SMS experience: clear spoken answers, calls that hold up in noisy or remote places, and a design that stores no user data.',
          items: [
            'Spoken answers that stay clear on a noisy floor',
            'Calls and texts that hold up on weak signal',
            'Keeping the design free of apps, logins and user data',
          ],
        },
        {
          icon: 'Handshake',
          title: 'Customer Success & Implementation',
          description:
            'Take a customer from first documents to a live number in days, then keep their guidance current as procedures change.',
          items: [
            'Content preparation with customer teams',
            'Testing sessions with customer reviewers',
            'Content updates and training refreshers after launch',
          ],
        },
        {
          icon: 'BookOpen',
          title: 'Content & Knowledge Design',
          description:
            'Turn SOPs, checklists and expert know-how into step-by-step guidance that sounds right when it is spoken aloud.',
          items: [
            'Rewriting dense procedures so they make sense when heard',
            'Capturing expert know-how the documents leave out',
            'Marking where a procedure says stop and escalate',
          ],
        },
        {
          icon: 'TrendingUp',
          title: 'Sales & Partnerships',
          description:
            'Help operations, training and HR leaders see where a voice mentor fits, and support partners who offer it under their own brand.',
          items: [
            'Discovery calls with operations, training and HR leaders',
            'Supporting partners who offer the mentor under their own brand',
            'Proposals that match what the product does today',
          ],
        },
      ],
    },
    {
      type: 'steps',
      eyebrow: 'What the work is like',
      heading: 'From a customer’s binder to a phone line',
      intro: 'Every area works on the same path. This is what happens behind one customer’s number.',
      steps: [
        {
          icon: 'FileText',
          title: 'Documents arrive',
          description:
            'A customer sends the procedures, SOPs and checklists a team uses today, in whatever format they have.',
        },
        {
          icon: 'Mic',
          title: 'Guidance is shaped for the ear',
          description:
            'Dense passages become steps that make sense when heard, and experts fill in what the documents leave out.',
        },
        {
          icon: 'ClipboardCheck',
          title: 'Reviewers test it',
          description:
            'The customer’s own reviewers call and text the number, and answers are corrected at the source.',
        },
        {
          icon: 'PhoneCall',
          title: 'Staff call or text',
          description:
            'Frontline staff reach it from any phone, on any shift, and hear the next step while they keep working.',
        },
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Why join',
      heading: 'Five reasons people join us',
      columns: 3,
      items: [
        {
          icon: 'HardHat',
          title: 'Work that reaches the front line',
          description: 'What you build is used by people on shifts, in vehicles and on job sites, not just at desks.',
        },
        {
          icon: 'Lightbulb',
          title: 'Hard, useful problems',
          description: 'Making guidance clear by voice alone, with no screen to fall back on, takes real craft.',
        },
        {
          icon: 'HandHeart',
          title: 'A mission beyond the product',
          description:
            'We run a free learning community for neurodiverse people and free workshops alongside the business.',
        },
        {
          icon: 'Brain',
          title: 'Room for different minds',
          description: 'Clear expectations, written-first communication and flexibility in how you do your best work.',
        },
        {
          icon: 'Target',
          title: 'Ownership from day one',
          description:
            'You will own real pieces of the product and the customer experience, and see the results of your decisions.',
        },
      ],
    },
    {
      type: 'checklist',
      eyebrow: 'How we work',
      heading: 'What you can expect from us',
      items: [
        'Plain, honest communication about priorities and progress',
        'Clear written goals for every role',
        'Accommodations discussed openly and without fuss',
        'Time to learn the product and the customers before you ship',
      ],
    },
    {
      type: 'links',
      eyebrow: 'Get to know us',
      heading: 'Before you reach out',
      items: [
        {
          icon: 'Award',
          title: 'Our Values',
          description: 'The six values we hire for and work by.',
          href: '/company/values',
        },
        {
          icon: 'HeartHandshake',
          title: 'Culture & Inclusion',
          description: 'How we work and who we include.',
          href: '/company/culture-and-inclusion',
        },
        {
          icon: 'Users',
          title: 'Leadership',
          description: 'The roles that lead the company.',
          href: '/company/leadership',
        },
      ],
    },
  ],
  closing: {
    heading: 'Write to us about the work you do best',
    body: 'No roles are listed right now. Send us a short note about the work you do best and which of our four areas it fits.',
    cta: { label: 'Get in Touch', href: '/contact' },
  },
};

export { page };
