import type { SolutionContent } from '../types';

const content: SolutionContent = {
  meta: {
    title: 'Small Business: A Mentor on Call, No IT Team Needed',
    description:
      'Put your opening checklist, house rules and know-how on a phone line your staff can call 24/7. No app, no IT team, no hardware. Deployable in days.',
  },

  hero: {
    eyebrow: 'For small businesses',
    title: 'You can’t be on every shift. Your answers can.',
    tagline:
      'Pocket Mentor turns your checklists, routines and house rules into a phone number your staff can call. There’s no app to install and no IT person needed, and it can be running within days.',
    cta: { label: 'Request a Demo', href: '/contact' },
    snippet: {
      caller: 'New counter hire, neighborhood bakery',
      question: 'The walk-in cooler is reading warm. What do I do?',
      answer: [
        'Your closing checklist says: make sure the door is fully shut and nothing is blocking the gasket.',
        'Move the dairy and cream fillings to the reach-in cooler now.',
        'Write the temperature and time on the temp log, then call the owner.',
      ],
    },
  },

  visual: {
    kind: 'exhibit',
    exhibit: {
      form: 'checklist-board',
      list: 'On the back-room wall',
      title: 'Closing checklist',
      items: [
        'Walk-in door shut, nothing against the gasket',
        'Temperatures and times on the temp log',
        'Dairy and cream fillings in the reach-in if warm',
        'Ovens off, back door locked',
      ],
      sign: { heading: 'Unsure on a shift?', text: 'Call the Pocket Mentor line. It talks you through the checklist.' },
      facts: ['No app', 'No IT person', 'Running within days'],
      caption: 'An example: a bakery’s own closing checklist, now a phone number its staff can call on any shift.',
    },
  },

  problem: {
    heading: 'Everything runs through the owner’s phone',
    paragraphs: [
      'In a small business, the owner is the trainer, the manager, the help desk and the person who gets the call after closing when the cooler alarm goes off.',
      'New hires learn by watching whoever is on shift, so the job gets done a little differently each time. When someone leaves, what they figured out leaves with them, and the next hire starts from zero.',
      'Training software assumes you have an IT team, a budget and time to set it up. Most small businesses have none of those to spare.',
    ],
  },

  benefits: {
    heading: 'Big-company training, small-business effort',
    bullets: [
      'Staff call or text a number from their own phone, so there’s nothing to install and no passwords to manage.',
      'You don’t need an IT person: share the checklists and notes you already have, and it’s deployable in days.',
      'New hires hear the answer you would give, even on your day off.',
      'You get fewer interruptions and more time to run the business.',
      'There’s no equipment to buy and no capital spend.',
    ],
  },

  cards: {
    heading: 'Jobs a small team can hand to Pocket Mentor',
    items: [
      {
        icon: 'DoorOpen',
        title: 'Opening and closing',
        description:
          'The step-by-step routine for opening the doors, setting up, counting the drawer and locking up, so a new hire can open alone without calling you.',
      },
      {
        icon: 'UserPlus',
        title: 'First-week questions',
        description:
          'Where things go, how to ring a refund on the POS, what to say when a customer complains. Answered on the spot, in your words.',
      },
      {
        icon: 'Wrench',
        title: 'Equipment hiccups',
        description:
          'What to check when the espresso machine, the walk-in or the card reader acts up, before anyone pays for a service call.',
      },
      {
        icon: 'ClipboardList',
        title: 'House rules',
        description:
          'Breaks, shift swaps, dress code and food safety rules, explained the same way to everyone who asks, every time they ask.',
      },
      {
        icon: 'Clock',
        title: 'Evenings and weekends',
        description:
          'Late shifts and Saturday crews hear the same answers as weekday mornings, because the line is available 24/7 and never needs a day off.',
      },
    ],
  },

  story: {
    title: 'A weekend without the owner’s phone ringing',
    subtitle: 'A neighborhood bakery hands its routine questions to a phone line.',
    paragraphs: [
      'Imagine a neighborhood bakery with a small crew and an owner who hasn’t had a quiet weekend in years. Every question, from a jammed mixer to a customer asking about allergens, ends up as a call to the owner.',
      'The owner records how they open, close, answer allergen questions and deal with the walk-in cooler, and adds the bakery’s food safety checklist. Pocket Mentor is running within days. Nobody on staff installs anything; they just save one number.',
      'The next Saturday, a new counter hire finds the cooler reading warm. They call the line, move the dairy, log the temperature, and send the owner a short text once it’s handled.',
    ],
    outcomes: [
      'Onboarding time for new counter staff could be cut by 60%',
      'Fewer after-hours calls to the owner',
      'The same food safety steps followed on every shift',
      'No IT help needed to set it up',
    ],
  },

  closing: {
    heading: 'Hear it with your own checklist',
    body: 'Pick the routine your staff ask about most. On a 15-minute discovery call, we’ll show you how it would sound on the phone.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
