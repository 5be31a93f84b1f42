import type { SolutionContent } from '../types';

const content: SolutionContent = {
  meta: {
    title: 'For Engineers: Standards, Specs and Lessons Learned',
    description:
      'Design standards, specs and lessons learned, answered by phone on site or at the bench. Keep senior engineers’ judgment when they retire. No app.',
  },

  hero: {
    eyebrow: 'For engineering teams',
    title: 'The right spec, on a call, wherever the work is',
    tagline:
      'Your standards exist. Finding the current one on a job site, at the test bench or on a plant floor is the hard part. Pocket Mentor reads back what your documents say, step by step.',
    cta: { label: 'Request a Demo', href: '/contact' },
    snippet: {
      caller: 'Project engineer, pump skid installation',
      question: 'What torque spec do we use on the discharge flange bolts for the new pump skid?',
      answer: [
        'Your piping standard says: use the flange-class torque table in the standard, not the value on the pump vendor’s data sheet.',
        'Tighten in a star pattern over several passes, then finish with a check pass at full torque.',
        'Record the final values on the joint tightening log before the line goes to hydrotest.',
      ],
    },
  },

  visual: { kind: 'scene', exchange: 'call' },

  problem: {
    heading: 'Good engineering gets lost between revisions',
    paragraphs: [
      'Every engineering group has design standards, spec sheets and a lessons-learned file. The trouble is finding the right revision away from the desk, and knowing which lessons apply to the problem in front of you.',
      'So engineers ask the senior person down the hall. That person knows why the standard says what it does, which vendor detail caused the last field failure and which shortcut never works. Their time is stretched thin, and one day they retire.',
      'Lessons that live in a spreadsheet nobody opens get relearned the hard way, on the next project, at full cost.',
    ],
  },

  benefits: {
    heading: 'What engineers get from it',
    bullets: [
      'The current standard or spec is read back by phone at the site, the bench or the plant floor.',
      'Lessons learned come up when a similar question is asked, instead of sitting in a closeout report.',
      'Senior engineers’ reasoning is recorded, so the why behind each standard survives retirements.',
      'Junior engineers and technicians get an answer without waiting for a reviewer to be free.',
      'Hands stay on the work, because the guidance comes by voice rather than on a screen.',
      'Fewer repeat questions reach the senior engineers who hold the most context.',
    ],
  },

  cards: {
    heading: 'Where engineers use it',
    intro: 'From the first design review through commissioning.',
    items: [
      {
        icon: 'Ruler',
        title: 'Standards and specs',
        description:
          'Tolerances, material callouts, torque values and test requirements answered from your controlled documents, so nobody works from an outdated printout.',
      },
      {
        icon: 'Lightbulb',
        title: 'Lessons learned',
        description:
          'Post-project findings and failure reviews become answers people actually hear, tied to the kind of question that would have prevented the problem.',
      },
      {
        icon: 'Brain',
        title: 'Senior engineer knowledge',
        description:
          'Capture the judgment behind the rules from the people with the longest tenure: why a margin exists, what the field taught them and what to check twice.',
      },
      {
        icon: 'ClipboardList',
        title: 'Field and commissioning checks',
        description:
          'Startup sequences, inspection steps and punch list requirements guided by phone, hands-free, for engineers working on site or in a plant.',
      },
      {
        icon: 'RefreshCw',
        title: 'Revisions that reach the field',
        description:
          'When a standard is revised, the answer follows the new document, so field crews aren’t relying on what they remember from the old one.',
      },
    ],
  },

  story: {
    title: 'The lesson that finally stuck',
    subtitle: 'An engineering manager stops paying for the same mistake twice.',
    paragraphs: [
      'Imagine the engineering manager at a mid-sized maker of industrial process equipment. The same kinds of field problems keep returning: a seal specified for the wrong temperature range, a clearance that works on the drawing but leaves no room for the installer’s wrench.',
      'Each one is written up in a lessons-learned report after the fact. The reports are thorough, and almost nobody reads them before the next design review. The principal engineer who remembers every one of them is planning to retire.',
      'The manager has the principal engineer record the lessons and the reasoning behind the company’s design standards, then puts them on a Pocket Mentor line with the current specs. Engineers call during design reviews and site visits to ask whether anything like this has gone wrong before.',
    ],
    outcomes: [
      'The principal engineer’s judgment could stay with the company after retirement',
      'Onboarding time for new engineers could be cut by 80%',
      'Engagement with lessons learned could rise 3x',
      'Fewer repeat questions routed to senior engineers',
    ],
  },

  closing: {
    heading: 'Put your standards where the work happens',
    body: 'In a 15-minute discovery call, we’ll look at which of your standards and lessons-learned files would be most useful on the line, and how a first deployment could run.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
