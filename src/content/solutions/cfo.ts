import type { SolutionContent } from '../types';

const content: SolutionContent = {
  meta: {
    title: 'For CFOs: Frontline Enablement With No Capital Spend',
    description:
      'Frontline training and support with no capital spend, no hardware and no integration project. Shorter ramp time and fewer escalations, live in days.',
  },

  hero: {
    eyebrow: 'For finance leaders',
    title: 'Frontline enablement with nothing to capitalize',
    tagline:
      'No hardware, no integration project and no devices to issue. Pocket Mentor turns procedures you already own into guidance on any phone, with a cost you can see from the start.',
    cta: { label: 'Contact Sales', href: '/contact' },
    snippet: {
      caller: 'Branch manager, field services company',
      question: 'A tech needs a part that isn’t from an approved vendor. Can I put it on the company card?',
      answer: [
        'Your purchasing policy says: off-list purchases need a PO, not the company card.',
        'Request a PO from purchasing with the job number and the vendor’s quote.',
        'For an emergency repair, get your regional manager’s approval first and attach it to the PO.',
      ],
    },
  },

  visual: {
    kind: 'exhibit',
    exhibit: {
      form: 'budget-sheet',
      subject: 'Budget review · frontline enablement pilot',
      title: 'What the pilot asks the budget to carry',
      columns: ['Line item', 'Requested'],
      lines: [
        { item: 'Capital spend', value: 'None' },
        { item: 'Hardware and devices to issue', value: 'None' },
        { item: 'App rollout and user logins', value: 'None' },
        { item: 'System integration project', value: 'None' },
        { item: 'Time to deploy', value: 'Days' },
      ],
      returnsLabel: 'The return we expect',
      returns: [
        { value: 'From day one', label: 'Payback', reading: 'Illustrative expectation' },
        { value: 'Six figures', label: 'Annual ROI', reading: 'Illustrative expectation' },
      ],
      caption:
        'Payback and ROI are an illustrative expectation, not a guarantee: a discovery call builds both on your own onboarding and escalation costs.',
    },
  },

  problem: {
    heading: 'The cost of slow onboarding is spread across the whole P&L',
    paragraphs: [
      'Slow onboarding rarely shows up as a single line. It appears as overtime while new hires shadow someone, callbacks when steps get missed, supervisors pulled away from productive work, and turnover that starts the whole cycle again.',
      'The usual fixes ask for capital and commitment up front: a learning platform, devices for the floor, an integration with the HRIS, and an implementation partner to tie it all together. The payback case then rests on adoption nobody can promise.',
      'Finance needs an option that requires no capital, proves itself quickly and adds nothing to the fixed asset register.',
    ],
  },

  benefits: {
    heading: 'What finance gets',
    bullets: [
      'No capital spend: no hardware, devices or infrastructure to buy or depreciate.',
      'No system integration, so there is no integration budget to fund and no IT backlog to jump.',
      'Deployment in days brings the first return forward instead of waiting out a long rollout.',
      'Shorter ramp time lowers what it costs to bring each new hire to full productivity.',
      'Fewer escalations free supervisors and senior staff for billable and productive work.',
      'Purchasing, expense and approval questions get the same policy answer every time.',
    ],
  },

  cards: {
    heading: 'Where the return comes from',
    intro: 'Build the case from costs your team already tracks.',
    items: [
      {
        icon: 'Timer',
        title: 'Onboarding cost',
        description:
          'Every week a new hire spends shadowing pays two people for one job. Shorter ramp time trims that overlap, for every hire you make.',
      },
      {
        icon: 'TrendingDown',
        title: 'Escalation and support load',
        description:
          'Routine questions answered on the phone need not become support tickets, supervisor interruptions or calls to headquarters.',
      },
      {
        icon: 'Receipt',
        title: 'Policy compliance',
        description:
          'Purchasing, expense and approval rules explained the same way to every manager, so fewer exceptions reach finance after the money is already spent.',
      },
      {
        icon: 'PiggyBank',
        title: 'No capital outlay',
        description:
          'Nothing to buy up front and nothing on the balance sheet to depreciate. The service runs on phones your people already carry.',
      },
      {
        icon: 'TrendingUp',
        title: 'The return we expect',
        description:
          'With nothing to capitalize, we expect payback from day one and a six-figure annual ROI. That is an illustrative expectation, not a guarantee: your discovery call builds it on your own numbers.',
      },
      {
        icon: 'DoorOpen',
        title: 'Knowledge that doesn’t walk out',
        description:
          'When an experienced employee leaves, rebuilding what they knew takes real time and money. Captured expertise means the replacement starts with it rather than from scratch.',
      },
    ],
  },

  story: {
    title: 'A pilot with nothing to depreciate',
    subtitle: 'A finance chief approves a training pilot that asks for no capital.',
    paragraphs: [
      'Imagine the CFO of a multi-branch field services company reviewing a training proposal. The last one asked for tablets for every technician, a learning platform license and an integration with the dispatch system. It never made it past budget review.',
      'This time operations proposes Pocket Mentor for a single region: the company’s service procedures and purchasing policy on a phone line, live in days, with no hardware and no integration. The CFO approves the pilot and asks for a simple before-and-after on onboarding time and escalations.',
      'New technicians in the region call the line instead of their branch manager. Branch managers stop improvising purchasing answers, because the policy is a phone call away.',
    ],
    outcomes: [
      'No capital outlay to recover and nothing added to the fixed asset register',
      'Onboarding time for the region’s new technicians could be cut by 60%',
      'Fewer routine questions escalated to branch managers',
      'Fewer off-policy purchases escalated to finance',
    ],
  },

  closing: {
    heading: 'Build the business case on your own numbers',
    body: 'In a 15-minute discovery call, we’ll walk through what a first deployment involves and which of your costs it is likely to touch.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
