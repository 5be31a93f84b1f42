import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  path: '/resources/support-center',
  meta: {
    title: 'Support Center | Pocket Mentor',
    description:
      'Get help with Pocket Mentor: how to reach support, what to include in a request and how updates are handled.',
  },
  hero: {
    eyebrow: 'Support Center',
    title: 'Help from people who know how your line is set up',
    tagline:
      'Call us or reach us through the contact page. Tell us what was asked and what was heard, and we will take it from there.',
    cta: { label: 'Get in Touch', href: '/contact' },
    scene: 'resources-support-center',
  },
  blocks: [
    {
      type: 'cards',
      eyebrow: 'Reach us',
      heading: 'Three ways to get help',
      columns: 3,
      items: [
        {
          icon: 'Phone',
          title: 'Call us',
          description:
            'Our number is in the header and footer of every page of this site. Call when something needs attention now.',
        },
        {
          icon: 'CalendarCheck',
          title: 'Book time with us',
          description: 'Use the contact page to book a meeting for questions that need a longer conversation.',
        },
        {
          icon: 'Handshake',
          title: 'Your account contact',
          description:
            'Ongoing support includes account management: one point of contact for planning, questions and reviews.',
        },
      ],
    },
    {
      type: 'checklist',
      eyebrow: 'What to include',
      heading: 'Details that help us fix things quickly',
      items: [
        'Which Pocket Mentor number was called or texted',
        'The team or site involved',
        'The question, as close as possible to how the caller asked it',
        'What Pocket Mentor said, and what it should have said',
        'The procedure or document the answer should come from',
        'Whether work is stopped while you wait',
      ],
    },
    {
      type: 'notice',
      tone: 'info',
      eyebrow: 'Privacy',
      heading: 'We work from what you tell us',
      body: 'Pocket Mentor does not collect or store user data, so we do not look up callers or their history. Please leave out names and personal details; the question, the answer and the procedure are all we need.',
    },
    {
      type: 'steps',
      eyebrow: 'After you reach out',
      heading: 'What happens next',
      steps: [
        {
          icon: 'Headphones',
          title: 'We confirm the problem',
          description: 'We repeat back what we understood and ask for anything missing.',
        },
        {
          icon: 'PhoneCall',
          title: 'We try it ourselves',
          description: 'We call or text the number with the same question to hear what your staff heard.',
        },
        {
          icon: 'Wrench',
          title: 'We correct it',
          description: 'We fix the setup or update the content behind the answer.',
        },
        {
          icon: 'CircleCheck',
          title: 'You check it',
          description: 'You or your reviewer calls the number and confirms the answer is right.',
        },
      ],
    },
    {
      type: 'links',
      eyebrow: 'Related pages',
      heading: 'More on support',
      items: [
        {
          icon: 'ListChecks',
          title: 'Ongoing Support',
          description: 'The support table: account management, technical issues, knowledgebase updates and refreshers.',
          href: '/services/support',
        },
        {
          icon: 'Lightbulb',
          title: 'Knowledge base',
          description: 'Quick answers about phones, coverage, content and privacy.',
          href: '/resources/knowledge-base',
        },
        {
          icon: 'FileText',
          title: 'Documentation overview',
          description: 'How Pocket Mentor is set up and rolled out.',
          href: '/resources/documentation',
        },
        {
          icon: 'GraduationCap',
          title: 'Product training',
          description: 'Refreshers for new admins, supervisors and champions.',
          href: '/services/training',
        },
      ],
    },
  ],
  closing: {
    heading: 'Something not sounding right?',
    body: 'Call us, or use the contact page to book time with our team. Bring the question and the answer, and we will sort out the rest.',
    cta: { label: 'Get in Touch', href: '/contact' },
  },
};

export { page };
