import type { IndustryContent } from '../types';

const content: IndustryContent = {
  meta: {
    title: 'Transportation & Logistics: Procedures by Phone',
    description:
      'Drivers, dock crews and dispatchers call one number for pre-trip, loading and exception procedures. Customers get a shipment line. No app, works on any phone.',
  },

  hero: {
    eyebrow: 'Pocket Mentor for Transportation & Logistics',
    title: 'Your procedures, from the cab to the dock door',
    tagline:
      'Drivers, dock workers and dispatchers call one number and hear your own pre-trip, loading and exception procedures step by step. It works on any phone, even on a weak signal along a rural route.',
    cta: { label: 'Get a Logistics Demo', href: '/contact' },
    snippet: {
      caller: 'Regional driver, pre-trip inspection before dawn',
      question: 'Air pressure is building slowly on my pre-trip. Do I roll or call it in?',
      answer: [
        'Your pre-trip procedure: at fast idle, time the build-up against the range on your inspection card.',
        'Listen for leaks at the glad hands and air lines, and drain the tanks.',
        'If it’s still outside the range, don’t roll. Note it on the DVIR and call the shop as your policy says.',
      ],
    },
  },

  problem: {
    heading: 'The rulebook is at the terminal. The driver is a long way from it.',
    paragraphs: [
      'Freight moves on procedure: pre-trip inspections, load securement, hazmat paperwork, hours-of-service rules, accident reporting, what to do when a receiver refuses a pallet. Most of it is written down. Little of it is within reach when a driver is at a shipper’s dock at night or a new loader is staging freight for a trailer that pulls out before the next break.',
      'Turnover keeps the training load heavy on every shift. New drivers learn customer-specific rules by calling dispatch, which ties up the people who should be covering loads. New dock hires learn by following whoever is free, so staging, scanning and seal checks vary from door to door, and the errors come back as shortages, damage claims and re-deliveries.',
      'The people who know how it really works are the veteran dispatcher who knows which receivers need an appointment call and the dock lead who can spot a bad load plan from across the floor. When they retire, that knowledge leaves through the same gate they do.',
    ],
  },

  noInfrastructure: {
    heading: 'No tablet in the cab, no scanner app to learn',
    intro:
      'Drivers already have an ELD, a phone and more than enough screens. Pocket Mentor needs no new device, app or link to your TMS or WMS: a call or a text works on a rural route, in a steel-walled warehouse or at a yard with no Wi-Fi.',
  },

  benefits: {
    heading: 'Fewer calls to dispatch, fewer errors at the door',
    intro:
      'Every answer comes from your own driver manual, dock SOPs and customer requirements, in the order your safety and operations teams wrote them.',
    items: [
      {
        icon: 'ClipboardCheck',
        title: 'Pre-trip and post-trip, done the same way',
        description:
          'Drivers hear your inspection sequence and defect rules in order, so a DVIR means the same thing whether it comes from a veteran or someone on their first route.',
      },
      {
        icon: 'Radio',
        title: 'Dispatch freed up for the freight',
        description:
          'Routine questions about customer rules, paperwork and detention are answered on the call, leaving dispatchers to cover loads, breakdowns and late freight.',
      },
      {
        icon: 'PackageCheck',
        title: 'Cleaner loads at the dock',
        description:
          'Loaders hear your staging, scanning, load securement and seal procedures at the door, which means fewer shortages, overages and damage claims down the line.',
      },
      {
        icon: 'Timer',
        title: 'New drivers and dock hires up to speed sooner',
        description:
          'Onboarding can be cut by up to 80% when customer-specific rules and site procedures are a phone call away instead of a binder in the terminal office.',
      },
      {
        icon: 'Brain',
        title: 'Veteran know-how kept at the terminal',
        description:
          'Record your senior dispatchers and dock leads explaining the receivers, lanes and load plans they know by heart, so the next person hears it too.',
      },
      {
        icon: 'ShieldAlert',
        title: 'Safety and hazmat steps spoken in order',
        description:
          'Accident reporting, spill response, placarding and shipping paper procedures, talked through step by step from what your safety department wrote, at any hour.',
      },
    ],
  },

  useCases: {
    heading: 'For the crews who move freight and the customers waiting on it',
    intro:
      'Internal lines carry your operating procedures. Customer lines answer the questions that would otherwise fill your customer service queue.',
    groups: [
      {
        heading: 'Internal',
        items: [
          {
            icon: 'Truck',
            title: 'Drivers',
            description:
              'Pre-trip checks, load securement, hours-of-service questions, customer delivery rules and accident reporting steps, heard at the shipper, the truck stop or the receiver’s gate.',
            ask: 'Receiver is refusing two pallets as damaged. What do I do?',
            firstStep:
              'Your delivery rules: note the refusal and the damage on the delivery receipt before anyone signs.',
          },
          {
            icon: 'Forklift',
            title: 'Dock & Warehouse',
            description:
              'Receiving against the BOL, OS&D notes, pallet staging, cross-dock rules and seal checks, talked through at the dock door before the trailer is closed.',
            ask: 'Count is short one pallet against the BOL. What now?',
            firstStep: 'Your OS&D procedure: recount, then note the shortage on the BOL and photograph the load.',
          },
          {
            icon: 'Headphones',
            title: 'Dispatch',
            description:
              'Customer-specific requirements, breakdown and tow procedures, detention and layover rules, and the escalation path for a late load, so a new dispatcher can hold the night desk.',
            ask: 'Driver broke down on the interstate with a hot load. What’s the order?',
            firstStep:
              'Your breakdown procedure: confirm the driver is safe and off the road, then call the approved tow vendor.',
          },
          {
            icon: 'Wrench',
            title: 'Yard & Shop',
            description:
              'Yard moves, reefer checks, trailer inspections and the shop’s defect triage steps, so a yard jockey or junior tech follows procedure before a unit goes back out.',
            ask: 'Reefer on trailer 212 shows an alarm. What do I check?',
            firstStep:
              'Your reefer check: read the alarm code and the set point against the load’s required temperature.',
          },
        ],
      },
      {
        heading: 'External',
        items: [
          {
            icon: 'Package',
            title: 'Shipment Status Line',
            description:
              'Customers call to hear what each tracking status means, your cutoff times and delivery windows, and how to report a delay, with real exceptions passed to your team.',
            ask: 'What does “out for delivery” mean for my shipment?',
            firstStep: 'From the carrier’s published tracking guide: what that status means and the delivery window.',
          },
          {
            icon: 'ClipboardList',
            title: 'Consignee Delivery Instructions',
            description:
              'Receivers hear your appointment rules, what to check before signing the delivery receipt and how to note shortages or damage, so claims start with clean paperwork.',
            ask: 'What should I check before I sign for this delivery?',
            firstStep: 'From the carrier’s consignee instructions: count the pallets against the BOL first.',
          },
          {
            icon: 'UserCheck',
            title: 'Carrier & Owner-Operator Onboarding',
            description:
              'Contracted carriers and owner-operators hear your tendering, check-call, paperwork and POD requirements before their first load, in the same words your own drivers hear.',
            ask: 'What paperwork do I need before my first load?',
            firstStep: 'From your carrier requirements: the documents you need on file before your first tender.',
          },
        ],
      },
    ],
  },

  whyChoose: {
    heading: 'Why fleet and warehouse leaders choose Pocket Mentor',
    items: [
      'Answers drawn from your driver manual, dock SOPs and customer rules',
      'No ELD, TMS or WMS integration, and no app for drivers',
      'Works on any phone, on rural routes and in steel-walled warehouses',
      'Available 24/7, across every shift and time zone',
      'Dispatchers’ and dock leads’ know-how kept when they retire',
      'No data collected or stored on drivers, crews or callers',
      'Running in days, without a capital budget request',
    ],
  },

  story: {
    title: 'A new loader on the overnight cross-dock',
    subtitle: 'A regional less-than-truckload carrier with constant turnover on its night dock',
    paragraphs: [
      'Imagine a regional LTL carrier whose busiest terminal cross-docks freight overnight. Turnover on the night dock never lets up, and the dock lead who trained most of the crew is close to retirement. Shortages and mis-loaded pallets turn into OS&D reports, re-deliveries and frustrated customers the next morning.',
      'The carrier loads its dock SOPs, load-planning rules, hazmat segregation chart and customer requirements into Pocket Mentor. The dock lead records how they build a load, what they check before closing a door and the mistakes new loaders make most often. Customer service adds a status line that covers delivery windows, tracking status meanings and the claims process.',
      'Early in a shift, a loader in their second week finds a pallet of hazmat freight staged next to food-grade product bound for the same trailer. The loader calls the number and hears the terminal’s segregation rule, where that pallet goes instead and who signs off on the load plan. The trailer leaves on time and loaded correctly.',
      'The next morning, customers asking when their freight will arrive hear delivery windows and status meanings from the line, and only genuine exceptions reach the customer service desk.',
    ],
    outcomes: [
      'Onboarding time for new dock hires could be cut by 80%',
      'Rework from mis-loaded freight could be cut by 40%',
      'Fewer routine status calls reaching the customer service desk',
      'The dock lead’s load-building know-how kept after retirement',
    ],
  },

  closing: {
    heading: 'Start with the procedure dispatch explains most',
    body: 'In a 15-minute discovery call, pick one procedure your drivers or dock crew call about all the time. We’ll show you how Pocket Mentor would talk them through it.',
    cta: { label: 'Get a Logistics Demo', href: '/contact' },
  },
};

export { content };
