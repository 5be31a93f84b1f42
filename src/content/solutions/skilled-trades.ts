import type { SolutionContent } from '../types';

const content: SolutionContent = {
  meta: {
    title: 'Skilled Trades: Master Know-How for Every Apprentice',
    description:
      'Capture what your master plumbers, electricians and welders know before they retire, and put it on a phone line apprentices can call from the job, 24/7.',
  },

  hero: {
    eyebrow: 'For the skilled trades',
    title: 'What the master knows, on call for every apprentice',
    tagline:
      'Pocket Mentor captures the know-how of your most experienced tradespeople and gives it back, step by step, to anyone who calls from the job. Apprentices get answers, and masters get to finish their own work.',
    cta: { label: 'Request a Demo', href: '/contact' },
    snippet: {
      caller: 'Plumbing apprentice, residential remodel',
      question: 'The pressure test on the new supply lines keeps dropping. What do I check?',
      answer: [
        'Your company procedure says: check every joint made today first, starting with the press fittings.',
        'Brush soapy water on each joint and watch for bubbles.',
        'Fix the leak, re-pressurize, and hold the test for the full time on the checklist before you sign off.',
      ],
    },
  },

  visual: { kind: 'scene', exchange: 'sms' },

  problem: {
    heading: 'The best training manual is about to retire',
    paragraphs: [
      'In most trade shops, the real manual is a handful of masters and senior journeymen. They know which fittings give trouble, how a given inspector likes things done, and which shortcut works and which one earns a callback.',
      'In many shops, several of those people are nearing retirement. Apprentices learn by following them around, and there are more apprentices than masters to follow. When the foreman is on another site, a question either waits or gets a guess.',
      'Write-ups and training videos help, but nobody watches a video with a work light in one hand and a pipe wrench in the other. Apprentices need the master’s answer at the moment the question comes up.',
    ],
  },

  benefits: {
    heading: 'Why trade businesses put it to work',
    bullets: [
      'Masters record how they actually do the work, and that knowledge stays in the business after they hang up their tools.',
      'Apprentices call from the job on any phone and hear the next step without waiting for the foreman.',
      'Answers come from your own install standards, checklists and the way your crews do the work.',
      'Foremen and masters take fewer interruptions and spend more of the day on their own jobs.',
      'Ramp time shortens from first-year apprentice to productive crew member.',
      'It works on a noisy job site on speaker, with nothing to install and no Wi-Fi needed.',
    ],
  },

  cards: {
    heading: 'From the master’s head to the apprentice’s phone',
    intro: 'Four places where captured know-how earns its keep.',
    items: [
      {
        icon: 'Mic',
        title: 'Capture before retirement',
        description:
          'Sit a master down for recorded walkthroughs of the jobs they know best. Their sequence, their checks and their warnings become answers anyone on the crew can call up.',
      },
      {
        icon: 'GraduationCap',
        title: 'Apprentice support on site',
        description:
          'When the foreman is across town, a second-year apprentice still hears how your shop handles a rough-in, a pressure test or a panel change.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Safety steps in order',
        description:
          'Lockout/tagout, hot-work permits, ladder and trench rules read back in the order your safety program sets, before anyone picks up a tool.',
      },
      {
        icon: 'ListChecks',
        title: 'Sign-off checklists',
        description:
          'The punch list and sign-off checks for each job type, so the work is right the first time and the inspection isn’t the first time anyone looked.',
      },
    ],
  },

  story: {
    title: 'The master’s last season on the tools',
    subtitle: 'A mechanical contractor captures a master plumber’s know-how ahead of retirement.',
    paragraphs: [
      'Imagine a mid-sized plumbing and mechanical contractor whose master plumber plans to retire next spring. For years, apprentices have learned the shop’s way of doing things by working beside that one person.',
      'Over a few weeks, the master walks through the jobs that generate the most questions: pressure tests, water heater swaps, backflow assemblies and rough-in layouts. Those walkthroughs and the company’s install standards go onto a Pocket Mentor line.',
      'Now a second-year apprentice on a remodel calls the line when a pressure test won’t hold, hears the master’s sequence for finding the leak, and passes the test without pulling a foreman off another job.',
      'When the master retires, the line still answers the way they would.',
    ],
    outcomes: [
      'Onboarding time for new apprentices could be cut by 60%',
      'The master’s methods stay with the company after retirement',
      'Fewer calls to foremen from job sites',
    ],
  },

  closing: {
    heading: 'Capture it while the expert is still here',
    body: 'Name the person your crews call most. On a 15-minute discovery call, we’ll show how their know-how could become a line every apprentice can call.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
