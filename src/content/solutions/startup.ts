import type { SolutionContent } from '../types';

const content: SolutionContent = {
  meta: {
    title: 'Startups: Capture How the Work Gets Done, Early',
    description:
      'Turn founder know-how and rough docs into step-by-step guidance new hires can call for. No IT team, no app, no integration, and live within days.',
  },

  hero: {
    eyebrow: 'For startups',
    title: 'Capture how you work while the team is still small',
    tagline:
      'Your early hires carry the whole operating manual in their heads. Pocket Mentor turns it into a phone line for everyone who joins after them, with no IT team and a launch measured in days.',
    cta: { label: 'Request a Demo', href: '/contact' },
    snippet: {
      caller: 'Installer, home EV charger startup',
      question: 'The customer’s panel has no open breaker slots. Can I still install today?',
      answer: [
        'Your install playbook says: stop here and don’t modify the panel.',
        'Photograph the panel label and breaker layout and send them to the design team.',
        'Tell the customer the team will follow up with options, and mark the job pending.',
      ],
    },
  },

  visual: {
    kind: 'exhibit',
    exhibit: {
      form: 'voice-memo',
      recording: 'Recorded by the founders',
      title: 'How we handle a home install, in our own words',
      chapters: ['Panel checks', 'When to stop', 'Customer handoff'],
      reachLabel: 'On one line for',
      reach: [
        { label: 'Founders', count: 2 },
        { label: 'First hires', count: 10 },
        { label: 'Next hires', count: 18 },
      ],
      facts: ['No IT team', 'Live in days', 'One document to edit'],
      caption:
        'Illustrative: the founders record how they work once, and every hire after them calls one number to hear it. The counts show a team at this scale, not a customer.',
    },
  },

  problem: {
    heading: 'The playbook lives in a group chat and a few people’s memories',
    paragraphs: [
      'In a startup, the way things are done gets invented on the fly. The first operators work out the install sequence, the escalation path and the customer script by doing them, and rarely find time to write any of it down properly.',
      'Then the company lands funding or a big customer, hiring speeds up, and the founding team becomes the training department. Every question turns into a message in a group chat, and the answers don’t always agree.',
      'There is no IT team to roll out tools, and no time to build a training program for a process that will change again next month.',
    ],
  },

  benefits: {
    heading: 'Operating discipline without the overhead',
    bullets: [
      'Rough docs, recorded walk-throughs and what the founders know become guidance any new hire can call up.',
      'It is deployable in days, with no IT team, no integration and no app for field staff to download.',
      'Change the process as often as you need to, and callers hear the latest version.',
      'Founders and early operators get interrupted less and have more time to build.',
      'No user data is collected or stored, so there is no new store of personal information to secure.',
    ],
  },

  cards: {
    heading: 'Where early teams put it first',
    items: [
      {
        icon: 'Lightbulb',
        title: 'Founder knowledge capture',
        description:
          'Record how the founders handle the edge cases: the difficult install, the upset customer, the supplier that ships late. New hires hear it when the case comes up.',
      },
      {
        icon: 'UserPlus',
        title: 'The next wave of hires',
        description:
          'Every new operator asks the same early questions. Pocket Mentor answers them the way the founding team would, without another message in the group chat.',
      },
      {
        icon: 'Headphones',
        title: 'Customer-facing scripts',
        description:
          'Keep what support and field staff tell customers consistent while the product, pricing and policies are still moving under them.',
      },
      {
        icon: 'RefreshCw',
        title: 'Processes that change weekly',
        description:
          'Edit the source document and the spoken guidance follows. There is no course to rebuild and no slide deck to send around again.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Safe habits from the start',
        description:
          'Build good habits while the team is small: the same pre-job checks and stop-work rules for every installer, contractor and new hire.',
      },
    ],
  },

  story: {
    title: 'Scaling installs without scaling confusion',
    subtitle: 'A young hardware company moves its know-how out of the founders’ heads.',
    paragraphs: [
      'Imagine a young company that installs EV chargers in homes. The founders did the first installs themselves and learned every lesson the hard way: panels with no room, long cable runs, homeowners expecting a same-day install.',
      'Hiring picks up. Instead of adding every new installer to the founders’ group chat, the team records how it handles the common problems and loads its install checklist into Pocket Mentor. The line is live in days, and installers call from the driveway to hear the next step.',
      'When the company changes its permit process, it edits one document. The next installer who calls hears the new steps, and nobody has to remember to forward a message.',
    ],
    outcomes: [
      'Fewer routine questions escalated to the founders',
      'Engagement with the install checklist could rise 5x',
      'A consistent install sequence from every new hire’s first week',
      'Founders spend less time answering the same questions',
    ],
  },

  closing: {
    heading: 'Get your know-how out of the group chat',
    body: 'A 15-minute discovery call will show whether your process is ready for a phone line. One checklist is a good place to begin.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
