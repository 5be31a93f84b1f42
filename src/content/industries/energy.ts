import type { IndustryContent } from '../types';

const content: IndustryContent = {
  meta: {
    title: 'Energy: Spoken Procedures for Field Crews and Operators',
    description:
      'Operators, lineworkers and renewables techs call one number to hear your own permit, switching and lockout steps. Works at remote sites with no app or Wi-Fi.',
  },

  hero: {
    eyebrow: 'Pocket Mentor for Energy',
    title: 'Procedures that reach the well pad, the plant and the line',
    tagline:
      'Operators, lineworkers and technicians call one number and hear your own procedures in order, from a substation yard or a remote lease. Nothing to install and no integration with your control systems.',
    cta: { label: 'Request a Demo', href: '/contact' },
    snippet: {
      caller: 'Lineworker, storm restoration',
      question: 'I’m at a recloser that’s locked out on the east feeder. What’s our sequence before it gets closed?',
      answer: [
        'Your switching procedure: confirm you hold the switching order and clearance from the control center.',
        'Patrol the downstream section for damage, wire down or vegetation before any close attempt.',
        'Close only on the operator’s instruction, then report the result back to the control center.',
      ],
    },
  },

  problem: {
    heading: 'Crews are spread thin, and the people who know the assets are leaving',
    paragraphs: [
      'Energy work runs on procedures: permits to work, switching orders, lockout/tagout, gas detector bump tests, confined-space entry. The written versions exist, usually in a document system back at the office or a binder behind the truck seat. On a well pad, in a substation yard or up a tower, nobody is scrolling through a PDF in FR gloves.',
      'At the same time, the operators, lineworkers and plant techs who know each asset’s quirks are retiring. They know which breaker sticks, which compressor trips on a hot afternoon and which inverter needs a hard restart. Very little of that made it into the procedure.',
      'New hires and contractors fill the gap, and every storm or turnaround brings in crews who have never seen your sites. Locations are remote, coverage is patchy and control networks are isolated by design. The supervisor’s cell phone ends up as the help desk.',
    ],
  },

  noInfrastructure: {
    heading: 'Built for sites where coverage ends and the network is locked down',
    intro:
      'Generation plants and control rooms keep OT networks isolated, and many well pads, wind farms and rights-of-way have little coverage. Pocket Mentor needs no system integration and no Wi-Fi: a plain phone call or a text is enough.',
  },

  benefits: {
    heading: 'What crews and supervisors get',
    intro:
      'Pocket Mentor talks crews through your approved procedures. It is not a substitute for a permit, a switching order or the authority of your control room.',
    items: [
      {
        icon: 'ShieldAlert',
        title: 'Safety steps in the right order',
        description:
          'Lockout/tagout, hot work permits, confined-space entry and bump tests, spoken step by step from your written procedure, including the verification steps people skip when a long day runs longer.',
      },
      {
        icon: 'MapPin',
        title: 'Help at the end of the lease road',
        description:
          'A pumper on a remote pad or a technician at a solar site hears the troubleshooting steps right away, without waiting for a call back from the office.',
      },
      {
        icon: 'Users',
        title: 'Contractors and storm crews up to speed',
        description:
          'Mutual-aid crews, turnaround contractors and new hires hear your site rules and local procedures before they start work, not after the first near miss.',
      },
      {
        icon: 'Brain',
        title: 'Asset knowledge that outlasts the veterans',
        description:
          'Record your senior operators and lineworkers explaining each unit’s quirks, trip history and workarounds. The next shift hears that context alongside the official procedure.',
      },
      {
        icon: 'Layers',
        title: 'The same procedure at every site',
        description:
          'A crew at your newest solar site hears the same approved steps as the crew at your oldest plant, so practices stop drifting from one location to the next.',
      },
      {
        icon: 'Lock',
        title: 'No integration with your control systems',
        description:
          'Pocket Mentor needs no integration with your SCADA or OT networks and collects no user data, so there is nothing to connect or patch on the plant side.',
      },
    ],
  },

  useCases: {
    heading: 'Upstream, at the plant, on the array and along the line',
    intro:
      'Each business unit loads its own procedures, so a pumper and a substation tech get different, relevant answers from the same number.',
    groups: [
      {
        heading: 'Sectors',
        items: [
          {
            icon: 'Fuel',
            title: 'Oil & Gas',
            description:
              'H2S alarm response, pigging procedures, well startup and shutdown sequences and tank gauging steps, talked through for pumpers and operators on remote pads and at compressor stations.',
            ask: 'H2S monitor just alarmed on the pad. What do I do?',
            firstStep:
              'Your H2S response: move upwind to the muster point now, and don’t go back in without a respirator.',
          },
          {
            icon: 'Flame',
            title: 'Utilities & Power Generation',
            description:
              'Boiler and turbine startup checklists, trip response, water chemistry sampling and operator rounds, guided from your plant procedures for operators covering a unit they don’t run every day.',
            ask: 'Lube oil temperature is trending high on unit 2. What’s the check?',
            firstStep:
              'Your operator rounds procedure: confirm cooler water flow and the temperature control valve position first.',
          },
          {
            icon: 'Sun',
            title: 'Renewables',
            description:
              'Inverter faults, tracker alarms, turbine pitch and yaw faults and climb rescue checklists, spoken from your O&M procedures for technicians at arrays and wind sites far from any office.',
            ask: 'Inverter 14 is showing a ground fault. Where do I start?',
            firstStep:
              'Your O&M procedure: isolate and verify zero energy on the DC side before you open anything else.',
          },
          {
            icon: 'PlugZap',
            title: 'Transmission & Distribution',
            description:
              'Switching orders, clearance procedures, grounding, arc flash boundaries and storm restoration steps, talked through for line crews and substation techs before anyone touches equipment.',
            ask: 'What’s the clearance sequence before we ground this line?',
            firstStep:
              'Your switching and clearance procedure: confirm the switching order is complete and every isolation point is tagged.',
          },
        ],
      },
    ],
  },

  whyChoose: {
    heading: 'Made for remote sites and isolated networks',
    items: [
      'Answers from your own procedures, permits and O&M manuals',
      'No integration with SCADA, OT networks or asset systems',
      'Works on any phone, on remote pads, rights-of-way and air-gapped sites',
      'Available 24/7, through storm duty and night shifts',
      'No data stored on the crews who call',
      'Senior operators’ and lineworkers’ know-how captured',
      'Deployable in days, with no capital request',
    ],
  },

  story: {
    title: 'Storm night on a rural feeder',
    subtitle: 'An electric cooperative that leans on mutual-aid crews every storm season',
    paragraphs: [
      'Imagine a rural electric cooperative heading into storm season. Its most experienced line supervisor is close to retirement, and every major storm brings in mutual-aid crews who don’t know its system, its device labels or its local switching conventions.',
      'The cooperative loads its switching procedures, clearance rules, restoration priorities and equipment guides into Pocket Mentor. The line supervisor records what visiting crews always ask: how devices are numbered, which sections feed critical loads, and the local grounding steps before work begins.',
      'After a night of high winds, a visiting crew reaches a locked-out recloser at the far end of a feeder. There is no data signal, but the call goes through. The foreman hears the cooperative’s sequence: confirm the switching order and clearance, patrol the downstream section for damage, and report to the control center before any close attempt.',
      'Dispatch fields fewer “how do you do it here?” calls, and the line supervisor spends the night running the restoration instead of repeating the same answers on the radio.',
    ],
    outcomes: [
      'Onboarding time for new line crew members could be cut by 80%',
      'Fewer routine calls to dispatch during restoration',
      'Mutual-aid crews working to the same local procedures as home crews',
      'The line supervisor’s system knowledge kept after retirement',
    ],
  },

  closing: {
    heading: 'Bring us the procedure your crews radio in about',
    body: 'In a 15-minute discovery call, choose the procedure that generates the most calls to supervisors. We’ll show you how Pocket Mentor would talk a crew through it from the field.',
    cta: { label: 'Request a Demo', href: '/contact' },
  },
};

export { content };
