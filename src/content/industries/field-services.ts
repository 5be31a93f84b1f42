import type { IndustryContent } from '../types';

const content: IndustryContent = {
  meta: {
    title: 'Field Services: Troubleshooting Help on Any Phone',
    description:
      'HVAC, telecom, biomed and industrial techs call one number to hear your own flowcharts and service procedures, step by step. No app, no Wi-Fi, no integration.',
  },

  hero: {
    eyebrow: 'Pocket Mentor for Field Services',
    title: 'The senior tech’s know-how, on every service call',
    tagline:
      'Techs call one number from the job and hear your own flowcharts and service procedures, one step at a time. It works in attics, basements and telecom huts with no data signal.',
    cta: { label: 'Request a Demo', href: '/contact' },
    snippet: {
      caller: 'Service tech, residential heat pump',
      question: 'Heat pump is iced over in heating mode. What do I check first?',
      answer: [
        'Your heat pump procedure: force a defrost and listen for the reversing valve to shift.',
        'If it doesn’t, check the defrost sensor and its clip on the coil, then the defrost board settings.',
        'Still iced? Test the reversing valve coil and log your readings on the work order.',
      ],
    },
  },

  problem: {
    heading: 'Every truck has a tech in it. Not every tech has the experience.',
    paragraphs: [
      'Field service runs on the judgment of a few senior techs. They know the odd rooftop unit on the east side, the panel that always trips and the fiber cabinet with the mislabeled ports. When a newer tech gets stuck, the call goes to them, and their own jobs wait.',
      'Hiring can’t keep pace with retirements and turnover. Apprentices go out alone sooner than anyone would like, ride-alongs get cut short, and the cost shows up as callbacks, repeat visits and parts ordered for the wrong fault.',
      'The service manuals, flowcharts and company procedures exist. But in a crawlspace, an attic, a mechanical room or a telecom hut there is often no data signal and no free hand for a tablet. The answer has to arrive as a phone call.',
    ],
  },

  noInfrastructure: {
    heading: 'No tablet in the crawlspace, no new app on the work phone',
    intro:
      'Techs already juggle a dispatch app, a parts app and a timesheet. Pocket Mentor adds nothing to that list and needs no link to your field service software: the tech dials a number from any phone, even where data won’t load.',
  },

  benefits: {
    heading: 'Fewer stuck techs, fewer second trips',
    items: [
      {
        icon: 'Wrench',
        title: 'Troubleshooting trees, spoken',
        description:
          'Your diagnostic flowcharts become a conversation. The tech describes the symptom and hears the next check, branch by branch, with both hands free for meters and tools.',
      },
      {
        icon: 'PhoneCall',
        title: 'Senior techs stop being the help line',
        description:
          'Routine questions are answered on the call, so your best techs finish their own jobs instead of talking others through theirs from a truck cab.',
      },
      {
        icon: 'Route',
        title: 'Fewer return trips',
        description:
          'When the tech follows the full procedure the first time, fewer jobs end with a missed step, the wrong part or another truck roll the next morning.',
      },
      {
        icon: 'Timer',
        title: 'Apprentices productive sooner',
        description:
          'Onboarding can be cut by up to 80% when apprentices hear the senior tech’s approach on any job, without waiting for a ride-along to cover it.',
      },
      {
        icon: 'Brain',
        title: 'Keep what the veterans know',
        description:
          'Record your senior techs talking through tricky equipment, model-specific quirks and the checks they always do first. That knowledge stays when they retire.',
      },
      {
        icon: 'MessageSquare',
        title: 'One message to the customer',
        description:
          'Techs explain warranty terms, maintenance agreements and next steps the way your company wants them explained, so every customer hears the same thing.',
      },
    ],
  },

  useCases: {
    heading: 'Every trade that rolls a truck',
    intro:
      'Each service line loads its own manuals and procedures. One number can serve HVAC and plumbing techs, fiber crews, biomed techs and industrial mechanics, as well as pest control, alarm and appliance repair technicians.',
    groups: [
      {
        heading: 'Service lines',
        items: [
          {
            icon: 'Thermometer',
            title: 'HVAC, Electrical, Plumbing & Mechanical',
            description:
              'No-heat and no-cool flowcharts, superheat and subcooling checks, breaker and GFCI troubleshooting, water heater and backflow procedures, spoken in the attic, the crawlspace or on the roof.',
            ask: 'No cooling, compressor running, suction pressure low. What next?',
            firstStep:
              'Your no-cool flowchart: check the filter and the evaporator coil for airflow problems before you suspect the charge.',
          },
          {
            icon: 'Radio',
            title: 'Telecom',
            description:
              'Fiber splicing and OTDR steps, ONT activation, cabinet and pedestal procedures and tower climb safety checks, talked through for installers and line techs working alone on the route.',
            ask: 'ONT won’t range after the splice. What do I check first?',
            firstStep:
              'Your activation procedure: test light level at the ONT port and compare it with the range on your install sheet.',
          },
          {
            icon: 'Activity',
            title: 'Medical Equipment',
            description:
              'Preventive maintenance checklists, electrical safety tests and error-code troubleshooting for infusion pumps, sterilizers and patient monitors, guided from your service procedures while the biomed tech is on site.',
            ask: 'Pump fails the occlusion test on the PM. Next step?',
            firstStep: 'Your PM checklist for this model: repeat the test with a new set before you open the pump.',
          },
          {
            icon: 'Cog',
            title: 'Industrial',
            description:
              'VFD fault codes, compressor and conveyor PMs, gearbox and bearing checks and lockout/tagout, for field mechanics and industrial repair techs at customer plants they rarely visit.',
            ask: 'VFD on the compressor shows an overcurrent fault. What do I check?',
            firstStep:
              'Your VFD troubleshooting tree: look up the fault in the drive’s log, then lock out and check the motor leads.',
          },
        ],
      },
    ],
  },

  whyChoose: {
    heading: 'Made for techs who work alone',
    items: [
      'Answers from your own manuals, flowcharts and service procedures',
      'No app, login or integration with dispatch software',
      'Works on any phone, in basements, attics and dead zones',
      'Available 24/7, for after-hours and emergency calls',
      'No user data collected or stored',
      'Senior techs’ diagnostic know-how captured before they retire',
      'Live in days, with no hardware to buy',
    ],
  },

  story: {
    title: 'An apprentice’s first solo no-heat call',
    subtitle: 'A regional HVAC and plumbing contractor heading into winter',
    paragraphs: [
      'Imagine a regional HVAC and plumbing contractor at the start of winter. Call volume jumps with the first cold week, its senior service techs are booked solid, and several apprentices are about to run calls on their own.',
      'The company loads its no-heat and no-hot-water flowcharts, equipment notes and safety procedures into Pocket Mentor. Its lead service tech records how they diagnose the furnaces and boilers behind most repeat visits, along with the questions apprentices always ask.',
      'On a Saturday night, an apprentice stands in a basement beside a furnace that lights, runs briefly and drops out. There is no data signal below grade, but the call connects. Pocket Mentor walks through the flame sensor, the ground and the board’s flash code in the lead tech’s order. The furnace holds flame, and nobody’s personal cell rings.',
    ],
    outcomes: [
      'Onboarding time for apprentices could be cut by 60%',
      'Fewer after-hours calls to the lead service tech',
      'Fewer repeat visits for the same no-heat fault',
      'The lead tech’s diagnostic order kept for the next class of apprentices',
    ],
  },

  closing: {
    heading: 'Start with the call your techs escalate most',
    body: 'In a 15-minute discovery call, pick the fault that sends the most techs to the phone. We’ll show you how Pocket Mentor would walk a tech through it on site.',
    cta: { label: 'Request a Demo', href: '/contact' },
  },
};

export { content };
