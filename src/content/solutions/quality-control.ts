import type { SolutionContent } from '../types';

const content: SolutionContent = {
  meta: {
    title: 'Quality Control: The Same Inspection Steps Every Shift',
    description:
      'Inspectors call a number and hear your inspection steps, acceptance criteria and hold procedures the same way on every shift. No app, no login, no screen.',
  },

  hero: {
    eyebrow: 'For quality leaders',
    title: 'One inspection standard, heard the same way on every shift',
    tagline:
      'Pocket Mentor reads your inspection procedures and acceptance criteria back to anyone who calls, step by step. The night shift hears exactly what the day shift hears.',
    cta: { label: 'Book a Discovery Call', href: '/contact' },
    snippet: {
      caller: 'Second-shift inspector, CNC machining cell',
      question: 'First piece off the lathe measures over tolerance on the bore. Can I keep running?',
      answer: [
        'Your first-article procedure says: no. Any dimension out of tolerance stops the run.',
        'Tag the part red, move it to the hold cage, and log it on the nonconformance form.',
        'Have the operator check the tool offsets, then measure a new first piece before restarting.',
      ],
    },
  },

  visual: { kind: 'scene', exchange: 'call' },

  problem: {
    heading: 'Inspection drifts one shortcut at a time',
    paragraphs: [
      'The written procedure is clear. What happens on the floor depends on who trained whom. One inspector checks every feature on the first piece; another checks only the ones that failed last month. One shift tags suspect parts; the next sets them on a bench for later.',
      'Those small differences turn into rework, scrap, customer complaints and audit findings. By the time a pattern shows up in the data, the affected parts have usually moved downstream.',
      'Quality teams can’t stand beside every inspector. The binder at the station gets skimmed, and a question in the middle of the night goes to whoever is nearest rather than to the procedure.',
    ],
  },

  benefits: {
    heading: 'What quality gets from a phone line',
    bullets: [
      'Every inspector hears the same steps, in the same order, drawn from your controlled procedures.',
      'Acceptance criteria, sampling plans and hold rules are one call away at the station, with no screen to find.',
      'Questions that used to end in a guess get a procedure-based answer, 24/7.',
      'New inspectors and cross-trained operators reach a consistent standard sooner.',
      'Quality engineers field fewer escalations about questions the procedure already answers.',
      'No integration with your quality system is required, and no user data is collected or stored.',
    ],
  },

  cards: {
    heading: 'Where consistency pays off',
    intro: 'The points in the process where inspectors are most tempted to improvise.',
    items: [
      {
        icon: 'ClipboardCheck',
        title: 'First-article inspection',
        description:
          'Which features to measure, with which gauge, against which drawing revision. The caller hears the full checklist, not someone’s remembered version of it.',
      },
      {
        icon: 'ShieldAlert',
        title: 'Nonconforming material',
        description:
          'How to tag, segregate and record a suspect part, and who must sign off before it moves, so the hold procedure holds even when the supervisor is off site.',
      },
      {
        icon: 'Gauge',
        title: 'Gauges and calibration',
        description:
          'What to do when a gauge is past its calibration date or disagrees with the one at the next station, before any parts are accepted against it.',
      },
      {
        icon: 'RefreshCw',
        title: 'Shift handover',
        description:
          'Open holds, recent control plan changes and what to watch on the next run, explained the same way to every incoming shift.',
      },
      {
        icon: 'FileCheck',
        title: 'Audit readiness',
        description:
          'When an auditor asks how a check is done, inspectors describe the current procedure, because that is the version they hear every time they call.',
      },
    ],
  },

  story: {
    title: 'Catching it at the first piece',
    subtitle: 'A contract machine shop puts its inspection procedures on a phone line.',
    paragraphs: [
      'Imagine a mid-sized contract machine shop running three shifts. Its procedures are sound, but rework keeps climbing, and most of it traces back to first-piece checks that were skipped or shortened on nights and weekends.',
      'The quality manager loads the first-article procedure, the nonconformance steps and the control plans for the busiest part families into Pocket Mentor. Within days, inspectors and setup operators can call one number from the station.',
      'A second-shift inspector finds a bore over tolerance on a first piece. Instead of deciding alone, they call, hear the hold procedure, tag the part, and have the operator correct the offset before the run starts.',
    ],
    outcomes: [
      'Rework could be cut by 40%',
      'The same first-piece checks on every shift',
      'Fewer suspect parts moving downstream',
      'Fewer late-night calls to the quality engineer',
    ],
  },

  closing: {
    heading: 'Start with the check that gets skipped most',
    body: 'Bring one inspection procedure. On a 15-minute discovery call, we’ll show how your inspectors would hear it on the line, one step at a time.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
