import type { SolutionContent } from '../types';

const content: SolutionContent = {
  meta: {
    title: 'For CROs: Every Rep on Message, on Every Call',
    description:
      'Put your sales playbook, pricing rules and objection handling on a phone line every rep can call before a meeting. Consistent messaging, faster ramp.',
  },

  hero: {
    eyebrow: 'For revenue leaders',
    title: 'The sales playbook in every rep’s pocket, not in a shared drive',
    tagline:
      'Reps rarely open a playbook in the parking lot before a meeting, but they will make a phone call. Pocket Mentor reads back your positioning, talk tracks and pricing rules when the deal needs them.',
    cta: { label: 'Request a Demo', href: '/contact' },
    snippet: {
      caller: 'Field sales rep, before a buyer meeting',
      question: 'The buyer says we cost more than the incumbent. How do I answer that?',
      answer: [
        'Your playbook says: don’t lead with a discount. Ask what the incumbent’s price includes.',
        'Walk through the total-cost comparison from the pricing guide: response times, warranty terms and freight.',
        'Any discount beyond your authority goes to your sales manager before you offer it.',
      ],
    },
  },

  visual: {
    kind: 'exhibit',
    exhibit: {
      form: 'rep-phone',
      title: 'Pocket Mentor',
      context: 'Buyer meeting next. Calling from the car.',
      line: 'Your sales playbook',
      question: 'The buyer says we cost more than the incumbent. How do I answer?',
      answer: [
        'Don’t lead with a discount. Ask what the incumbent’s price includes.',
        'Walk through the total-cost comparison: response times, warranty terms and freight.',
        'Any discount beyond your authority goes to your sales manager first.',
      ],
      status: 'Answered from your playbook and pricing guide',
      caption:
        'An example call: a field rep asks the line before a meeting and hears your positioning and pricing rules, step by step. The words come from your own playbook.',
    },
  },

  problem: {
    heading: 'Message drift starts the day after kickoff',
    paragraphs: [
      'Sales kickoff lands the new positioning, the launch deck and the objection handling. A few weeks later, every rep has a personal version, and the customer hears something different depending on who walks in.',
      'Top performers know how to handle a price objection or a procurement stall. That knowledge lives in their heads and in the occasional ride-along, so new reps pick it up slowly, if at all.',
      'Sales managers become the help line for pricing authority, discount approvals and product questions. Every one of those calls is time not spent coaching deals.',
    ],
  },

  benefits: {
    heading: 'What the revenue team gets',
    bullets: [
      'Every rep hears the same approved positioning and talk tracks, in every territory.',
      'New reps ramp faster, with discovery questions and objection handling a call away before each meeting.',
      'Pricing rules and discount authority come straight from your policy, so fewer deals stall waiting on a manager.',
      'What top performers say in the hard moments is captured and shared with the whole team.',
      'Product launches reach the field as one message instead of many interpretations.',
      'There is nothing to log into between meetings and no CRM integration to scope.',
    ],
  },

  cards: {
    heading: 'The moments a rep picks up the phone',
    items: [
      {
        icon: 'MessagesSquare',
        title: 'Before the meeting',
        description:
          'A quick call to review the discovery questions, the likely objections and the proof points for that buyer’s industry, in the car or walking into the lobby.',
      },
      {
        icon: 'Handshake',
        title: 'Objection handling',
        description:
          'When a buyer raises price, timing or an incumbent vendor, reps hear the response your best closers give instead of improvising on the spot.',
      },
      {
        icon: 'DollarSign',
        title: 'Pricing and discount rules',
        description:
          'What a rep can offer alone, what needs manager sign-off and what goes to the deal desk, stated the same way to everyone who asks.',
      },
      {
        icon: 'Megaphone',
        title: 'Launch messaging',
        description:
          'New product positioning and competitive talking points stay consistent long after kickoff, because reps can call and hear them again whenever they need to.',
      },
      {
        icon: 'UserPlus',
        title: 'New-rep ramp',
        description:
          'New hires learn territory rules, qualification criteria and your sales process by calling, instead of waiting for the next ride-along with their manager.',
      },
    ],
  },

  story: {
    title: 'A launch that sounds the same in every territory',
    subtitle: 'A revenue leader keeps a new offer on message in the field.',
    paragraphs: [
      'Imagine the CRO of an industrial supplies distributor launching service agreements alongside its product catalog. Reps are used to selling parts, not contracts, and the early calls show it: each rep explains the agreement differently, and discounts vary from branch to branch.',
      'Sales enablement puts the launch playbook, the objection handling guide and the pricing and discount rules on a Pocket Mentor line. Reps are asked to call before every agreement conversation.',
      'Managers hear the difference on ride-alongs. The pitch starts to sound like the playbook, and discount requests arrive with the policy already checked.',
    ],
    outcomes: [
      'Consistent launch messaging across every territory',
      'Rep engagement with the playbook could rise 5x',
      'Onboarding time for new reps could be cut by 60%',
      'Fewer discount approvals escalated to sales leadership',
    ],
  },

  closing: {
    heading: 'Hear your playbook the way a rep would',
    body: 'On a 15-minute discovery call, we’ll look at where your messaging drifts most and what putting one playbook on the line could involve.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
