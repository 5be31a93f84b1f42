import type { IndustryContent } from '../types';

const content: IndustryContent = {
  meta: {
    title: 'Construction: Jobsite Procedures and Safety Steps by Phone',
    description:
      'Foremen, trade crews and site supervisors call one number for spoken steps from your safety plan, QA/QC checklists and methods. Any phone, no app, no Wi-Fi.',
  },

  hero: {
    eyebrow: 'Pocket Mentor for Construction',
    title: 'Your safety plan and methods, one phone call from the deck',
    tagline:
      'Foremen, crews and supervisors call an ordinary number and get a guided answer in under a minute, drawn from your own safety program, QA/QC checklists and installation methods. It works on any phone, on any site.',
    cta: { label: 'Contact Us', href: '/contact' },
    snippet: {
      caller: 'Framing foreman, east elevation',
      question: 'The scaffold on the east side has a yellow tag. Can my crew go up?',
      answer: [
        'Your scaffold procedure: yellow means restricted use. Read the tag for the conditions written on it.',
        'Anyone going up must meet those conditions, including the fall protection the tag calls for.',
        'If the tag is missing, damaged or unsigned, nobody climbs. Call the scaffold competent person.',
      ],
    },
  },

  problem: {
    heading: 'Every crew runs the job a little differently',
    paragraphs: [
      'A general contractor can write a strong site safety plan and a detailed QA/QC manual, then watch both stay in the trailer. On the deck, the real procedure is whatever the foreman learned on the last job. Subs bring their own habits, crews turn over between phases, and the superintendent answers the same questions on every walk.',
      'The trade is losing experienced hands faster than it can replace them. Veteran superintendents and foremen who can read a set of drawings and spot the problem before the pour are retiring. Apprentices and new assistant supers arrive with good intentions and little field time, and nobody has hours to stand beside them.',
      'When a question comes up mid-task, the options are poor: stop the crew and hunt down the super, dig a binder out of the gang box, or make a guess and hope. The cost shows up as failed inspections, rework, punch lists that never close and near misses that should never have happened.',
    ],
  },

  noInfrastructure: {
    heading: 'Jobsites don’t come with Wi-Fi',
    intro:
      'Sites move every few months, sit below grade or behind steel and concrete, and rarely have a network worth joining. Pocket Mentor needs only a phone call or a text, so there is nothing to set up in the trailer and no app for subs to install.',
  },

  benefits: {
    heading: 'What changes between the trailer and the deck',
    items: [
      {
        icon: 'ShieldAlert',
        title: 'Safety steps, said the same way every time',
        description:
          'Fall protection, trenching, hot work and lockout/tagout steps from your safety program, spoken in order, including the checks that get skipped when the schedule is tight.',
      },
      {
        icon: 'Timer',
        title: 'Answers in under a minute',
        description:
          'A foreman asks in plain words and hears the relevant steps in under a minute, without walking back to the trailer or waiting for the super to call back.',
      },
      {
        icon: 'ClipboardCheck',
        title: 'Fewer failed inspections',
        description:
          'Pre-pour, pre-cover and pre-drywall checklists walked through before the inspector arrives, so missed embeds, blocking and firestopping get caught while they are still cheap to fix.',
      },
      {
        icon: 'Users',
        title: 'Subs working to your standard',
        description:
          'Trade partners call the same number and hear your site rules, sequencing requirements and QA hold points, whatever their own company usually does.',
      },
      {
        icon: 'Brain',
        title: 'The superintendent’s know-how, kept',
        description:
          'Record your veteran supers and foremen explaining how they sequence trades, read a site and avoid the mistakes they have seen. New leaders hear it when they need it.',
      },
      {
        icon: 'UserPlus',
        title: 'Green hands up to speed sooner',
        description:
          'Apprentices, new laborers and assistant supers get answers without stopping the crew, so ramp time shrinks and onboarding could be cut by up to 80%.',
      },
    ],
  },

  useCases: {
    heading: 'For the builders, the trades and the people who check the work',
    intro:
      'Each company loads its own documents, so a GC’s superintendent and an electrical sub’s apprentice each hear the procedures that apply to them.',
    groups: [
      {
        heading: 'On every jobsite',
        items: [
          {
            icon: 'Building2',
            title: 'General Contractors',
            description:
              'Site logistics, RFI and submittal routines, daily log expectations, subcontractor coordination rules and closeout steps, so every project runs to the company’s process rather than each superintendent’s version of it.',
            ask: 'Field condition doesn’t match the drawings. How do we write the RFI?',
            firstStep:
              'Your RFI routine: photograph the condition, reference the sheet and detail, and propose a solution before you send it.',
          },
          {
            icon: 'Wrench',
            title: 'Trade Contractors',
            description:
              'Installation methods, rough-in checklists, material handling and tool pre-use checks for electricians, plumbers, mechanical installers and framers, so apprentices follow the shop’s standard without pulling a journeyman off the task.',
            ask: 'What’s our standard box height for receptacles on this job?',
            firstStep:
              'Your rough-in checklist: confirm heights against the project’s electrical sheets first; they override the company standard.',
          },
          {
            icon: 'HardHat',
            title: 'Site Supervisors',
            description:
              'Pre-task planning, toolbox talk topics, permit requirements, crane lift coordination and what to do after a failed inspection, guided for foremen and assistant supers running their first big scope.',
            ask: 'We failed the framing inspection. What do I do first?',
            firstStep:
              'Your failed-inspection procedure: get the written correction list from the inspector and photograph each item before work starts.',
          },
          {
            icon: 'ShieldCheck',
            title: 'Safety & Quality',
            description:
              'Incident reporting steps, JHA reviews, excavation and fall-protection checks, QA/QC hold points and punch-list standards, answered consistently so safety and quality managers spend less time repeating the basics.',
            ask: 'Guardrail on level 3 is loose. What’s the process?',
            firstStep:
              'Your fall-protection procedure: barricade the edge and keep everyone back before anyone touches the rail.',
          },
        ],
      },
    ],
  },

  whyChoose: {
    heading: 'Why it holds up on a jobsite',
    items: [
      'Answers from your own safety program, QA/QC manual and methods',
      'A guided answer in under a minute, from anywhere on site',
      'Any phone, including below grade and on remote sites with weak signal',
      'No app for crews or subs to install, and no login to forget',
      'No user data collected or stored',
      'Veteran superintendents’ and foremen’s judgment captured before they retire',
      'Up and running in days, with no hardware or capital spend',
    ],
  },

  story: {
    title: 'The pour that didn’t need redoing',
    subtitle: 'A mid-sized general contractor running several concrete jobs at once',
    paragraphs: [
      'Imagine a mid-sized general contractor with several concrete-frame projects underway. Its most experienced superintendent is close to retirement and is the person every assistant super calls before a pour. The pre-pour checklist exists, but on a busy morning it gets signed in the trailer rather than walked on the deck, and missed sleeves and embeds turn into core drilling and patching later.',
      'The company loads its pre-pour checklist, concrete QA procedures and site safety plan into Pocket Mentor. The veteran superintendent records how they actually walk a deck before a pour: what to look at first, which trades to call back, and when to hold the pour and call the engineer of record.',
      'On a new project, a first-year assistant superintendent calls from the deck the afternoon before a slab pour. In under a minute, Pocket Mentor walks through the checklist in the veteran’s order: sleeves and embeds against the coordination drawings, rebar chairs and cover, edge forms and blockouts, and the sign-offs each trade owes before the pour is confirmed with the supplier.',
      'The assistant super finds a missing sleeve for a plumbing riser and has it set that afternoon. Nobody cores through a finished slab, and the veteran hears about it at the next coordination meeting instead of by phone at dinner.',
    ],
    outcomes: [
      'Rework from missed pre-pour items could be cut by 40%',
      'A guided answer in under a minute, from the deck',
      'Onboarding time for new assistant superintendents could be cut by 60%',
      'A veteran superintendent’s pre-pour routine kept after retirement',
    ],
  },

  closing: {
    heading: 'Start with the checklist your crews skip',
    body: 'Bring one procedure to a 15-minute discovery call, whether it’s a pre-pour walk, a trench entry or a scaffold inspection. We’ll let you hear how Pocket Mentor would talk a foreman through it on site.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
