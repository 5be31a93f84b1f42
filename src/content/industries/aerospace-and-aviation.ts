import type { IndustryContent } from '../types';

const content: IndustryContent = {
  meta: {
    title: 'Aerospace & Aviation: Guided Answers on the Ramp',
    description:
      'Line mechanics, MRO techs, supplier shops and ground crews call one number for spoken steps from your own task cards and procedures. No app, no integration.',
  },

  hero: {
    eyebrow: 'Pocket Mentor for Aerospace & Aviation',
    title: 'A guided answer on the ramp in about 30 seconds',
    tagline:
      'Line mechanics, MRO technicians, supplier shops and ground crews call an ordinary number and hear your own task cards, work instructions and ground procedures, step by step. Nothing to install, and nothing connected to your maintenance systems.',
    cta: { label: 'Request a Briefing', href: '/contact' },
    snippet: {
      caller: 'Line mechanic, outstation, overnight turn',
      question: 'The aft cargo door message won’t clear after closing. What do I check first?',
      answer: [
        'Your line maintenance guide: confirm the door is fully latched and the handle is flush and stowed.',
        'Next, inspect the door sensor and its target for debris or damage, per the referenced AMM task.',
        'If the message stays, check the MEL and call Maintenance Control before the aircraft is released.',
      ],
    },
  },

  problem: {
    heading: 'The answer is in the manual. The aircraft is on the ramp.',
    paragraphs: [
      'Aviation runs on written procedure, and there is a great deal of it: maintenance manuals, task cards, work instructions, ground handling manuals and engineering orders. The question is rarely whether the procedure exists. It is whether the mechanic on the ramp, in the rain, with the aircraft due to push, can reach the right page before the delay starts.',
      'The workforce is thinning at both ends. Experienced mechanics, inspectors and shop leads are retiring, and the shortcuts they never needed to write down leave with them. Newer technicians arrive with the basics from school but not the fleet quirks, the station practices or the order the veterans check things in.',
      'The people who could answer are stretched thin. Maintenance Control is tracking several aircraft at once, lead mechanics cover more than one gate, and on the supplier floor the one person who understands an old fixture is on another shift. Every routine question that waits for them turns into a delay, a deferral or a part made twice.',
    ],
  },

  noInfrastructure: {
    heading: 'No tablet on the ramp, no link into your maintenance records',
    intro:
      'Aviation IT is tightly controlled, and every new connection to a records or maintenance tracking system means a review. Pocket Mentor sits outside all of it: no integration, no app to approve for the hangar floor, and it works at remote outstations and air-gapped facilities.',
  },

  benefits: {
    heading: 'Built to Fit Your AI Strategy',
    intro:
      'Pocket Mentor adds a voice channel to the way your people already work. It answers from the documents you approve and load, and it needs no integration with your data, records or engineering systems.',
    items: [
      {
        icon: 'ShieldCheck',
        title: 'Built on your approved documents',
        description:
          'Pocket Mentor is designed to answer from the task cards, work instructions and ground procedures you choose to load, so your technical publications team decides what goes on the line.',
      },
      {
        icon: 'Lock',
        title: 'No integration to build',
        description:
          'There is no connection to maintenance tracking, ERP or records systems, so Pocket Mentor can run alongside the AI projects you already have without opening a new integration.',
      },
      {
        icon: 'WifiOff',
        title: 'Ready for remote and air-gapped sites',
        description:
          'Works on any phone at remote outstations, in hangars with weak coverage and at air-gapped sites, where a tablet app or cloud portal is not an option.',
      },
      {
        icon: 'UserCheck',
        title: 'No data on the people who call',
        description:
          'No user data is collected or stored, so there is no record of who asked what for your security and compliance teams to manage.',
      },
      {
        icon: 'Brain',
        title: 'Retiring expertise, kept in-house',
        description:
          'Record senior inspectors, lead mechanics and shop leads talking through the fleet quirks and fault patterns they have learned, and review it before anyone hears it.',
      },
      {
        icon: 'Rocket',
        title: 'A pilot in days, not budget cycles',
        description:
          'With no hardware, capital request or integration project, a trial at one line station or one supplier shop can be running within days.',
      },
    ],
  },

  useCases: {
    heading: 'From the supplier floor to the departure gate',
    intro:
      'Each organization loads its own documents, so a supplier’s machinist and an airline’s ramp agent each hear answers from their own procedures on their own line.',
    groups: [
      {
        heading: 'Where it fits',
        items: [
          {
            icon: 'Factory',
            title: 'OEMs',
            description:
              'Assembly work instructions, sealant and fastener installation steps, torque specs and nonconformance routing, talked through at the fuselage station so mechanics stay on the job instead of walking to a terminal.',
            ask: 'Which sealant goes on the fasteners at this frame station?',
            firstStep:
              'Your work instruction for this station: check the callout on the drawing, then confirm the sealant lot is within its shelf life.',
          },
          {
            icon: 'Ruler',
            title: 'Suppliers',
            description:
              'First article inspection steps, material shelf-life and traceability rules, and setup notes for the fixtures only one machinist understands, available to every shift of a lean supplier shop.',
            ask: 'First article on a new part number. What do I record?',
            firstStep:
              'Your FAI procedure: measure every characteristic on the ballooned drawing and log each result against its number.',
          },
          {
            icon: 'Wrench',
            title: 'MRO Providers',
            description:
              'Task card clarifications, borescope inspection prep, tooling calibration checks and shift handover routines, spoken in the hangar during heavy checks, when a newer technician would otherwise wait for a lead.',
            ask: 'This task card says to borescope the stage 1 blades. What’s the prep?',
            firstStep:
              'Your prep checklist: confirm the engine is cooled and tagged out, then check the borescope’s calibration date.',
          },
          {
            icon: 'Plane',
            title: 'Airlines',
            description:
              'Line maintenance questions, the MEL deferral process, de-icing procedures, GSE pre-use checks and irregular operations steps for ramp and gate teams, answered on the tarmac while the turn is still on time.',
            ask: 'Ground power unit won’t start before the turn. What now?',
            firstStep:
              'Your GSE pre-use procedure: tag the unit out of service, then call ramp control for a replacement unit.',
          },
        ],
      },
    ],
  },

  whyChoose: {
    heading: 'What aviation leaders ask about first',
    items: [
      'Answers from the manuals, task cards and procedures you approve',
      'Guided answers in about 30 seconds, on the ramp or in the hangar',
      'No integration with maintenance tracking, records or ERP systems',
      'Runs at remote outstations and air-gapped sites, on any phone',
      'Nothing about the caller collected or stored, ever',
      'Senior inspectors’ and lead mechanics’ know-how captured and reviewed',
      'A pilot at one station or shop in days, with no capital spend',
    ],
  },

  story: {
    title: 'Thirty seconds on the tarmac',
    subtitle: 'A regional airline outstation covered overnight by a single line mechanic',
    paragraphs: [
      'Imagine a regional airline with outstations at small airports, each covered at night by a single line mechanic. The newer mechanics know the aircraft from school and a few months of shifts. The judgment calls that keep a turn on time belong to a lead mechanic at the main base, who is also the person everyone phones when something looks wrong.',
      'The airline loads its line maintenance procedures, ramp checklists and deferral process into Pocket Mentor. The lead mechanic records the walkaround findings that come up most: what to look at, which AMM task applies, and when to call Maintenance Control instead of deciding alone. Technical publications and quality review every answer before it goes live.',
      'On the last turn of the night, the mechanic spots a nose-gear tire that looks low during the walkaround. Passengers are already boarding. The mechanic calls from the ramp and, in about 30 seconds, hears the station’s procedure: check pressure with a calibrated gauge, allow for a hot tire, compare the reading with the limits in the referenced task, and what to do and log if it falls short.',
      'The mechanic still makes the decision and signs for the work. The difference is that the procedure arrived on the ramp instead of after a search on a laptop in the crew room, and the lead at the main base slept through the night.',
    ],
    outcomes: [
      'A guided answer in about 30 seconds, spoken on the ramp',
      'Onboarding time for new line mechanics could be cut by 60%',
      'Fewer routine calls to Maintenance Control and the lead mechanic',
      'The same station procedure followed on every turn',
    ],
  },

  closing: {
    heading: 'Request a briefing for your station or shop',
    body: 'In a 15-minute discovery call, choose one procedure your newer technicians or ground crews find hard to follow. We’ll walk through how Pocket Mentor would answer it on the ramp or in the hangar.',
    cta: { label: 'Request a Briefing', href: '/contact' },
  },
};

export { content };
