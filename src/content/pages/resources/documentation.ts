import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  path: '/resources/documentation',
  meta: {
    title: 'Documentation | Pocket Mentor',
    description:
      'Pocket Mentor documentation: how content is prepared, how calls and SMS work, and how teams roll out a voice mentor.',
  },
  hero: {
    eyebrow: 'Documentation',
    title: 'How Pocket Mentor is set up, from documents to first call',
    tagline:
      'Setup covers four things: your content, your numbers, how staff call or text, and how you roll it out. This page is the overview; the full documentation is shared with your team during onboarding.',
    cta: { label: 'Book a Discovery Call', href: '/contact' },
    secondary: { label: 'Read the Knowledge Base', href: '/resources/knowledge-base' },
    scene: 'resources-documentation',
  },
  blocks: [
    {
      type: 'steps',
      eyebrow: 'Setup at a glance',
      heading: 'Four parts of every Pocket Mentor setup',
      intro: 'None of them involves installing software, connecting systems or buying equipment.',
      steps: [
        {
          icon: 'FileText',
          title: 'Content preparation',
          description:
            'Pocket Mentor answers from material your organization provides, so setup starts with your documents.',
          points: [
            'Send procedures, SOPs, checklists and playbooks in the format you already use',
            'We rewrite long or dense passages so they make sense when heard, not read',
            'Your subject-matter experts fill the gaps the documents leave',
          ],
        },
        {
          icon: 'Phone',
          title: 'Numbers',
          description: 'Staff reach Pocket Mentor through an ordinary phone number set up for your organization.',
          points: [
            'We agree which teams share a number and which content each number answers from',
            'Nothing changes on your staff’s phones beyond saving a contact',
            'The same setup works for company phones and personal ones',
          ],
        },
        {
          icon: 'ClipboardCheck',
          title: 'Testing and approval',
          description: 'Before anyone on the floor hears an answer, your own reviewers call and text the number.',
          points: [
            'Reviewers ask the questions staff really ask, in their own words',
            'Wrong or unclear answers are corrected at the source document',
            'You decide when the line is ready for staff',
          ],
        },
        {
          icon: 'Rocket',
          title: 'Rollout',
          description: 'Launch is mostly about people: who gets the number first and how they hear about it.',
          points: [
            'Start with one pilot team and one set of procedures',
            'Supervisors introduce the number in a short shift briefing',
            'Add teams and content once the first group is using it',
          ],
        },
      ],
    },
    {
      type: 'checklist',
      eyebrow: 'Before onboarding',
      heading: 'What to gather before your first working session',
      items: [
        'The procedures, SOPs and checklists for the first team, as they are today',
        'Troubleshooting notes, job aids and training handouts people actually use',
        'The roles of one or two experts who can answer questions about them',
        'The team or site you want to start with',
        'The person who will review content before launch',
        'Where your procedures tell staff to stop and escalate',
      ],
    },
    {
      type: 'prose',
      eyebrow: 'Call and SMS basics',
      heading: 'What staff do, and what they hear back',
      paragraphs: [
        'Frontline staff need no training to use Pocket Mentor. They need the number and a sense of what it can answer. The basics below are what supervisors usually share at launch.',
      ],
      subsections: [
        {
          heading: 'Calling',
          paragraphs: [
            'Staff dial the number from any phone and ask their question in plain words, the way they would ask a colleague. Pocket Mentor answers with the steps from your procedure, one at a time, so the caller can keep working while they listen.',
          ],
          list: [
            'Works on any phone, smart or basic',
            'Suited to noisy floors, remote sites and places with weak or no data connection',
            'Available 24/7, including nights, weekends and holidays',
          ],
        },
        {
          heading: 'Texting',
          paragraphs: [
            'Where talking out loud is not practical, staff can send their question by SMS instead and get the guidance back in a text message.',
          ],
        },
        {
          heading: 'Where the guidance stops',
          paragraphs: [
            'Pocket Mentor follows your procedures, including the points where they say to stop and call a supervisor or a specialist. Those points are agreed and tested during setup.',
          ],
        },
        {
          heading: 'Privacy',
          paragraphs: [
            'No app, no login and no account for staff. Pocket Mentor does not collect or store user data, and the quarterly AI usage reviews in ongoing support look at aggregated, anonymous question topics, not at who asked.',
          ],
        },
      ],
    },
    {
      type: 'notice',
      tone: 'info',
      eyebrow: 'How documentation is shared',
      heading: 'Your full documentation arrives with onboarding',
      body: 'There is no portal to log in to, so we do not publish setup guides here. During onboarding your team receives documentation written for your setup: your numbers, your content and your rollout plan. Ask us if you would like to see an outline before you decide.',
      cta: { label: 'Get in Touch', href: '/contact' },
    },
    {
      type: 'links',
      eyebrow: 'Keep reading',
      heading: 'Where to go next',
      items: [
        {
          icon: 'Calendar',
          title: 'Book a discovery call',
          description: 'Fifteen minutes to talk through your first team and the content it would need.',
          href: '/contact',
        },
        {
          icon: 'Newspaper',
          title: 'Blog',
          description: 'Practical posts on knowledge capture, privacy and voice-first guidance for frontline teams.',
          href: '/blog',
        },
        {
          icon: 'Route',
          title: 'Implementation and onboarding',
          description: 'The phases we run with you, from discovery to launch.',
          href: '/services/implementation',
        },
        {
          icon: 'Lightbulb',
          title: 'Knowledge base',
          description: 'Short answers to the questions we hear most.',
          href: '/resources/knowledge-base',
        },
      ],
    },
  ],
  closing: {
    heading: 'See what setup would look like for your team',
    body: 'Tell us which team you would start with and what they ask most. We will walk you through the content, the number and the rollout.',
    cta: { label: 'Book a Discovery Call', href: '/contact' },
  },
};

export { page };
