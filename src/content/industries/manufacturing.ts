import type { IndustryContent } from '../types';

const content: IndustryContent = {
  meta: {
    title: 'Manufacturing: SOP Guidance at the Line, by Phone',
    description:
      'Operators, maintenance techs and warehouse crews call one number to hear your SOPs, changeovers and lockout/tagout steps aloud. No tablets or Wi-Fi needed.',
  },

  hero: {
    eyebrow: 'Pocket Mentor for Manufacturing',
    title: 'Standard work, spoken at the machine',
    tagline:
      'Pick up any phone on the floor and hear your SOPs, setup sheets and lockout/tagout steps in order, even over the noise of the line. No terminals, no tablets, no Wi-Fi.',
    cta: { label: 'Request a Demo', href: '/contact' },
    snippet: {
      caller: 'Maintenance tech, press line, second shift',
      question: 'Press 4 stopped on a light curtain fault. How do I reset it?',
      answer: [
        'Your press SOP: check the emitter and receiver for debris, damage or misalignment first.',
        'Confirm nothing is in the sensing field, then reset at the operator panel.',
        'Run one cycle in inch mode and watch the die area before releasing it to production.',
      ],
    },
  },

  problem: {
    heading: 'The best setup person on the floor is about to retire',
    paragraphs: [
      'On most plant floors, the real procedure is the written SOP plus what the senior people know: the shim that keeps the die seated, the order that gets a changeover done without scrap, the sound a gearbox makes before it fails. That knowledge is retiring with the people who built it, and little of it was written down.',
      'Meanwhile turnover keeps the training load high. New operators learn by shadowing whoever is free, and each shift drifts into its own habits. Setup sheets get skipped, torque specs get guessed, and the first sign is scrap, rework or a nonconformance report.',
      'The SOPs exist, but they live in a binder at the cell, a shared drive in the office or a terminal at the end of the line. Nobody wearing gloves, hearing protection and safety glasses is going to walk over and scroll through them halfway through a changeover.',
    ],
  },

  noInfrastructure: {
    heading: 'Nothing to mount at the line, nothing on the plant network',
    intro:
      'Plant floors are loud, spread out and full of dead zones, and OT networks are kept separate for good reason. Pocket Mentor needs no terminal, no tablet and no connection to your plant systems: a phone call or a text is enough.',
  },

  benefits: {
    heading: 'What changes on the floor',
    items: [
      {
        icon: 'RefreshCw',
        title: 'Cleaner changeovers',
        description:
          'Operators hear the changeover sequence in order, from line clearance to first-article check, so steps stop getting dropped between shifts.',
      },
      {
        icon: 'Wrench',
        title: 'Maintenance without the phone tree',
        description:
          'Techs call up your PM procedures and fault-finding logic at the machine, instead of waiting for the one person who understands the old hydraulic unit.',
      },
      {
        icon: 'ShieldAlert',
        title: 'Safety steps, every time',
        description:
          'Lockout/tagout, confined-space and chemical-handling procedures spoken step by step from your written procedure, including the verification steps that get rushed at the end of a shift.',
      },
      {
        icon: 'Timer',
        title: 'Shorter ramp for new hires',
        description:
          'New operators and temp workers reach standard work sooner, with onboarding cut by up to 80% when the trainer’s explanations are a phone call away.',
      },
      {
        icon: 'Brain',
        title: 'Tribal knowledge, captured',
        description:
          'Record your veteran setup techs and maintenance leads walking through the jobs they do by feel. New people hear those tips alongside the official SOP.',
      },
      {
        icon: 'Layers',
        title: 'One standard across shifts and sites',
        description:
          'Every shift and every plant hears the same approved steps, so the process you validated is the process people actually run.',
      },
    ],
  },

  useCases: {
    heading: 'On the line, in the shop, at the dock and in the training room',
    intro:
      'Each area loads its own procedures, so a forklift driver and a press operator hear different, relevant answers from the same number.',
    groups: [
      {
        heading: 'Plant areas',
        items: [
          {
            icon: 'Gauge',
            title: 'Production',
            description:
              'Setup sheets, changeover sequences, first-article checks and what to do when the SPC chart goes out of control, spoken at the cell without stopping to find the binder.',
            ask: 'Changeover to part 4471. What’s the setup order?',
            firstStep:
              'Your setup sheet: load the fixture and touch off tools in the order listed, then run the first-article check.',
          },
          {
            icon: 'Wrench',
            title: 'Maintenance',
            description:
              'PM routines, lockout points, fault codes and troubleshooting trees for the equipment only one veteran used to understand, ready for the night-shift tech at the machine.',
            ask: 'Where are the lockout points on the number 3 press?',
            firstStep:
              'Your press lockout procedure: the main disconnect, then the air supply valve, then bleed the accumulator.',
          },
          {
            icon: 'Forklift',
            title: 'Warehouse',
            description:
              'Forklift pre-shift inspections, receiving against the ASN, hold-tag and quarantine procedures, cycle counts and FIFO rules, talked through at the dock door before the load moves.',
            ask: 'Forklift horn isn’t working on the pre-shift check. Can I use it?',
            firstStep:
              'Your pre-shift inspection policy: tag the truck out of service and tell your lead before the shift starts.',
          },
          {
            icon: 'GraduationCap',
            title: 'Training',
            description:
              'Turn job instruction breakdowns and skills-matrix requirements into reinforcement people can call after training, so cross-trained operators remember the steps next time they run that station.',
            ask: 'What are the key points for the torque step on this station?',
            firstStep:
              'From your job instruction breakdown: the key point is the tightening sequence, always in a star pattern.',
          },
        ],
      },
    ],
  },

  whyChoose: {
    heading: 'Built for a loud floor and a lean team',
    items: [
      'Answers from your own SOPs, setup sheets and maintenance procedures',
      'Works on any phone, in noisy areas and on air-gapped sites',
      'No terminals, tablets or connection to plant systems',
      'Captures veteran operators’ and techs’ know-how',
      'Available 24/7 across every shift',
      'No data kept on the operators and techs who call',
      'Running in days, with no capital project to justify',
    ],
  },

  story: {
    title: 'The night the press line stopped',
    subtitle: 'A metal stamping plant about to lose its most experienced maintenance lead',
    paragraphs: [
      'Imagine a mid-sized stamping plant that runs around the clock. Its maintenance lead has spent decades on the press line and is the person everyone calls when a press faults at night. Retirement is a few months away. The written procedures cover the basics; the fixes that actually get the line running again live in the lead’s head.',
      'The plant loads its press SOPs, PM procedures and lockout/tagout points into Pocket Mentor. Then the lead spends a handful of sessions talking through the faults that come up most, which shortcuts are safe and which aren’t, and the order to check things when a die won’t seat.',
      'On second shift, a press stops mid-run. The technician on duty, hired the previous spring, calls the number from the press floor. Over the noise, Pocket Mentor walks through lockout first, then the checks in the lead’s order. The line is back up before anyone thinks of calling the lead at home.',
    ],
    outcomes: [
      'Unplanned downtime on the press line could be cut by 40% in 30 days',
      'Rework from setup errors could be cut by 40%',
      'Fewer late-night calls to the maintenance lead',
      'Decades of press know-how kept after retirement',
    ],
  },

  closing: {
    heading: 'Start with the SOP that causes the most scrap',
    body: 'In a 15-minute discovery call, we’ll look at one procedure your floor struggles with and let you hear what a call to Pocket Mentor would sound like at the machine.',
    cta: { label: 'Request a Demo', href: '/contact' },
  },
};

export { content };
