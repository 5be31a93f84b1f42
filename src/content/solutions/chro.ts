import type { SolutionContent } from '../types';

const content: SolutionContent = {
  meta: {
    title: 'For CHROs: Shorter Ramp Time for Every New Hire',
    description:
      'Give every new hire a mentor on the phone from the first shift. Steadier onboarding, shorter ramp time, and veteran know-how kept when people leave.',
  },

  hero: {
    eyebrow: 'For people leaders',
    title: 'Onboarding that keeps going after orientation ends',
    tagline:
      'Orientation covers a lot in a short time, and much of it doesn’t stick. Pocket Mentor gives every new hire a number to call for your procedures and policies, step by step, on any shift.',
    cta: { label: 'Book a Discovery Call', href: '/contact' },
    snippet: {
      caller: 'New warehouse associate, first week',
      question: 'I think I pulled something in my back lifting a case. What am I supposed to do?',
      answer: [
        'Your injury reporting procedure says: stop lifting and tell your shift lead now, even if it seems minor.',
        'Your shift lead fills out the incident report with you before the end of the shift.',
        'If you need medical care, the lead will send you to the approved clinic posted in the break room.',
      ],
    },
  },

  visual: {
    kind: 'exhibit',
    exhibit: {
      form: 'onboarding-timeline',
      title: 'Orientation ends on day one. The questions keep coming.',
      stops: [
        { when: 'Day 1', title: 'Orientation' },
        { when: 'Week 1', title: 'Injury reporting', question: 'I hurt my back lifting. What do I do?' },
        { when: 'Week 3', title: 'Food safety', question: 'What temperature does the deli case need?' },
        { when: 'Month 2', title: 'Handbook', question: 'How do I swap a shift with someone?' },
      ],
      figure: { value: 'Up to 80%', label: 'shorter onboarding', reading: 'Illustrative target' },
      caption:
        'Example questions a new hire might call about, each answered from your own procedures and handbook. Up to 80% shorter onboarding is an illustrative target the product is designed to help reach, not a measured result.',
    },
  },

  problem: {
    heading: 'Turnover resets the clock on every team',
    paragraphs: [
      'In frontline roles, the first weeks decide whether a new hire stays. They are also the weeks when people feel least sure of themselves, and least willing to interrupt a busy supervisor with a question they think they should already know.',
      'HR designs the onboarding program, but most of the real teaching happens on the floor, by whoever is nearby. Quality depends on the shift, the site and the trainer’s patience, and every departure means starting over.',
      'Meanwhile, your longest-serving employees carry knowledge no handbook records. When they retire, it goes with them.',
    ],
  },

  benefits: {
    heading: 'What changes for HR and the people you hire',
    bullets: [
      'New hires reach full productivity sooner, with answers available on their first shift and every shift after.',
      'Every location delivers the same onboarding content, whoever happens to be training that week.',
      'Employees can ask the questions they’d hesitate to bring to a supervisor, without anyone watching.',
      'Attendance, leave and incident-reporting questions get your handbook’s answer rather than break-room advice.',
      'Veteran expertise is recorded ahead of retirements, so it outlasts any one person’s tenure.',
      'No user data is collected or stored, so the line never becomes another system tracking your workforce.',
    ],
  },

  cards: {
    heading: 'Built around the employee lifecycle',
    intro: 'From the first shift to the day your most experienced people hand over.',
    items: [
      {
        icon: 'UserPlus',
        title: 'First-week support',
        description:
          'New hires call for the basics orientation covered too quickly: where to clock in, how to report an absence, and what to do when something goes wrong.',
      },
      {
        icon: 'Timer',
        title: 'Shorter ramp time',
        description:
          'Job procedures are available step by step on the floor, so new people work independently sooner and lean less on the colleague beside them.',
      },
      {
        icon: 'BookOpen',
        title: 'Handbook answers',
        description:
          'Leave, attendance, scheduling and conduct questions are answered from your own policies, consistently, at any hour and without a ticket to HR.',
      },
      {
        icon: 'Brain',
        title: 'Knowledge that stays',
        description:
          'Interview your veterans and put their know-how on the line, so their judgment keeps teaching new hires long after they have moved on.',
      },
      {
        icon: 'Users',
        title: 'Room for supervisors to coach',
        description:
          'Fewer repeat questions reach team leads, which leaves them time to give feedback, build the team and notice when a new hire is struggling.',
      },
    ],
  },

  story: {
    title: 'Seasonal hiring without the seasonal scramble',
    subtitle: 'A people leader rethinks how a large intake learns the job.',
    paragraphs: [
      'Imagine the CHRO of a regional grocery chain that staffs up before every holiday season. Store managers bring on large groups of temporary and part-time hires in a few weeks, and the same problems follow each year: missed food safety steps, register errors and early quits.',
      'This season, HR puts the new-hire orientation, the store handbook and the department procedures for produce, deli and front end on a Pocket Mentor line. Every new hire gets the number on a badge card and is told to call before guessing.',
      'Department leads still train on the floor, but the repeat questions go to the phone. A new hire who feels lost during a quiet moment can call and hear the steps again without asking anyone.',
    ],
    outcomes: [
      'Onboarding time could be cut by up to 80%',
      'New-hire engagement with training material could rise 3x',
      'Fewer questions escalated from the floor to store managers',
    ],
  },

  closing: {
    heading: 'Find out where your new hires lose time',
    body: 'In a 15-minute discovery call, we’ll talk through the roles that take longest to ramp and what a first deployment for one site or job family could look like.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
