import type { SolutionContent } from '../types';

const content: SolutionContent = {
  meta: {
    title: 'Fast-Growing Businesses: Train as Fast as You Hire',
    description:
      'Hiring faster than you can train? Pocket Mentor gives every new hire your current procedures on a phone call, so the standard holds as you grow.',
  },

  hero: {
    eyebrow: 'For fast-growing businesses',
    title: 'Hiring faster than you can train? Put the trainer on call.',
    tagline:
      'When headcount grows faster than your bench of experienced people, new hires need answers that don’t depend on who’s free. Pocket Mentor gives each of them your procedures through one phone number.',
    cta: { label: 'Request a Demo', href: '/contact' },
    snippet: {
      caller: 'New crew lead, second week, newest branch',
      question: 'The homeowner wants to add a room to the job. Do I quote it here or send it to the office?',
      answer: [
        'Your change-order playbook says: don’t quote on site. Note the added scope on the job sheet.',
        'Tell the homeowner the office will send a written change order today.',
        'Finish the original scope, and call your ops manager if the new room affects it.',
      ],
    },
  },

  visual: {
    kind: 'exhibit',
    exhibit: {
      form: 'growth-chart',
      title: 'Headcount grows faster than your bench of experienced people',
      periods: ['Year one', 'Year two', 'Year three'],
      hires: { label: 'New hires to train', points: [10, 15, 23, 34, 48, 66, 90] },
      experts: { label: 'People free to train them', points: [8, 10, 12, 13, 15, 17, 18] },
      gap: 'The gap the line covers',
      facts: [
        { item: 'Each new branch', value: 'The same number, day one' },
        { item: 'Time to go live', value: 'Days' },
      ],
      caption:
        'The shape of the problem, not measured data: new hires outnumber the experienced people free to train them, and the questions in between go to one number.',
    },
  },

  problem: {
    heading: 'Every hiring wave dilutes the way you work a little more',
    paragraphs: [
      'Growth hides a training problem. The first crews learned from the founders, shoulder to shoulder. The next wave learns from people who joined a few months earlier, and every retelling drops a step.',
      'Your best people end up training instead of doing the work that made you grow. Managers field the same questions on every shift, and onboarding becomes whatever the busiest person has time to show.',
      'A formal program takes months to build. By the time the course is ready, the process has changed again.',
    ],
  },

  benefits: {
    heading: 'Add people without adding confusion',
    bullets: [
      'New hires get the current, approved answer from their first shift, not a secondhand version of it.',
      'Experienced staff spend their time on customers and hard problems instead of repeating the basics.',
      'When a process changes, you update the source once and every caller hears the new version.',
      'Opening a new location no longer means lending your best manager to it for weeks.',
      'Onboarding keeps pace with recruiting, because the guidance doesn’t depend on a trainer’s calendar.',
    ],
  },

  cards: {
    heading: 'Built for the stage you’re in',
    intro: 'Growth strains the same few places in almost every operation. These are where a phone line helps first.',
    items: [
      {
        icon: 'UserPlus',
        title: 'Hiring waves',
        description:
          'Bring on a large class of new hires at once. All of them can call with the same question at the same moment and hear a consistent answer.',
      },
      {
        icon: 'MapPin',
        title: 'New locations',
        description:
          'Open the next branch, store or depot with your way of working already on the phone, instead of relying on whoever transfers over.',
      },
      {
        icon: 'RefreshCw',
        title: 'A playbook that keeps moving',
        description:
          'Growing companies rewrite their processes constantly. Revise the document and the next call reflects it, with no course to rebuild or reprint.',
      },
      {
        icon: 'Users',
        title: 'First-time supervisors',
        description:
          'People promoted quickly get guidance too: how to run a shift handover, handle a no-show, or coach a new hire who is struggling.',
      },
      {
        icon: 'Timer',
        title: 'Faster ramp',
        description:
          'People reach independence sooner when the answer to “what do I do now?” is a phone call away, on the job and on every shift.',
      },
    ],
  },

  story: {
    title: 'Opening the next branch without sending the A-team',
    subtitle: 'A home-services company grows faster than its senior crews can train.',
    paragraphs: [
      'Imagine a home-services company hiring installers faster than its senior crew leads can train them. Each new branch gets a borrowed lead for a few weeks, and the original branch runs short while they are gone.',
      'Instead of stretching its most experienced people across every opening, the company puts its install procedures, change-order playbook and job close-out checklist on a Pocket Mentor line. New installers call from the job: how to handle a scope change, what to check before packing up, how to walk the homeowner through the finished work.',
      'Senior leads still visit the new branches. They spend those visits on judgment and coaching rather than reciting the checklist.',
    ],
    outcomes: [
      'Onboarding time for new installers could fall by 80%',
      'Every branch could follow the same change-order process from its first job',
      'Fewer questions escalated to senior leads and the office',
      'Crew engagement with the procedures could rise 3x',
    ],
  },

  closing: {
    heading: 'Keep your standards while you scale',
    body: 'Tell us which role you’re hiring for fastest. On a 15-minute discovery call, we’ll sketch what its first-week guidance line could sound like.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
