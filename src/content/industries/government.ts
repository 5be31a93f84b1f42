import type { IndustryContent } from '../types';

const content: IndustryContent = {
  meta: {
    title: 'Government: Spoken SOP Guidance for Public Agencies',
    description:
      'Step-by-step spoken guidance from your agency’s own SOPs for public works, administrative, public health and emergency staff. No app, no IT project.',
  },

  hero: {
    eyebrow: 'Pocket Mentor for Government',
    title: 'Your agency’s procedures, one phone call away',
    tagline:
      'Road crews, permit clerks, health inspectors and emergency staff call or text one number and hear your own SOPs, step by step. No app to procure and no system to connect.',
    cta: { label: 'Request a Briefing', href: '/contact' },
    snippet: {
      caller: 'Public works crew lead, water main break',
      question: 'Main’s broken at Elm and Fifth. What’s the shutdown sequence?',
      answer: [
        'Your main-break SOP: call dispatch with the location and request emergency locates.',
        'Close the nearest upstream and downstream valves from the valve map, slowly, to avoid water hammer.',
        'Then start the customer-notice steps for the affected blocks.',
      ],
    },
  },

  problem: {
    heading: 'When the person who knows retires, the procedure often leaves too',
    paragraphs: [
      'Much of what keeps a city or county running is not in any binder. It is the crew leader who knows which east-side valve sticks, the clerk who knows which permit needs a second signature, the sanitarian who remembers how the last outbreak investigation went. As that generation retires, agencies lose knowledge faster than they can hire and train.',
      'Hiring is slow and budgets are fixed, so new staff learn by shadowing whoever has time. Seasonal workers arrive before the storms and leave after them. Procedures exist, but they sit in shared drives, ordinance books and policy manuals that nobody can open from a trench, a plow cab or a shelter gym floor.',
      'The result is uneven service. Two residents asking the same question at two counters get two different answers. Crews call supervisors after hours for routine steps. And when an emergency pulls employees into roles they rarely fill, there is no time to look anything up.',
    ],
  },

  noInfrastructure: {
    heading: 'No procurement project between your staff and the answer',
    intro:
      'Public-sector technology usually means a new system to buy, connect and support. Pocket Mentor is a phone number: nothing to install, nothing connected to your systems, no user data collected, and it works in the field, in secure buildings and in air-gapped facilities.',
  },

  benefits: {
    heading: 'What your departments get from one phone number',
    items: [
      {
        icon: 'Layers',
        title: 'The same answer at every counter',
        description:
          'Permit, licensing and records staff give residents the answer your policy gives, whichever office or clerk they reach. Consistent messaging protects the public and the agency alike.',
      },
      {
        icon: 'Archive',
        title: 'Know-how that survives retirement',
        description:
          'Record your veteran operators, inspectors and clerks walking through the cases they know best. Their judgment stays in the department as guidance new hires can call up.',
      },
      {
        icon: 'Timer',
        title: 'Faster ramp for new and seasonal staff',
        description:
          'Seasonal plow drivers, summer parks crews and newly hired clerks reach working speed sooner, without tying up a supervisor for every routine question.',
      },
      {
        icon: 'WifiOff',
        title: 'Works in the field and in secure sites',
        description:
          'Trenches, rural roads, emergency shelters and air-gapped facilities: if a phone can place a call or send a text, your staff can reach your procedures.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Nothing stored about your staff',
        description:
          'Pocket Mentor keeps no personal data about the employees who call it, so there is no new store of staff information for the agency to manage.',
      },
      {
        icon: 'Rocket',
        title: 'Live in days, not budget cycles',
        description:
          'No hardware, no system integration and no capital spend, so there is no capital request to wait on. Agencies can be taking calls within days.',
      },
    ],
  },

  useCases: {
    heading: 'Where it helps across your agency',
    intro:
      'Each department loads its own procedures, so a road crew hears public works SOPs and a clerk hears the counter policy, from the same number.',
    groups: [
      {
        heading: 'Departments',
        items: [
          {
            icon: 'HardHat',
            title: 'Public Works',
            description:
              'Main breaks, hydrant flushing, confined-space entry and work-zone traffic control setup, talked through from your SOPs while crews keep their gloves on and their eyes on the job.',
            ask: 'Main break on Elm Street. What’s the isolation sequence?',
            firstStep:
              'Your main-break SOP: locate the valves on the map, then notify dispatch before you close the first one.',
          },
          {
            icon: 'FileText',
            title: 'Administrative',
            description:
              'Permit intake, public records requests, license renewals and cash-drawer close-out, answered the same way at every window so residents don’t hear a different rule from each clerk.',
            ask: 'Resident wants a fence permit but has no site plan. Can we take it?',
            firstStep:
              'Your intake checklist: a fence permit needs a site plan; give them the handout on how to draw one.',
          },
          {
            icon: 'Syringe',
            title: 'Public Health',
            description:
              'Vaccine cold-chain excursions, food-establishment inspection steps and clinic setup checklists, guided from your department’s protocols for inspectors in the field and staff at pop-up clinics.',
            ask: 'The vaccine fridge log shows it went out of range overnight. What now?',
            firstStep:
              'Your cold-chain procedure: label the stock “do not use” and keep it refrigerated until the manufacturer is called.',
          },
          {
            icon: 'Siren',
            title: 'Emergency',
            description:
              'Shelter opening, emergency operations center activation and sandbag distribution, for employees who rarely fill those roles. Reassigned staff hear the steps the moment the plan is activated, at any hour.',
            ask: 'I’ve been assigned to open the shelter. What’s first?',
            firstStep:
              'Your shelter-opening checklist: walk the building with the site contact and confirm exits, power and restrooms.',
          },
        ],
      },
    ],
  },

  whyChoose: {
    heading: 'Made for how the public sector works',
    items: [
      'Answers from your agency’s own SOPs, policies and ordinances',
      'No app, login, hardware or system integration to approve',
      'Collects and stores no data about the employees who call',
      'Works on any phone, including in air-gapped facilities',
      'Available 24/7 for night crews and emergency activations',
      'Captures retiring employees’ knowledge before their last day',
      'Stood up in days, outside the capital budget cycle',
    ],
  },

  story: {
    title: 'The first storm of the season',
    subtitle: 'A county road department with a crew of first-winter plow drivers',
    paragraphs: [
      'Imagine a county highway department heading into winter. It has hired seasonal plow drivers and borrowed staff from parks. Each of them sits through a 3-day training course in the fall, takes home a binder, and then waits weeks for the first snow. The operator who laid out the routes, and knows which bridge deck ices first, retires in the spring.',
      'Before that operator leaves, the department records a walk-through of every route, the salting policy, the pre-trip inspection on the plow trucks and the steps after a mailbox strike. Those recordings join the fleet shop’s troubleshooting guide and the storm SOPs in Pocket Mentor.',
      'In the middle of the night, a first-winter driver notices the wing plow responding slowly. Instead of waking the night supervisor, the driver pulls over, calls the number from the cab and hears the shop’s checks in order: hydraulic fluid level, the quick-connect couplers, the hose routing, and when to bring the truck in.',
    ],
    outcomes: [
      'Onboarding time for seasonal drivers could be cut by 60%',
      'The 3-day course becomes guidance drivers can call back all season',
      'Fewer overnight calls to the night supervisor',
      'Route knowledge stays after the veteran operator retires',
    ],
  },

  closing: {
    heading: 'Keep your agency’s know-how on the line',
    body: 'Start with a 15-minute discovery call about one department and one procedure that keeps causing callbacks. We’ll brief your team on exactly what your staff would hear.',
    cta: { label: 'Request a Briefing', href: '/contact' },
  },
};

export { content };
