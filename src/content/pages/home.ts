import type { HomeContent, PageRef } from '../types';

export const home: HomeContent = {
  hero: {
    eyebrow: 'Voice-first AI mentor for frontline teams',
    title: 'Expert guidance on any phone. No app required.',
    tagline:
      'Your people call or text one number and get step-by-step spoken guidance drawn from your own procedures, SOPs and checklists. On the roof, on the line, on the night shift.',
    primary: { label: 'Request a Demo', href: '/contact' },
    secondary: { label: 'See how it works', href: '#how-it-works' },
    snippet: {
      caller: 'HVAC technician, rooftop unit',
      question: 'Unit 3 is short-cycling. What do I check first?',
      answer: [
        'Per your service guide: check the thermostat location and the filter first.',
        'Then read the refrigerant pressures against the unit’s chart.',
        'If the pressures are in range, inspect the contactor for pitting.',
      ],
    },
    proof: ['No app or login', 'Any phone, call or SMS', 'Available 24/7', 'No user data stored'],
  },

  whyTrainingFails: {
    eyebrow: 'Why training fails',
    heading: 'Training happens in a room. The questions come later, on the job.',
    intro:
      'Most frontline training is delivered once and forgotten within weeks. The moment someone actually needs the answer, they are on a ladder, in a cab or at a patient’s bedside, and the binder is somewhere else.',
    points: [
      {
        icon: 'Calendar',
        title: 'It happens once',
        description: 'A course on day three does not help on day forty, when the unusual fault finally shows up.',
      },
      {
        icon: 'Lock',
        title: 'The answers are locked away',
        description:
          'Manuals sit in shared drives and portals that need a login, a laptop and a signal the job site does not have.',
      },
      {
        icon: 'Users',
        title: 'The expert is busy',
        description:
          'So the new hire guesses, or calls a supervisor who is already stretched across three other problems.',
      },
    ],
  },

  problems: {
    eyebrow: 'The problem',
    heading: 'What it costs when the answer is out of reach',
    intro: 'The same few problems show up in every operation we talk to, whatever the industry.',
    items: [
      {
        icon: 'Timer',
        title: 'Long ramp time',
        description: 'New hires take months to work on their own because the know-how lives in other people’s heads.',
      },
      {
        icon: 'Layers',
        title: 'Inconsistent answers',
        description: 'Each shift and each site does the task a little differently, and quality drifts with it.',
      },
      {
        icon: 'PhoneCall',
        title: 'Escalations that pile up',
        description: 'Routine questions pull supervisors and senior staff away from the work only they can do.',
      },
      {
        icon: 'DoorOpen',
        title: 'Expertise walking out the door',
        description: 'When a veteran retires or resigns, decades of judgment leave with them, undocumented.',
      },
      {
        icon: 'RefreshCw',
        title: 'Rework and skipped steps',
        description: 'A missed torque spec or a skipped check turns into a callback, a return or a safety incident.',
      },
      {
        icon: 'WifiOff',
        title: 'Sites that tools can’t reach',
        description: 'Noisy plants, remote routes and secure facilities are exactly where apps and portals fail.',
      },
    ],
  },

  pitch: {
    eyebrow: 'Meet Pocket Mentor',
    heading: 'A mentor in every pocket, speaking from your own playbook',
    paragraphs: [
      'Pocket Mentor is a voice-first AI mentor. Staff dial a number from any phone, describe the situation in their own words, and hear the next step, then the one after that, at the pace of the job.',
      'It answers from the material you give it, so the guidance follows how your organization does the work. It trains new people, reinforces what they learned, and captures what your best people know before it is lost.',
    ],
    sourcesHeading: 'It answers from your',
    sources: ['Procedures', 'SOPs', 'Checklists', 'Playbooks', 'Training documents', 'Troubleshooting logic'],
    capture: {
      title: 'Expert knowledge, captured',
      description:
        'Walk your veterans through the tricky cases once. Their judgment becomes guidance every new hire can call up.',
    },
    sms: {
      from: 'Warehouse lead, second shift',
      messages: [
        { who: 'staff', text: 'Forklift 7 showing a hydraulic warning. Keep going or tag it out?' },
        {
          who: 'mentor',
          text: 'Your procedure says: stop, lower the forks, and tag it out. Then log it on the shift sheet and tell maintenance.',
        },
        { who: 'staff', text: 'Done. Who covers the dock?' },
        { who: 'mentor', text: 'Per the coverage plan, move forklift 4 from receiving and notify the receiving lead.' },
      ],
    },
  },

  stats: {
    heading: 'What teams aim for',
    items: [
      { value: 'Up to 80%', label: 'shorter onboarding' },
      { value: '60%', label: 'fewer support tickets' },
      { value: '24/7', label: 'availability, every shift' },
      { value: 'Six-figure', label: 'annual ROI, payback from day one' },
    ],
    note: 'Illustrative targets and the return we expect, not guarantees: results depend on your content, your teams and your rollout.',
  },

  benefits: {
    eyebrow: 'Benefits',
    heading: 'Nothing to install. Nothing to log into. Nothing to carry.',
    intro: 'If your people have a phone, they already have Pocket Mentor. That is the whole rollout for the frontline.',
    items: [
      {
        icon: 'Smartphone',
        title: 'No app, login or portal',
        description:
          'No screens to learn and no passwords to reset. A phone call or a text message is the entire interface.',
      },
      {
        icon: 'WifiOff',
        title: 'Works where apps don’t',
        description:
          'Any phone, in noisy, remote and low-connectivity settings, and on air-gapped sites where data networks are off limits.',
      },
      {
        icon: 'Clock',
        title: 'Available 24/7',
        description:
          'The night shift and the weekend crew get the same answer as the day shift, without waking anyone up.',
      },
      {
        icon: 'ShieldCheck',
        title: 'No user data collected or stored',
        description: 'Pocket Mentor does not collect or keep personal data about the people who call it.',
      },
      {
        icon: 'Rocket',
        title: 'Deployable in days',
        description:
          'No hardware, no system integration and no capital spend. Share your documents and go live in days, not quarters.',
      },
      {
        icon: 'TrendingUp',
        title: 'Faster ramp, fewer escalations',
        description:
          'New hires reach independence sooner, messaging stays consistent, and supervisors get their time back.',
      },
    ],
  },

  howItWorks: {
    eyebrow: 'How it works',
    heading: 'From your binder to a phone number in three steps',
    intro: 'You bring the know-how. We turn it into a mentor your people can call.',
    steps: [
      {
        icon: 'FileText',
        title: 'Share what you already have',
        description:
          'Procedures, SOPs, checklists, playbooks, training decks and troubleshooting guides, in the formats you keep them in today.',
      },
      {
        icon: 'Mic',
        title: 'We shape your mentor',
        description:
          'We structure your material into step-by-step spoken guidance and record expert walk-throughs where documents run out.',
      },
      {
        icon: 'PhoneCall',
        title: 'Your people call or text',
        description:
          'Publish one number. Staff ask in plain language and get guided, one step at a time, on any phone.',
      },
    ],
    diagram: {
      documents: ['SOPs', 'Checklists', 'Playbooks', 'Expert know-how'],
      phones: ['Mobile', 'Landline', 'SMS'],
      hub: 'Guidance from your content',
      caption: (documents: string, phones: string) =>
        `Diagram: your ${documents} go into Pocket Mentor, which answers on any ${phones}.`,
    },
  },

  industries: {
    heading: 'Built for the work in 18 industries',
    intro: 'From hospital wards to wind farms: see how Pocket Mentor fits yours.',
    all: { label: 'All industries', href: '/industries' },
  },

  partners: {
    eyebrow: 'For partners',
    heading: 'Put your expertise on a phone line, under your own brand',
    intro:
      'Consultants, trainers, resellers and integrators use Pocket Mentor to extend what they deliver. White-label it, attach it to your workshops, or deploy it for your clients.',
    more: { label: 'How white-label works', href: '/products/powered-by-pocket-mentor' },
    items: [
      {
        icon: 'BadgeCheck',
        title: 'White-label delivery',
        description:
          'Offer the mentor under your name and number with Powered by Pocket Mentor. Your clients hear your brand.',
      },
      {
        icon: 'Presentation',
        title: 'Support after the workshop',
        description:
          'Give participants a line to call when they try the method on Monday morning, long after the session ends.',
      },
      {
        icon: 'Handshake',
        title: 'Referral and reseller tracks',
        description: 'Bring Pocket Mentor to your clients and build a recurring offering around it.',
      },
      {
        icon: 'Settings',
        title: 'Implementation and enablement',
        description: 'Capture client procedures, stand up deployments and train their teams as part of your services.',
      },
    ],
    primary: { label: 'Partner With Us', href: '/contact' },
    secondary: { label: 'Explore partner programs', href: '/partners/join-program' },
  },

  demo: {
    heading: 'Hear it answer from your own procedures',
    body: 'Book a 15-minute discovery call. Bring one procedure your team struggles with, and we will show you what a call to Pocket Mentor sounds like.',
    cta: { label: 'Request a Demo', href: '/contact' },
  },
};

/** The page's <title> and meta description. */
/** The page's path and head (src/pages/index.astro). */
export const homeRef: PageRef = {
  path: '/',
  meta: {
    title: 'Pocket Mentor: Expert Guidance on Any Phone',
    description:
      'A voice-first AI mentor your frontline, field and operations staff reach by an ordinary phone call or SMS. No app, no login, no Wi-Fi.',
  },
};
