import type { SolutionContent } from '../types';

const content: SolutionContent = {
  meta: {
    title: 'Midsize Business: Frontline Guidance, No Big Project',
    description:
      'Turn the SOPs and checklists you already keep into spoken guidance on any phone. No LMS project, no integration, no capital spend. Live in days.',
  },

  hero: {
    eyebrow: 'For midsize businesses',
    title: 'The training depth of a large company, minus the project',
    tagline:
      'You have real procedures and steady turnover, but no team to run a learning platform. Pocket Mentor turns the documents you already keep into guidance your staff can call for.',
    cta: { label: 'Request a Demo', href: '/contact' },
    snippet: {
      caller: 'Maintenance tech, mid-sized packaging plant',
      question: 'The sealer on Line 2 is leaving wrinkled seals. Where do I start?',
      answer: [
        'Your troubleshooting guide says: check the seal-bar temperature against the recipe sheet.',
        'Next, inspect the seal-bar cover for wear or buildup.',
        'If both are in spec, check film tension before you touch dwell time.',
      ],
    },
  },

  visual: {
    kind: 'exhibit',
    exhibit: {
      form: 'shift-rota',
      title: 'Every shift gets the day-shift expert’s answers',
      shifts: ['Day', 'Swing', 'Night'],
      sites: [
        { name: 'Main plant', cells: ['expert', 'call', 'call'] },
        { name: 'Second plant', cells: ['call', 'call', 'none'] },
        { name: 'Warehouse', cells: ['call', 'none', 'call'] },
      ],
      legend: { expert: 'Expert on site', call: 'On the line', none: 'No shift' },
      facts: [
        { item: 'Learning platform', value: 'None to run' },
        { item: 'IT project', value: 'None' },
        { item: 'Time to go live', value: 'Days' },
      ],
      caption:
        'Illustrative rota: two plants and a warehouse, seven shifts. One expert works days at the main plant; every other shift calls one number for the same answers.',
    },
  },

  problem: {
    heading: 'Too big to train by shadowing, too lean for a training department',
    paragraphs: [
      'Midsize companies sit in an awkward spot. You run several shifts, maybe more than one site, and enough turnover that training never really stops. Yet the training team is one person, or a supervisor doing it on top of the day job.',
      'The enterprise answer, a learning management system with an implementation partner and a months-long rollout, is more project than you can carry. The small-business answer, learning from whoever stands next to you, stopped working when the team outgrew a single room.',
      'Meanwhile the procedures exist. They sit in binders, shared drives and a few experienced heads, just not where people are when they need them.',
    ],
  },

  benefits: {
    heading: 'What you get without a big project',
    bullets: [
      'Your existing SOPs, checklists and troubleshooting guides become spoken guidance, without rewriting them for a new system.',
      'Going live takes days rather than a budget cycle.',
      'There is nothing for a small IT team to integrate, secure or support.',
      'Supervisors answer fewer repeat questions and spend more of the shift on the floor.',
      'Off-shifts and weekend crews hear the same guidance as the day shift.',
      'There is no hardware to purchase and no capital request to write.',
    ],
  },

  cards: {
    heading: 'Where midsize teams start',
    items: [
      {
        icon: 'Factory',
        title: 'Shift handovers',
        description:
          'Standardize what the outgoing shift reports and what the incoming lead checks, so problems don’t get lost between crews.',
      },
      {
        icon: 'Wrench',
        title: 'Maintenance troubleshooting',
        description:
          'Give technicians your fault-finding steps for the machines that stop most often, including the fixes your senior mechanic knows by heart.',
      },
      {
        icon: 'UserPlus',
        title: 'New-hire onboarding',
        description:
          'Swap weeks of shadowing for a line new hires can call for the next step, while supervisors focus on the moments that need a person.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Safety procedures',
        description:
          'Lockout/tagout, confined-space entry and chemical handling steps, read back in order at the moment someone is about to do the job.',
      },
      {
        icon: 'ClipboardList',
        title: 'Policy and HR questions',
        description:
          'Attendance rules, time-off requests and who to call after an injury: routine questions answered the same way for everyone who asks.',
      },
    ],
  },

  story: {
    title: 'Fixing the machine that always stops at night',
    subtitle: 'A mid-sized plant spreads one mechanic’s know-how across every shift.',
    paragraphs: [
      'Imagine a mid-sized packaging plant running around the clock with a small maintenance crew. One sealer on the main line causes most of the unplanned stops, and the mechanic who really understands it works days.',
      'The plant records that mechanic talking through the sealer’s common faults and adds the recording to its existing troubleshooting guide in Pocket Mentor. Night-shift techs call from the line, describe the symptom, and work through the checks in order: temperature, cover, film tension, then dwell.',
      'The day mechanic still gets the occasional call, now for problems nobody has seen before. Getting there took no capital request and no IT ticket.',
    ],
    outcomes: [
      'Downtime on the problem line could fall by 40% in 30 days',
      'Night-shift techs could clear common faults without waking the day mechanic',
      'One fault-finding sequence used on every shift',
      'No capital request, hardware or integration needed',
    ],
  },

  closing: {
    heading: 'Pick one line, one role or one procedure',
    body: 'Start small and prove it on the floor. A 15-minute discovery call is enough to tell whether Pocket Mentor fits your first use case.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
