import type { IndustryContent } from '../types';

const content: IndustryContent = {
  meta: {
    title: 'Sales: Playbook and Pricing Answers on One Phone Call',
    description:
      'Reps call one number between meetings to hear your playbook, pricing rules and objection responses. Prospects get an after-hours line too. No app, live in days.',
  },

  hero: {
    eyebrow: 'Pocket Mentor for Sales',
    title: 'Your playbook, on the line before the next meeting',
    tagline:
      'Reps call one number from the car, the lobby or the trade show floor and hear your talk tracks, pricing rules and objection responses. No app to open, no CRM tab to hunt through.',
    cta: { label: 'Request a Sales Demo', href: '/contact' },
    snippet: {
      caller: 'Account executive, parked outside a prospect’s office',
      question: 'Procurement says we’re priced above the incumbent. How do I answer that?',
      answer: [
        'Your objection playbook: acknowledge it, then ask what their current setup costs them in workarounds and manual hours.',
        'Reframe on total cost: implementation, support and the switching effort your pricing guide lists.',
        'If they still push, discounts beyond your band go to the deal desk. Don’t commit to a number in the meeting.',
      ],
    },
  },

  problem: {
    heading: 'New reps have the deck. They don’t have the answers yet.',
    paragraphs: [
      'Every sales team has a playbook. It sits in a shared folder next to an older version of itself, a pricing sheet that changed last quarter and a battlecard nobody has opened since kickoff. When a buyer raises an objection mid-call, the rep has seconds to respond, and the folder is no help.',
      'Turnover makes it worse. Each new rep spends months learning what the top performers already know: which discount needs approval, how to position against the incumbent, when to bring in a sales engineer. Until then they message their manager, guess, or promise something the deal desk later has to walk back.',
      'The best closers carry the rest in their heads: the question that exposes a stalled deal, the phrasing that gets past a gatekeeper, the way to handle a procurement team that wants a multi-year discount. When they change territories or leave, that judgment goes with them.',
    ],
  },

  noInfrastructure: {
    heading: 'No new tab in a rep’s already crowded day',
    intro:
      'Reps already juggle a CRM, a dialer, email and a calendar, and they quietly ignore tools that add one more login. Pocket Mentor is a phone number they can call from the parking lot, the airport or a booth with patchy conference Wi-Fi.',
  },

  benefits: {
    heading: 'What reps get from one phone number',
    intro:
      'Pocket Mentor answers from the playbooks, pricing guides and product material you approve, so every rep works from the current version.',
    items: [
      {
        icon: 'Handshake',
        title: 'Objection responses on demand',
        description:
          'A rep about to walk into a renewal can rehearse the responses your best sellers use for price, timing and “we’ll build it ourselves,” in your approved wording.',
      },
      {
        icon: 'DollarSign',
        title: 'Pricing rules without the guesswork',
        description:
          'Discount bands, bundling rules and approval thresholds are spoken back from your pricing guide, so fewer quotes bounce back from the deal desk.',
      },
      {
        icon: 'Timer',
        title: 'A faster ramp for new hires',
        description:
          'New reps hear qualification questions, talk tracks and product positioning whenever they need them, with onboarding cut by up to 80% when the answers are a call away.',
      },
      {
        icon: 'Brain',
        title: 'Top performers’ instincts, recorded',
        description:
          'Capture how your strongest closers run discovery, revive a stalled deal and work a buying committee, then let every rep hear that thinking before their own calls.',
      },
      {
        icon: 'MessageSquare',
        title: 'One story across the team',
        description:
          'Every rep describes the product, the packaging and the pricing the same way, so buyers hear consistent messaging whichever rep picks up the account.',
      },
      {
        icon: 'TrendingDown',
        title: 'Fewer interruptions for managers',
        description:
          'Routine “can I offer this?” and “how do we answer that?” questions are handled on the call, so sales managers spend their time coaching live deals.',
      },
    ],
  },

  useCases: {
    heading: 'Inside the team and in front of the buyer',
    intro:
      'Load separate material for your reps and for the people who call you, so an account executive and a prospect each hear answers meant for them.',
    groups: [
      {
        heading: 'Internal',
        intro: 'For the people who carry a number.',
        items: [
          {
            icon: 'UserPlus',
            title: 'Rep Onboarding',
            description:
              'Ideal customer profile, qualification questions, the product story and your sales stages, ready for a new hire between shadowing sessions and their first calls alone.',
            ask: 'What are our qualification questions for a first call?',
            firstStep: 'Your qualification steps: confirm the problem, who owns it, and when they need it solved.',
          },
          {
            icon: 'Receipt',
            title: 'Pricing & Quoting',
            description:
              'Discount limits, bundle rules, payment terms and who approves what, talked through before a rep sends a quote the deal desk has to rework.',
            ask: 'Can I give 15% on a two-year deal?',
            firstStep: 'Your discount rules: check your approval limit for this deal size before the quote goes out.',
          },
          {
            icon: 'MessagesSquare',
            title: 'Objection Handling',
            description:
              'Price, timing, the incumbent vendor, “just send me some information”: your approved responses and follow-up questions, ready in the minutes before a call or right after a tough one.',
            ask: 'They’ll say they’re happy with their current vendor. What do I say?',
            firstStep:
              'Your approved response: acknowledge it, then ask what they would change about the current setup.',
          },
          {
            icon: 'Route',
            title: 'Field & Territory Reps',
            description:
              'Outside reps hear product specs, competitive positioning and the next step in your sales process between customer stops, without pulling over to search a laptop.',
            ask: 'What’s the next step after a site visit in our process?',
            firstStep: 'Your sales stages: send the recap with agreed next steps within a day, and log the visit.',
          },
        ],
      },
      {
        heading: 'External',
        intro: 'Lines your prospects, customers and partners can call.',
        items: [
          {
            icon: 'PhoneCall',
            title: 'After-Hours Lead Qualification',
            description:
              'Prospects who call after hours hear your qualifying questions and, if they fit, the next step your playbook sets, such as booking time with a rep.',
            ask: 'Do you work with companies our size?',
            firstStep: 'Your qualifying questions: how many people would use it, and what they need help with today.',
          },
          {
            icon: 'Package',
            title: 'Customer Product Questions',
            description:
              'Customers and prospects ask about features, plans, compatibility and ordering, and hear answers from your product sheets, so reps aren’t pulled off selling to repeat the basics.',
            ask: 'What’s the difference between your two plans?',
            firstStep: 'From your product documentation: here are the features each plan includes, one plan at a time.',
          },
          {
            icon: 'Users',
            title: 'Channel & Reseller Partners',
            description:
              'Partner reps hear your positioning, deal registration steps and partner pricing rules, so they sell your product the way your own team does.',
            ask: 'How do I register this deal before the call?',
            firstStep:
              'Your deal registration steps: submit the customer details through the partner process before the first meeting.',
          },
        ],
      },
    ],
  },

  whyChoose: {
    heading: 'Why sales leaders pick Pocket Mentor',
    items: [
      'Every answer comes from your playbooks, pricing guides and product sheets',
      'No app, login or CRM integration for reps to adopt',
      'Works on any phone, from the car, the airport or the show floor',
      'Available 24/7, including for prospects who call after hours',
      'Your best closers’ approach kept when they move on',
      'No data collected or stored on the people who call',
      'Live in days, with no capital spend',
    ],
  },

  story: {
    title: 'The renewal meeting, prepared in the parking lot',
    subtitle: 'A growing B2B software company hiring reps faster than its managers can coach them',
    paragraphs: [
      'Imagine a software company hiring account executives faster than its managers can coach them. The playbook is solid but long, pricing changes every quarter, and new reps learn mostly by messaging whoever happens to be online.',
      'The company loads its playbook, pricing guide, competitive battlecards and product FAQs into Pocket Mentor. Its top account executive records how they handle the objections that come up most, and the sales enablement lead reviews every answer before it goes live.',
      'A rep in their first months pulls into a customer’s parking lot a few minutes early for a renewal. The customer has hinted at a competitor’s lower price. The rep calls the number and hears the team’s response: confirm what is actually being compared, reframe on support and switching cost, and which concessions are allowed without deal desk approval.',
      'The rep walks in with a plan instead of a guess. The sales manager, in back-to-back forecast calls that afternoon, reads the outcome in the CRM rather than fielding an anxious message beforehand.',
    ],
    outcomes: [
      'Onboarding time for new reps could be cut by 60%',
      'Engagement with the sales playbook could rise 3x',
      'Fewer quotes sent back by the deal desk',
      'The same objection responses from every rep',
    ],
  },

  closing: {
    heading: 'Bring the objection your reps fumble most',
    body: 'Book a 15-minute discovery call and pick one part of your playbook. We’ll show you how a rep would hear it from Pocket Mentor between meetings.',
    cta: { label: 'Request a Sales Demo', href: '/contact' },
  },
};

export { content };
