import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  path: '/resources/knowledge-base',
  meta: {
    title: 'Knowledge Base | Pocket Mentor',
    description:
      'Answers to common questions about Pocket Mentor: phones, coverage, content, privacy and getting started.',
  },
  hero: {
    eyebrow: 'Knowledge Base',
    title: 'Straight answers to the questions we hear most',
    tagline:
      'Phones, coverage, content, privacy and getting started: short answers in plain words. If yours is not here, ask us.',
    cta: { label: 'Ask a Question', href: '/contact' },
    scene: 'resources-knowledge-base',
  },
  blocks: [
    {
      type: 'checklist',
      eyebrow: 'The short version',
      heading: 'What is true of every Pocket Mentor line',
      items: [
        'Staff call or text an ordinary phone number',
        'No app, login, portal, screen or Wi-Fi',
        'Answers come from your own procedures',
        'Available 24/7',
        'No user data collected or stored',
        'Deployable in days',
      ],
    },
    {
      type: 'prose',
      eyebrow: 'Common questions',
      heading: 'Questions and answers',
      paragraphs: [
        'These are the questions operations, training, HR and IT leads ask us most often in a first conversation.',
      ],
      subsections: [
        {
          heading: 'Do our staff need to install anything?',
          paragraphs: [
            'No. There is no app, no login and no portal. Staff save one phone number and call or text it when they need help.',
          ],
        },
        {
          heading: 'Which phones work?',
          paragraphs: [
            'Any phone that can make a call or send a text, from a basic handset to a smartphone, company-issued or personal.',
          ],
        },
        {
          heading: 'What about remote sites, noisy floors or places without Wi-Fi?',
          paragraphs: [
            'Pocket Mentor is built for them. It runs over an ordinary phone call or SMS, so it works in noisy, remote and low-connectivity settings, and in air-gapped environments where devices cannot reach your network.',
          ],
        },
        {
          heading: 'Where do the answers come from?',
          paragraphs: [
            'From your organization’s own procedures, SOPs, checklists, playbooks, training documents and troubleshooting logic, plus what your experts add during setup. Pocket Mentor is designed to answer from that material, and your reviewers call the number and check the answers before staff rely on them.',
          ],
        },
        {
          heading: 'What happens when a question falls outside our procedures?',
          paragraphs: [
            'It follows the escalation points your procedures already define, such as calling a supervisor. Questions that come up often and are not covered are a signal to add content, and we help you do that.',
          ],
        },
        {
          heading: 'Do you collect or store data about callers?',
          paragraphs: [
            'No. Pocket Mentor does not collect or store user data: staff do not create accounts or sign in, and there is no record of who called. The quarterly AI usage reviews in ongoing support look at aggregated, anonymous question topics, not at who asked.',
          ],
        },
        {
          heading: 'Does it need to connect to our systems?',
          paragraphs: [
            'No. There is no system integration, no hardware and no capital spend, so there is nothing for your IT team to connect.',
          ],
        },
        {
          heading: 'How long does it take to get started?',
          paragraphs: [
            'Pocket Mentor is deployable in days. Most of that time goes into preparing and reviewing your content, not technical setup.',
          ],
        },
        {
          heading: 'How do we change a procedure once it is live?',
          paragraphs: [
            'Send us the updated document. Knowledgebase updates are part of ongoing support, so callers hear the current version.',
          ],
        },
        {
          heading: 'Can we offer it to our own clients under our brand?',
          paragraphs: [
            'Yes. Consultants, trainers and other partners can offer it white-label through Powered by Pocket Mentor.',
          ],
        },
        {
          heading: 'What does it cost?',
          paragraphs: [
            'Pricing depends on your teams and your content, so we quote after a short discovery call. There is no hardware to buy and nothing to install.',
          ],
        },
      ],
    },
    {
      type: 'links',
      eyebrow: 'Still have a question?',
      heading: 'Ask us, or read further',
      action: { label: 'Learn More', href: '/company/educational-resources' },
      items: [
        {
          icon: 'MessageSquare',
          title: 'Ask our team',
          description: 'Book a short call and bring your questions, however specific.',
          href: '/contact',
        },
        {
          icon: 'Newspaper',
          title: 'Blog',
          description:
            'Longer answers: why voice-first, what no app and no stored data mean, and how to capture expert know-how.',
          href: '/blog',
        },
        {
          icon: 'FileText',
          title: 'Documentation overview',
          description: 'How content, numbers, calls, texts and rollout fit together.',
          href: '/resources/documentation',
        },
        {
          icon: 'BadgeCheck',
          title: 'Powered by Pocket Mentor',
          description: 'How the white-label layer works for partners.',
          href: '/products/powered-by-pocket-mentor',
        },
      ],
    },
  ],
  closing: {
    heading: 'Bring us the question that is not on this page',
    body: 'A 15-minute discovery call is usually enough to answer it, and to tell you whether Pocket Mentor fits your teams.',
    cta: { label: 'Get in Touch', href: '/contact' },
  },
};

export { page };
