import type { IndustryContent } from '../types';

const content: IndustryContent = {
  meta: {
    title: 'Restaurant & Hospitality: Shift Answers by Phone',
    description:
      'Line cooks, servers, desk agents and banquet staff call one number for your recipes, allergen steps and checklists, answered in under a minute. No app or Wi-Fi.',
  },

  hero: {
    eyebrow: 'Pocket Mentor for Restaurant & Hospitality',
    title: 'The answer to “how do we do this here?” in the middle of a rush',
    tagline:
      'Cooks, servers, front desk agents and banquet captains call a number and hear your recipes, allergen procedures and checklists step by step, in under a minute. No tablet on the line, no login at the host stand.',
    cta: { label: 'Request a Demo', href: '/contact' },
    snippet: {
      caller: 'Server, Friday dinner rush',
      question: 'Guest at table 9 has a sesame allergy. What’s our process?',
      answer: [
        'Your allergen procedure: check the allergen matrix for each dish the guest is considering, not just the menu description.',
        'Ring the order with the allergy modifier in the POS and tell expo in person.',
        'The kitchen preps it on a cleaned station with fresh utensils, and a manager confirms it before it runs.',
      ],
    },
  },

  problem: {
    heading: 'Constant hiring, a full dining room and nobody free to train',
    paragraphs: [
      'Restaurants and hotels hire all year. A new line cook or server is often on the floor after a shadow shift or two, picking up recipes, plating specs, side work and POS shortcuts from whoever has a spare minute. On a busy night, nobody does.',
      'So the questions go to the sous chef on expo, the manager working the door or the front desk lead with a line of check-ins. Each interruption slows the pass or the lobby, and the answer depends on who was asked. Allergen handling, cooling logs and cash-out steps drift from shift to shift and from one location to the next.',
      'The binder in the office and the recipe cards taped above the station don’t help much mid-service, and a manual on a shared drive is no use in a walk-in or a basement banquet kitchen. Meanwhile the chef who knows every prep shortcut and the banquet captain who can flip a ballroom blind eventually move on, and that knowledge leaves with them.',
    ],
  },

  noInfrastructure: {
    heading: 'No screens in the kitchen, no app on the server’s phone',
    intro:
      'Kitchens are hot, wet and loud, and most hospitality staff won’t install a work app on a personal phone. Pocket Mentor needs neither a tablet nor Wi-Fi: staff call or text from any phone, including the house line.',
  },

  benefits: {
    heading: 'Built for the pace of a shift',
    items: [
      {
        icon: 'Timer',
        title: 'Answers in under a minute',
        description:
          'A cook mid-ticket or a server between tables hears the steps from your own procedures in under a minute, then gets back to the food and the guest.',
      },
      {
        icon: 'ShieldAlert',
        title: 'Allergen and food safety steps, word for word',
        description:
          'Allergen handling, cooling and reheating procedures, sanitizer checks and temp logs are spoken step by step from your food safety plan, on every shift.',
      },
      {
        icon: 'UserPlus',
        title: 'New hires productive sooner',
        description:
          'Recipes, plating specs, side work and POS steps are a call away, so new staff need less shadowing, with onboarding cut by up to 80%.',
      },
      {
        icon: 'Layers',
        title: 'The same standard at every property',
        description:
          'Every kitchen, hotel and venue in the group hears the same recipes and service steps, so guests get the same experience wherever they sit down.',
      },
      {
        icon: 'Users',
        title: 'Managers stay on the floor',
        description:
          'Routine questions no longer pull the chef off expo or the desk lead away from check-ins, so fewer problems get escalated in the middle of service.',
      },
      {
        icon: 'ChefHat',
        title: 'Your chef’s know-how, recorded',
        description:
          'Capture the executive chef and senior staff talking through prep shortcuts, station setups and how to recover a dish that goes wrong, so it stays when they move on.',
      },
    ],
  },

  useCases: {
    heading: 'Behind the pass, at the front desk and on the guest line',
    intro:
      'Use it for staff, for guests, or both. Internal lines carry your operating procedures; guest lines are designed to answer from the information you choose to publish.',
    groups: [
      {
        heading: 'Internal',
        items: [
          {
            icon: 'ChefHat',
            title: 'Back of House',
            description:
              'Recipes, prep lists, line checks, cooling logs, dish machine and sanitizer checks, and what to do when the walk-in runs warm, all spoken at the station.',
            ask: 'Walk-in is reading 45 degrees. What do I do?',
            firstStep:
              'Your cooling and storage procedure: check the door seal and the thermometer, then tell the manager on duty.',
          },
          {
            icon: 'Receipt',
            title: 'Front of House',
            description:
              'POS voids and comps, allergen ordering, opening and closing side work and how to handle a guest complaint, talked through between tables without hunting for a manager.',
            ask: 'Guest has a sesame allergy. How do I ring it in?',
            firstStep: 'Your allergen procedure: use the allergy modifier on every item and tell the expo in person.',
          },
          {
            icon: 'Hotel',
            title: 'Hotel',
            description:
              'Check-in and checkout exceptions, key card encoding, night audit steps, lost-and-found handling and housekeeping room standards, available to the overnight desk agent working alone.',
            ask: 'Guest’s key card stopped working at 2 a.m. What do I check?',
            firstStep:
              'Your key card procedure: verify the guest’s ID against the reservation, then re-encode the card.',
          },
          {
            icon: 'CalendarCheck',
            title: 'Events',
            description:
              'BEO details, room setup, load-in procedures, banquet service order and breakdown checklists, so a captain or a temp server can confirm the next step during a room flip.',
            ask: 'What’s the service order for tonight’s plated dinner?',
            firstStep: 'From the BEO: salads preset, then mains served head table first, on the captain’s cue.',
          },
        ],
      },
      {
        heading: 'Guest-facing',
        intro: 'A separate number in your brand’s voice, answering from the information you approve.',
        items: [
          {
            icon: 'UtensilsCrossed',
            title: 'Hours, Menu & Allergen Line',
            description:
              'Guests call to hear opening hours, menu details and which dishes contain common allergens, drawn from your published allergen information, with a reminder to tell their server.',
            ask: 'Which dishes on the dinner menu have tree nuts?',
            firstStep:
              'Per the restaurant’s published allergen list: please tell your server about any allergy. These are the dishes it lists with tree nuts.',
          },
          {
            icon: 'Calendar',
            title: 'Event-Day Guest Questions',
            description:
              'Wedding and conference guests hear parking, arrival, schedule and dress-code details for the day, instead of calling the banquet office while the team is setting up.',
            ask: 'Where do I park for the conference, and where is registration?',
            firstStep:
              'From the event details: the parking and arrival instructions the organizer published for the day.',
          },
          {
            icon: 'DoorOpen',
            title: 'Hotel Guest Information',
            description:
              'Checkout times, parking, pool and fitness center hours and late-arrival instructions, answered at any hour so the front desk phone stays free for guests in the lobby.',
            ask: 'My flight lands after midnight. Will my room be held?',
            firstStep: 'From the hotel’s published policy: how late arrivals are held and who to tell.',
          },
        ],
      },
    ],
  },

  whyChoose: {
    heading: 'Why operators pick a phone line over another app',
    items: [
      'Guided answers from your own recipes, SOPs and checklists in under a minute',
      'No tablets in the kitchen and no app for staff to install',
      'Works in walk-ins, basements and banquet halls with weak signal',
      'Available 24/7, from the breakfast shift to the night audit',
      'No user data collected or stored',
      'Optional guest line for hours, menus and allergen information',
      'Up and running in days, with no hardware to buy',
    ],
  },

  story: {
    title: 'Saturday night, new on the line',
    subtitle:
      'A hospitality group with restaurants, a boutique hotel and an event space, staffing up for the busy season',
    paragraphs: [
      'Imagine a small hospitality group that runs a handful of restaurants, a boutique hotel and an event space. Every spring it hires a wave of cooks, servers, desk agents and banquet staff. Training is a few shadow shifts and a binder, and the executive chef and the hotel’s general manager field the questions that follow, usually during service.',
      'The group loads its recipes, allergen matrix, food safety plan, opening and closing checklists and front desk procedures into Pocket Mentor. The executive chef records how to rescue the dishes that most often go wrong, and the banquet manager talks through a full room flip.',
      'On a packed Saturday, a newly hired line cook has a server at the pass asking whether the risotto can be made dairy-free for an allergic guest. The chef is plating a large party. The cook calls the number and, in under a minute, hears the dish’s allergen listing, the substitution the chef approved and the separate-prep steps from the food safety plan. Across the property, the overnight desk agent uses the same number to work through a key card encoder that won’t write.',
    ],
    outcomes: [
      'Onboarding time for seasonal hires could be cut by 60%',
      'Guided answers from the group’s own procedures in under a minute',
      'Fewer mid-service interruptions for the chef and managers',
      'The same allergen steps at every restaurant and event',
    ],
  },

  closing: {
    heading: 'Hear one of your procedures as a phone call',
    body: 'Bring one recipe, checklist or allergen procedure to a 15-minute discovery call. We’ll show you how a new cook, server or desk agent would hear it from Pocket Mentor during a shift.',
    cta: { label: 'Request a Demo', href: '/contact' },
  },
};

export { content };
