import type { SolutionContent } from '../types';

const content: SolutionContent = {
  meta: {
    title: 'For Field Technicians: The Next Step, Hands-Free',
    description:
      'Technicians call an ordinary number and hear the next step from your own service procedures. Hands-free on speaker, with no app, no login and no Wi-Fi.',
  },

  hero: {
    eyebrow: 'For field technicians',
    title: 'The next step, spoken, while your hands stay on the job',
    tagline:
      'Your technicians call a number, describe what they see, and hear the next step from your own service procedures. No app to open, no login, and no screen to read with gloves on.',
    cta: { label: 'Request a Demo', href: '/contact' },
    snippet: {
      caller: 'Service technician, basement boiler room',
      question: 'The boiler’s locked out on a flame failure. What’s my first check?',
      answer: [
        'Your service procedure says: confirm the gas supply is on and the manual valve is open.',
        'Pull the flame sensor and clean any carbon off the rod with fine emery cloth.',
        'Reset once. If it locks out again, stop and call the on-call lead before a second reset.',
      ],
    },
  },

  visual: { kind: 'scene', exchange: 'call' },

  problem: {
    heading: 'The hard calls happen where help is hardest to reach',
    paragraphs: [
      'A technician on a service call is usually alone: in a crawl space, on a rooftop, in a plant room at the end of a long corridor. When the fault isn’t the one they trained on, they can guess, scroll a PDF on a cracked phone, or call the one senior tech everyone calls.',
      'Each option has a cost. Guesses turn into callbacks and repeat truck rolls. Manuals are hard to read with gloves on and a flashlight in one hand. And the senior tech spends half the day on the phone instead of closing their own tickets.',
      'Tablets and field service apps help when there’s a data signal and a free hand. Down in a mechanical room behind concrete, the data connection often gives up long before an ordinary voice call does.',
    ],
  },

  benefits: {
    heading: 'What changes for the technician',
    bullets: [
      'Call from any phone, put it on speaker, and keep both hands on the equipment.',
      'The steps come from your company’s own service procedures and troubleshooting logic, in the order your best techs follow.',
      'It’s an ordinary phone call with no app, login or Wi-Fi, so it works where a data connection won’t load.',
      'The line is available 24/7, including the emergency call at 2 a.m. when the senior tech is asleep.',
      'Safety steps such as lockout/tagout are read back in the sequence your procedure sets, every time.',
      'Fewer escalations reach the office, and fewer return visits happen because a step got missed.',
    ],
  },

  cards: {
    heading: 'Built for the job in front of them',
    intro: 'The moments when a spoken answer beats a manual on the truck seat.',
    items: [
      {
        icon: 'Search',
        title: 'Troubleshooting a fault',
        description:
          'Describe the symptom and the error code. The line walks through your troubleshooting tree one check at a time, in the order your senior techs would take it.',
      },
      {
        icon: 'ShieldAlert',
        title: 'Safety before the work starts',
        description:
          'Lockout/tagout, confined-space checks and PPE requirements are read back step by step, so nobody cuts a corner because the customer is waiting.',
      },
      {
        icon: 'ListChecks',
        title: 'Installs and commissioning',
        description:
          'Startup sequences, torque specs and commissioning checklists from your own documents, one step at a time, while the technician keeps their eyes on the equipment.',
      },
      {
        icon: 'Clock',
        title: 'After-hours emergencies',
        description:
          'The on-call technician gets the same guidance at midnight as at noon, before waking a supervisor for something the procedure already covers.',
      },
      {
        icon: 'FileText',
        title: 'Work orders and parts',
        description:
          'What to record on the work order, which part supersedes a discontinued one, and when a repair needs a quote before any work goes ahead.',
      },
    ],
  },

  story: {
    title: 'The callback that never gets booked',
    subtitle: 'A regional service company puts its troubleshooting guides on a phone line.',
    paragraphs: [
      'Imagine a regional HVAC and boiler service company with a mix of veterans and newer technicians. Most of its callbacks trace back to the same handful of faults, and most of the answers live in the heads of three senior techs.',
      'The company records how those techs diagnose a flame failure, a short-cycling rooftop unit and a frozen evaporator coil, and adds its service procedures and lockout/tagout steps. Pocket Mentor is live within days. Technicians save one number in their phones.',
      'On a winter night, a first-year technician is in a basement boiler room where the tablet won’t load. They call the line on speaker, clean the flame sensor, reset once as the procedure allows, and close the job without a return visit.',
    ],
    outcomes: [
      'Equipment downtime for customers could be cut by 40% in 30 days',
      'Fewer routine questions escalated to the office',
      'Fewer callbacks and repeat truck rolls',
      'Senior technicians back on their own jobs instead of the phone',
    ],
  },

  closing: {
    heading: 'Put your service manual on speakerphone',
    body: 'Bring the troubleshooting guide your technicians ask about most. In a 15-minute discovery call, we’ll show how it sounds on an ordinary phone line.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
