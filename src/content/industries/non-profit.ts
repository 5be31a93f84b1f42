import type { IndustryContent } from '../types';

const content: IndustryContent = {
  meta: {
    title: 'Non-Profit: Volunteer and Caseworker Guidance by Phone',
    description:
      'Spoken, step-by-step guidance from your own procedures for volunteers, caseworkers, operations and fundraising staff. No software to buy or learn.',
  },

  hero: {
    eyebrow: 'Pocket Mentor for Non-Profits',
    title: 'A steady guide for every volunteer and caseworker',
    tagline:
      'Give volunteers, caseworkers and your small operations team one number to call for your organization’s own procedures, talked through one step at a time. No software to buy and no accounts to manage.',
    cta: { label: 'Request a Demo', href: '/contact' },
    snippet: {
      caller: 'Saturday volunteer, food pantry dock',
      question: 'A pallet of donated yogurt just arrived. Can we accept it?',
      answer: [
        'Your receiving checklist: check the product temperature first, against the posted limit.',
        'Then check best-by dates and look for damaged or swollen packaging.',
        'If anything fails, label it HOLD, set it aside and tell the shift lead.',
      ],
    },
  },

  problem: {
    heading: 'A mission that runs on people who just arrived',
    paragraphs: [
      'Most non-profits depend on people who are new to the work: weekend volunteers, first-year caseworkers, a rotating board and a small staff covering several jobs each. Turnover is high and training budgets are thin, so orientation is a quick talk and a handout.',
      'The procedures exist. There is an intake process, a confidentiality policy, a food safety checklist, a gift acceptance policy. But they sit in a shared drive volunteers can’t reach, and the one person who knows how things are done spends the shift answering questions instead of doing their own job.',
      'When that person leaves, the organization often starts over. The program director who knew how to handle an unusual eligibility case, or the development manager who knew how each major donor likes to be thanked, takes that knowledge out the door.',
    ],
  },

  noInfrastructure: {
    heading: 'No software budget required',
    intro:
      'Every dollar spent on systems is a dollar not spent on the mission. Pocket Mentor needs no app, no hardware and no capital spend, and volunteers use the phones they already carry, in a warehouse, a church basement or a client’s home.',
  },

  benefits: {
    heading: 'More time for the mission, less time repeating answers',
    items: [
      {
        icon: 'UserPlus',
        title: 'Volunteers ready on their first shift',
        description:
          'New volunteers call for the sorting rules, intake script or safety steps at the moment they need them, instead of waiting for the shift lead to free up.',
      },
      {
        icon: 'ClipboardList',
        title: 'Caseworkers who follow the program rules',
        description:
          'Eligibility criteria, referral steps and documentation requirements are a call away, so clients get the same answer whichever caseworker they see.',
      },
      {
        icon: 'TrendingDown',
        title: 'Staff freed from repeat questions',
        description:
          'Routine questions stop landing on the volunteer coordinator and the program manager, who get their time back for the work only they can do.',
      },
      {
        icon: 'Brain',
        title: 'Knowledge that outlasts turnover',
        description:
          'Capture how your longtime staff handle the tricky cases, the difficult donor call or the unusual intake, so it stays when they move on.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Nothing stored about your people',
        description:
          'Pocket Mentor keeps no personal data about the volunteers and staff who call, which matters when the people you serve depend on your discretion.',
      },
    ],
  },

  useCases: {
    heading: 'From the warehouse floor to the donor call',
    intro:
      'Load the procedures for each part of your organization. Volunteers, caseworkers and staff call the same number and hear what applies to them.',
    groups: [
      {
        heading: 'Programs and teams',
        items: [
          {
            icon: 'UserCheck',
            title: 'Volunteers',
            description:
              'Orientation rules, sorting and food safety checklists, event setup and what to say when a client asks something outside the volunteer’s role, all available mid-shift.',
            ask: 'Someone donated opened baby formula. Do we keep it?',
            firstStep:
              'Your food safety checklist: opened or expired formula can’t be distributed; set it aside for disposal.',
          },
          {
            icon: 'ClipboardCheck',
            title: 'Social Services',
            description:
              'Intake steps, eligibility rules for emergency assistance, mandated reporting procedures and warm handoff scripts, guided from your program manuals for caseworkers at the front desk or on home visits.',
            ask: 'Client needs rent help this week. Do they qualify?',
            firstStep: 'Your emergency assistance rules: confirm the household size and income documents first.',
          },
          {
            icon: 'Building',
            title: 'Operations',
            description:
              'Opening and closing the building, van pre-trip inspections, warehouse receiving and month-end bookkeeping steps, so a small operations team isn’t the only source of answers.',
            ask: 'Alarm panel is showing a zone fault at opening. What do I do?',
            firstStep: 'Your opening procedure: note the zone number and call the alarm company before you disarm.',
          },
          {
            icon: 'DollarSign',
            title: 'Fundraising',
            description:
              'Gift acceptance policy, donor acknowledgment steps, stock and in-kind gift handling and the event-night check-in routine, so every donor is thanked and recorded the right way.',
            ask: 'A guest wants to give stock tonight. How do we take it?',
            firstStep:
              'Your gift acceptance policy: take their contact details and broker information; the finance lead sends transfer instructions.',
          },
        ],
      },
    ],
  },

  whyChoose: {
    heading: 'Why mission-driven teams choose it',
    items: [
      'Answers from your own policies, program manuals and checklists',
      'No software to buy, install or learn',
      'No personal data collected from volunteers or staff',
      'Works on any phone volunteers already own',
      'Available 24/7 for evening programs and weekend shifts',
      'Keeps longtime staff knowledge when people move on',
      'Deployable in days, with no capital spend to approve',
    ],
  },

  story: {
    title: 'Saturday at the food bank',
    subtitle: 'A regional food bank with a different volunteer crew every weekend',
    paragraphs: [
      'Imagine a regional food bank where a new group of volunteers arrives every Saturday: a youth group one week, a corporate team the next. The warehouse manager gives a short orientation, then spends the shift answering the same questions about sorting, date rules and where donations go.',
      'Every crew logs in-kind donations a little differently. At month-end, the finance manager spends 12 hours of reconciliation matching donation logs to receipts before the grant report can go out.',
      'The food bank loads its receiving checklist, food safety rules, donation logging steps and client-choice pantry guidelines into Pocket Mentor, and records the warehouse manager explaining the judgment calls. Now a volunteer at the dock calls the number, hears how to check and log a donation, and gets back to work. The manager walks the floor instead of answering the same question again.',
    ],
    outcomes: [
      'Volunteer onboarding could be cut by up to 80%',
      'Donation logs consistent enough to shrink those 12 hours of reconciliation',
      'Volunteer engagement could grow 3x when people feel prepared',
      'The warehouse manager’s know-how kept for future crews',
    ],
  },

  closing: {
    heading: 'Give your next volunteer a guide on day one',
    body: 'We can start with a 15-minute discovery call about your orientation or intake process, then let you hear how it sounds when a first-time volunteer calls in.',
    cta: { label: 'Request a Demo', href: '/contact' },
  },
};

export { content };
