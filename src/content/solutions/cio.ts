import type { SolutionContent } from '../types';

const content: SolutionContent = {
  meta: {
    title: 'For CIOs: Frontline AI With No App or Integration',
    description:
      'Voice AI guidance for frontline teams with no app to deploy, no integration and no user data stored. Works on any phone, including at air-gapped sites.',
  },

  hero: {
    eyebrow: 'For IT leaders',
    title: 'Frontline AI with no app, no integration and no user data',
    tagline:
      'The business wants AI on the floor. Pocket Mentor delivers it through an ordinary phone call, with no devices to manage, no accounts to provision and no connection to your systems.',
    cta: { label: 'Request a Demo', href: '/contact' },
    snippet: {
      caller: 'Shift lead, distribution center',
      question: 'My handheld scanner won’t connect. What do I try before I call the help desk?',
      answer: [
        'Your help desk runbook says: hold the power button until the scanner restarts, then reselect the warehouse network.',
        'If it still won’t connect, take a spare from the charging rack and keep working.',
        'Log the faulty unit’s serial number in the shift notes so IT can collect it.',
      ],
    },
  },

  visual: {
    kind: 'exhibit',
    exhibit: {
      form: 'architecture',
      title: 'Architecture review · the whole diagram',
      path: [
        { label: 'Any phone', detail: 'A call or SMS', icon: 'Smartphone' },
        { label: 'Phone network', detail: 'No Wi-Fi needed', icon: 'Radio' },
        { label: 'Pocket Mentor', detail: 'No app, no login', icon: 'Headphones' },
        { label: 'Your documents', detail: 'The ones you approve', icon: 'FileText' },
      ],
      notConnected: {
        label: 'Not integrated with:',
        items: ['HRIS', 'ERP', 'Single sign-on', 'Device management', 'Site Wi-Fi'],
      },
      facts: [
        { item: 'User data collected or stored', value: 'None' },
        { item: 'Devices or accounts to manage', value: 'None' },
        { item: 'Air-gapped and low-signal sites', value: 'Supported' },
      ],
      caption:
        'How a call reaches your procedures: a phone, the phone network, Pocket Mentor and the documents you load. There is no system integration and no Wi-Fi to set up, so your HRIS, ERP, sign-on and device management have no place in it.',
    },
  },

  problem: {
    heading: 'Every AI request lands on the same backlog',
    paragraphs: [
      'Operations, HR and training all want AI tools for the frontline. Each proposal arrives with the same requirements: an app to package, devices to enroll, single sign-on to configure and a connector into a system of record.',
      'Each one also raises the same review questions. Where does employee data go? Who can see what people ask? What happens at the plants and secure sites that are deliberately cut off from outside networks?',
      'Saying no protects the environment but pushes the business toward workarounds of its own. Saying yes to every tool adds another system to secure, patch and support.',
    ],
  },

  benefits: {
    heading: 'What IT doesn’t have to do',
    bullets: [
      'There is no app to package, distribute or update, and no device management profile to maintain.',
      'There are no logins, accounts or passwords to provision, reset or remove when people leave.',
      'There is no system integration: the business chooses which procedures Pocket Mentor answers from, and it doesn’t connect to your systems.',
      'No user data is collected or stored, which keeps the privacy review short.',
      'Air-gapped and low-connectivity sites are covered, because an ordinary voice call is all it needs.',
      'It is deployable in days, with no infrastructure project added to the IT roadmap.',
    ],
  },

  cards: {
    heading: 'Answers for your architecture and security review',
    intro: 'The points a review usually starts with.',
    items: [
      {
        icon: 'Lock',
        title: 'Data handling',
        description:
          'No user data is collected or stored. Callers don’t create accounts, so there is no employee profile to protect, retain or delete. Usage reviews look at aggregated, anonymous question topics, not at who asked.',
      },
      {
        icon: 'PlugZap',
        title: 'Integration footprint',
        description:
          'There isn’t one. Pocket Mentor answers from the documents the business supplies, so there are no connectors to maintain and no credentials to rotate.',
      },
      {
        icon: 'WifiOff',
        title: 'Air-gapped and remote sites',
        description:
          'Pocket Mentor works in air-gapped and remote settings because it needs no Wi-Fi and no system integration. A worker picks up any phone, dials the number and hears the procedure.',
      },
      {
        icon: 'Smartphone',
        title: 'Device independence',
        description:
          'Any phone works, from a desk handset to a basic mobile. There is nothing to install, enroll or patch, and no screen to lock down.',
      },
      {
        icon: 'Headphones',
        title: 'Help desk relief',
        description:
          'Runbooks for common scanner, printer and access problems can go on the line, so frontline staff try the documented fix before they open a ticket.',
      },
    ],
  },

  story: {
    title: 'AI at the plants without an integration project',
    subtitle: 'An IT leader finds a way to say yes to operations.',
    paragraphs: [
      'Imagine the CIO of a manufacturer with plants in several regions, some running production networks that are air-gapped by design. Operations has asked more than once for AI-assisted troubleshooting for maintenance crews, and each proposal has stalled in security review.',
      'This time the proposal is Pocket Mentor. Maintenance supervisors supply the equipment manuals, lockout/tagout procedures and troubleshooting guides. Technicians call from a plant phone or their own mobile. Nothing is installed, nothing is integrated with plant systems and no caller data is stored.',
      'The security review becomes a short conversation instead of a long project. The plants get the guidance they asked for, and IT has nothing new to patch.',
    ],
    outcomes: [
      'Downtime on the covered lines could be cut by 40% in 30 days',
      'Fewer routine questions escalated to plant maintenance leads',
      'No new integrations, accounts or devices to secure',
    ],
  },

  closing: {
    heading: 'Bring your security questions',
    body: 'Use a 15-minute discovery call to walk through how Pocket Mentor is deployed, what it does and doesn’t touch, and what your review would need to cover.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
