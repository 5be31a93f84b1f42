import type { IndustryContent } from '../types';

const content: IndustryContent = {
  meta: {
    title: 'Retail: Store Procedures Answered in the Aisle',
    description:
      'Store associates call one number to hear your returns policy, receiving steps and register procedures aloud. Fewer manager pages, faster ramp for new hires.',
  },

  hero: {
    eyebrow: 'Pocket Mentor for Retail',
    title: 'Store policy, answered in the aisle before the customer walks away',
    tagline:
      'Associates call a number and hear your returns rules, receiving steps and register procedures one step at a time, while the customer is still standing there. No handheld, no app, no waiting for a manager.',
    cta: { label: 'Get a Retail Demo', href: '/contact' },
    snippet: {
      caller: 'Seasonal associate, front register',
      question: 'Customer wants to return a blender with no receipt. What’s our policy?',
      answer: [
        'Your returns policy: ask for the card used at purchase and look up the transaction in the POS.',
        'If there’s no record, the item can go back for store credit with a valid ID.',
        'Anything over the no-receipt limit needs a manager override before you process it.',
      ],
    },
  },

  problem: {
    heading: 'Every season brings new faces and the same questions',
    paragraphs: [
      'Retail runs on people who are new. Seasonal hires, part-timers and transfers from other stores join constantly, and many work their first shift after a short orientation. They learn the register, the returns policy and the stockroom layout by asking whoever is nearby, often in front of a waiting customer.',
      'Store managers and key holders become the help desk. They get called to the register for price overrides, to the stockroom for receiving questions and to the fitting room for policy disputes. Answers vary by store and by shift, and customers notice. Mistakes turn into shrink, markdown errors, refunds outside policy and planograms set wrong.',
      'The procedures exist, in a store operations manual on the back-office computer or a portal associates rarely open. Experienced leads carry the rest: how to handle a damaged delivery, the workaround when the POS rejects a return, the quickest way to recover a floor set. When they leave, the next team learns it all over again.',
    ],
  },

  noInfrastructure: {
    heading: 'Nothing for the store to install or the help desk to support',
    intro:
      'Stores run lean on hardware and IT time, and associates don’t want a work app on their own phone. With Pocket Mentor, a call or text from any phone reaches your procedures, from the sales floor to a back stockroom where the Wi-Fi drops.',
  },

  benefits: {
    heading: 'Fewer manager pages, faster answers at the register',
    items: [
      {
        icon: 'Timer',
        title: 'Seasonal staff ready sooner',
        description:
          'New associates hear register, returns and stockroom procedures at the moment they need them, so seasonal hires contribute sooner, with onboarding cut by up to 80%.',
      },
      {
        icon: 'Receipt',
        title: 'Returns handled by the policy',
        description:
          'No-receipt returns, exchanges, price adjustments and damaged-item refunds follow the written policy, so customers get the same answer at every register in every store.',
      },
      {
        icon: 'Package',
        title: 'Stockroom work done right',
        description:
          'Receiving, damage claims, RTV, cycle counts and markdown procedures are spoken step by step, so the truck gets worked the way your distribution standards expect.',
      },
      {
        icon: 'Users',
        title: 'Managers back on the floor',
        description:
          'Routine questions go to the phone line instead of the store manager, so fewer issues get escalated to the district office.',
      },
      {
        icon: 'Brain',
        title: 'Your best leads, on record',
        description:
          'Capture how your strongest key holders and department leads handle difficult returns, floor sets and truck days, so new staff hear their methods alongside policy.',
      },
      {
        icon: 'Store',
        title: 'Consistent from store to store',
        description:
          'Every location and every shift hears the same approved policies and procedures, so customers get the same answers wherever they shop with you.',
      },
    ],
  },

  useCases: {
    heading: 'From the stockroom to the checkout to the customer’s phone',
    intro: 'Three store teams and one customer line, each answered from the procedures and policies you load.',
    groups: [
      {
        heading: 'Store teams and customers',
        items: [
          {
            icon: 'PackageCheck',
            title: 'New Hire & Stockroom',
            description:
              'First-week basics, truck unloading, receiving against the packing list, stock rotation and backstock labeling, talked through in the stockroom without tracking down a lead.',
            ask: 'The shipment doesn’t match the packing list. What do I do?',
            firstStep:
              'Your receiving procedure: note each short or damaged carton on the packing list before you sign.',
          },
          {
            icon: 'ShoppingBag',
            title: 'Sales & Service',
            description:
              'Product knowledge, planogram and floor-set instructions, special orders, loyalty sign-ups and how to handle a complaint, available on the sales floor while the customer waits.',
            ask: 'Shopper wants a size we don’t carry in store. Can I order it?',
            firstStep:
              'Your special-order process: check availability on the store system, then take the customer’s details.',
          },
          {
            icon: 'CreditCard',
            title: 'Checkout & Returns',
            description:
              'Register opening and closing, cash drawer counts, price overrides, gift cards, exchanges and no-receipt returns, spoken at the register while the line keeps moving.',
            ask: 'No-receipt return on a jacket. What’s the policy?',
            firstStep:
              'Your returns policy: look the purchase up by card first; without a record, it’s store credit at the lowest recent price.',
          },
          {
            icon: 'PhoneCall',
            title: 'Order Status Line',
            description:
              'A customer-facing number where shoppers hear how to track an order, when pickup orders are ready and what happens when a delivery runs late, answered from your fulfillment policies.',
            ask: 'My pickup order says ready. What do I bring?',
            firstStep: 'From the store’s pickup instructions: the order number and the ID shown on the order.',
          },
        ],
      },
    ],
  },

  whyChoose: {
    heading: 'Why store operations teams choose a phone number',
    items: [
      'Answers from your own store operations manual and policies',
      'No app, handheld or login for associates',
      'Works on any phone, on the sales floor or deep in the stockroom',
      'Available 24/7, including overnight stocking and holiday hours',
      'No user data collected or stored',
      'Optional customer line for order status questions',
      'Live in days, with no hardware or system integration',
    ],
  },

  story: {
    title: 'Holiday hiring without the long classroom',
    subtitle: 'A regional home goods chain staffing up for the holidays',
    paragraphs: [
      'Imagine a regional home goods chain that staffs up every fall. New hires sit through a 3-day training course before their first shift, covering the register, returns, receiving and loss prevention. By the time the stores get busy, much of it is forgotten, and every question ends up at the store manager’s office.',
      'The chain loads its store operations manual, returns policy, receiving procedures and register guides into Pocket Mentor. Its longest-serving store managers record how they handle what the manual skips: a gift receipt from another location, a shipment that arrives short, a price that won’t scan. The classroom course shrinks to an orientation, and the rest is a phone call away.',
      'In the first week of the rush, a seasonal associate working the overnight truck finds a shipment short on a key item. The receiving lead has gone home. The associate calls the number, hears the chain’s steps for documenting the shortage on the packing list and reporting it, and gets back to the pallets.',
      'The chain also opens a customer line for order pickup questions, which takes routine “is my order ready?” calls off the phone at the register.',
    ],
    outcomes: [
      'Onboarding time for seasonal hires could be cut by 80%',
      'Fewer routine questions escalated to the district office',
      'Consistent returns and receiving answers in every store',
      'Fewer pages pulling managers off the sales floor',
    ],
  },

  closing: {
    heading: 'Start with the policy your stores get wrong most',
    body: 'On a 15-minute discovery call, pick one procedure, from no-receipt returns to truck receiving. We’ll play it back as the call a new associate would make from the floor.',
    cta: { label: 'Get a Retail Demo', href: '/contact' },
  },
};

export { content };
