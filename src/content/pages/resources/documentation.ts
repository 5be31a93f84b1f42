import type { ComposedPageContent } from '../../types';

const page: ComposedPageContent = {
  path: '/resources/documentation',
  meta: {
    title: 'Documentation | Pocket Mentor',
    description:
      'Pocket Mentor documentation: what you send, how content is prepared and reviewed, how staff call or text, updates, data and support.',
  },
  hero: {
    eyebrow: 'Documentation',
    title: 'How Pocket Mentor works, from documents to first call',
    tagline:
      'What you send, how your content is prepared and reviewed, how staff call or text, and how it is kept current after launch. Written for the people who will set it up.',
    cta: { label: 'Book a Discovery Call', href: '/contact' },
    secondary: { label: 'Read the Knowledge Base', href: '/resources/knowledge-base' },
    scene: 'resources-documentation',
  },
  blocks: [
    {
      type: 'docs',
      eyebrow: 'Documentation',
      heading: 'Set up and run Pocket Mentor',
      intro:
        'Four parts, in the order a rollout meets them. None of them involves installing software, connecting systems or buying equipment.',
      indexLabel: 'Documentation contents',
      groups: [
        {
          title: 'Getting started',
          sections: [
            {
              id: 'what-it-is',
              icon: 'Phone',
              title: 'What Pocket Mentor is',
              paragraphs: [
                'Pocket Mentor is a voice-first AI mentor. Frontline, field and operations staff reach it by an ordinary phone call or SMS and get step-by-step spoken guidance, training and reinforcement, drawn from your organization’s own procedures.',
                'There is nothing for staff to install or sign into: no app, login, portal or screen. On your side there is no Wi-Fi, hardware, system integration or capital spend to plan for.',
              ],
              list: {
                items: [
                  'Any phone: smartphone, basic phone, desk phone or the handset in the truck',
                  'Designed for noisy, remote, low-connectivity and air-gapped settings',
                  'Available 24/7, including nights, weekends and holidays',
                  'No user data collected or stored',
                ],
              },
            },
            {
              id: 'what-you-send',
              icon: 'FileText',
              title: 'What you send',
              paragraphs: [
                'Pocket Mentor answers from the material your organization provides, so setup starts with your documents, in the formats you already use. Nothing needs rewriting before you send it.',
              ],
              list: {
                items: [
                  'Procedures and SOPs',
                  'Checklists and playbooks',
                  'Training documents, handouts and job aids',
                  'Troubleshooting logic and notes',
                  'Expert know-how: one or two people who can answer what the documents leave open',
                ],
              },
              note: 'Start with one team’s material. More teams and content are added once the first group is using it.',
            },
            {
              id: 'before-onboarding',
              icon: 'ListChecks',
              title: 'Before your first working session',
              paragraphs: ['Gather these for the team you want to start with. Most are things you already have.'],
              list: {
                ordered: true,
                items: [
                  'The procedures, SOPs and checklists for that team, as they are today',
                  'Troubleshooting notes, job aids and training handouts people actually use',
                  'The roles of one or two experts who can answer questions about them',
                  'The team or site you want to start with',
                  'The person who will review content before launch',
                  'Where your procedures tell staff to stop and escalate',
                ],
              },
            },
            {
              id: 'timeline',
              icon: 'Timer',
              title: 'How long setup takes',
              paragraphs: [
                'Pocket Mentor is designed to be deployable in days. There is no software to install and no system to connect, so the time goes into your content and into your reviewers’ testing.',
              ],
              more: { label: 'Implementation and onboarding', href: '/services/implementation' },
            },
          ],
        },
        {
          title: 'Content and review',
          sections: [
            {
              id: 'content-preparation',
              icon: 'BookOpenCheck',
              title: 'How content is prepared',
              paragraphs: [
                'Long or dense passages are rewritten so they make sense when heard, not read, and procedures are broken into steps a caller can follow one at a time while they work.',
                'Where the documents leave gaps, your subject-matter experts fill them. Walk your veterans through the tricky cases once, and their judgment becomes guidance a new hire can call up.',
              ],
            },
            {
              id: 'review',
              icon: 'ClipboardCheck',
              title: 'How answers are reviewed',
              paragraphs: ['Before anyone on the floor hears an answer, your own reviewers call and text the number.'],
              list: {
                ordered: true,
                items: [
                  'Reviewers ask the questions staff really ask, in their own words',
                  'Wrong or unclear answers are corrected at the source document',
                  'The points where a procedure says to stop and escalate are checked',
                  'The launch date is set with you',
                ],
              },
            },
            {
              id: 'escalation',
              icon: 'ShieldAlert',
              title: 'Where the guidance stops',
              paragraphs: [
                'Pocket Mentor follows your procedures, including the points where they say to stop and call a supervisor or a specialist. Those points are agreed and tested during setup.',
              ],
            },
            {
              id: 'updates',
              icon: 'RefreshCw',
              title: 'Updating content',
              paragraphs: [
                'When a procedure changes, send the updated document. Knowledgebase updates are part of ongoing support and are made as needed.',
              ],
              note: 'Quarterly AI usage reviews look at aggregated, anonymous question topics, not at who asked, and show where guidance needs to be clearer.',
            },
          ],
        },
        {
          title: 'Calls and texts',
          sections: [
            {
              id: 'numbers',
              icon: 'PhoneCall',
              title: 'Your number',
              paragraphs: ['Staff reach Pocket Mentor through an ordinary phone number set up for your organization.'],
              list: {
                items: [
                  'You agree which teams share a number and which content each number answers from',
                  'Nothing changes on your staff’s phones beyond saving a contact',
                  'The same setup works for company phones and personal ones',
                ],
              },
            },
            {
              id: 'calling',
              icon: 'Mic',
              title: 'Calling',
              paragraphs: [
                'Staff dial the number and ask their question in plain words, the way they would ask a colleague. Pocket Mentor answers with the steps from your procedure, one at a time, so the caller can keep working while they listen.',
              ],
            },
            {
              id: 'texting',
              icon: 'MessageSquare',
              title: 'Texting',
              paragraphs: [
                'Where talking out loud is not practical, staff can send their question by SMS instead and get the guidance back in a text message.',
              ],
            },
            {
              id: 'rollout',
              icon: 'Rocket',
              title: 'Introducing it to staff',
              paragraphs: [
                'There is nothing for frontline staff to install or sign into. They need the number and a sense of what it can answer.',
              ],
              list: {
                ordered: true,
                items: [
                  'Start with one pilot team and one set of procedures',
                  'Supervisors introduce the number in a short shift briefing',
                  'Add teams and content once the first group is using it',
                ],
              },
            },
          ],
        },
        {
          title: 'Data and support',
          sections: [
            {
              id: 'privacy',
              icon: 'Lock',
              title: 'Privacy and data',
              paragraphs: [
                'There is no app, login or account for staff, and Pocket Mentor does not collect or store user data.',
                'The quarterly AI usage reviews in ongoing support look at aggregated, anonymous question topics, not at who asked.',
              ],
              more: { label: 'Privacy policy', href: '/legal/privacy-policy' },
            },
            {
              id: 'support',
              icon: 'LifeBuoy',
              title: 'Support after launch',
              paragraphs: [
                'Ongoing support starts with a post-launch phase for the first 30 to 60 days after launch and continues from there.',
              ],
              list: {
                items: [
                  'Account management: ongoing',
                  'Technical issue support: priority',
                  'Knowledgebase updates: as needed',
                  'Training refreshers: on request',
                  'Optional monthly refresher calls',
                ],
              },
              more: { label: 'Ongoing support', href: '/services/support' },
            },
            {
              id: 'white-label',
              icon: 'Layers',
              title: 'Offering it under your own brand',
              paragraphs: [
                'Consultants and partners can offer Pocket Mentor under their own name and number as a white-label service, for their clients or after their workshops.',
              ],
              more: { label: 'Powered by Pocket Mentor', href: '/products/powered-by-pocket-mentor' },
            },
          ],
        },
      ],
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
          icon: 'Lightbulb',
          title: 'Knowledge base',
          description: 'Short answers to the questions we hear most.',
          href: '/resources/knowledge-base',
        },
        {
          icon: 'Headphones',
          title: 'Support center',
          description: 'How to get help once your number is live.',
          href: '/resources/support-center',
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
