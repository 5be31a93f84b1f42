import type { ComposedPageContent } from '../types';

const disclaimer =
  'Everything on this page is illustrative: written to show where a voice mentor could fit. These are not real customers, quotes or results.';

export const customerStories: ComposedPageContent = {
  path: '/customers/customer-stories',
  meta: {
    title: 'Illustrative Customer Stories | Pocket Mentor',
    description:
      'Four illustrative scenarios of frontline teams using a voice-first AI mentor, with the outcomes they point to. Concepts, not results.',
  },
  hero: {
    eyebrow: 'Customer Stories',
    title: 'Four stories of what could change',
    tagline:
      'Scenarios drawn from problems operations leaders commonly describe, and the outcomes a voice mentor is designed to move.',
    cta: { label: 'Request a Demo', href: '/contact' },
    scene: 'customer-stories',
  },
  disclaimer,
  blocks: [
    {
      type: 'stories',
      eyebrow: 'Scenarios',
      heading: 'Stories of potential',
      items: [
        {
          icon: 'Factory',
          industry: 'manufacturing',
          call: {
            caller: 'Night-shift maintenance tech, packaging line',
            ask: 'The wrapper keeps jamming at the film cutter. Where do I start?',
            firstStep:
              'The senior tech’s sequence: lock out the wrapper, then check the cutter blade for film build-up before you touch the timing.',
          },
          subtitle: 'Manufacturing · Maintenance',
          title: 'The night shift stops waiting for the morning',
          description:
            'A plant’s night-shift maintenance crew loses hours waiting for the one senior technician who knows the older packaging line. With his troubleshooting sequence on Pocket Mentor, the crew calls, describes the fault and works through the checks he would have asked for.',
          outcomes: [
            'Downtime on the line cut by 40% in 30 days',
            'Fewer overnight calls to the senior technician',
            'The sequence kept when he retires',
          ],
        },
        {
          icon: 'HeartPulse',
          industry: 'healthcare',
          call: {
            caller: 'New home health aide, in the driveway',
            ask: 'First visit with this client. What’s on the visit checklist?',
            firstStep:
              'Your agency’s checklist: confirm the client’s name and today’s care plan, then wash your hands as you come in.',
          },
          subtitle: 'Healthcare · Home health',
          title: 'New aides who don’t feel alone on the first visit',
          description:
            'A home-health agency hires aides faster than it can shadow them. New aides call Pocket Mentor from the driveway to hear the agency’s visit checklist and documentation steps before they knock.',
          outcomes: [
            'Onboarding time cut by 60%',
            'The same visit steps, whoever does the visit',
            'Supervisors freed from routine questions',
          ],
        },
        {
          icon: 'Truck',
          industry: 'transportation-and-logistics',
          call: {
            caller: 'Regional driver, at the receiver’s dock',
            ask: 'They won’t sign because a pallet is damaged. What do I do?',
            firstStep:
              'Your delivery procedure: photograph the pallet, then note the damage on the delivery receipt before anyone signs.',
          },
          subtitle: 'Logistics · Drivers',
          title: 'Drivers get the procedure without leaving the cab',
          description:
            'A regional carrier’s drivers hit the same questions on the road: a refused delivery, a damaged pallet, a missing signature. A call gives them the company’s procedure, step by step, hands-free.',
          outcomes: [
            'Fewer calls to dispatch for routine exceptions',
            'Consistent handling of refused and damaged loads',
            'Engagement with training up 3x',
          ],
        },
        {
          icon: 'UtensilsCrossed',
          industry: 'restaurant-and-hospitality',
          call: {
            caller: 'New line cook, Friday rush',
            ask: 'Ticket says shellfish allergy. What’s our procedure?',
            firstStep:
              'Your allergen procedure: tell the expo, then change gloves and use a clean pan and utensils for that plate.',
          },
          subtitle: 'Restaurants · Back of house',
          title: 'A new line cook ready for Friday night',
          description:
            'A restaurant group opens a new location with a mostly new kitchen team. Cooks call Pocket Mentor for prep specs, allergen procedures and closing checklists in under a minute, mid-rush.',
          outcomes: [
            'Onboarding time cut by 80%',
            'Allergen steps followed the same way every shift',
            'Engagement up 4x compared with the binder',
          ],
        },
      ],
    },
  ],
  closing: {
    heading: 'Write the real version of one of these',
    body: 'Tell us which story sounds like your operation. We will show you what a pilot would look like.',
    cta: { label: 'Share Your Story', href: '/contact' },
  },
};

export const caseStudies: ComposedPageContent = {
  path: '/customers/case-studies',
  meta: {
    title: 'Case Study Concepts | Pocket Mentor',
    description:
      'Four case-study concepts: the problem, the Pocket Mentor solution and the metrics a team would expect to track. Illustrative only.',
  },
  hero: {
    eyebrow: 'Case Studies',
    title: 'Case study concepts: problem, solution, metrics',
    tagline: 'Four worked concepts showing how a team would frame a Pocket Mentor rollout and what they would measure.',
    cta: { label: 'Request a Demo', href: '/contact' },
    scene: 'case-studies',
  },
  disclaimer,
  blocks: [
    {
      type: 'caseStudies',
      eyebrow: 'Concepts',
      heading: 'Four case study concepts',
      intro: 'Expected metrics are what each team would set out to track, not results achieved.',
      items: [
        {
          icon: 'Wrench',
          title: 'Field service: first-time fix',
          problem: 'Technicians call senior staff for help on unfamiliar equipment, and many jobs need a second visit.',
          solution:
            'Troubleshooting guides and senior technicians’ diagnostic sequences are available by phone on every job.',
          expectedMetrics: [
            'Calls to senior technicians per week',
            'Second visits per hundred jobs',
            'Time to independence for new technicians',
          ],
        },
        {
          icon: 'Store',
          title: 'Retail: seasonal hiring',
          problem: 'Hundreds of seasonal hires need to learn returns, stockroom and checkout procedures in days.',
          solution: 'New hires call one number for any procedure, on the floor, without leaving the customer.',
          expectedMetrics: [
            'Days until a new hire works a register alone',
            'Manager interruptions per shift',
            'Returns processed correctly the first time',
          ],
        },
        {
          icon: 'Factory',
          title: 'Manufacturing: quality at changeover',
          problem: 'Changeovers on shared lines produce rework when steps are skipped on unfamiliar runs.',
          solution: 'Changeover checklists are talked through step by step at the line, for every run.',
          expectedMetrics: ['Rework after changeover', 'Changeover duration', 'Checklist steps confirmed per run'],
        },
        {
          icon: 'Landmark',
          title: 'Public works: storm response',
          problem: 'Crews called out overnight work from procedures they use only a few times a year.',
          solution: 'Storm and emergency procedures are available by phone to every crew, 24/7.',
          expectedMetrics: [
            'Calls to supervisors during events',
            'Procedure steps missed in after-action reviews',
            'Time from call-out to work start',
          ],
        },
      ],
    },
  ],
  closing: {
    heading: 'Frame your own case',
    body: 'Bring your problem to a 15-minute discovery call and leave with the metrics worth tracking.',
    cta: { label: 'Request a Demo', href: '/contact' },
  },
};

export const testimonials: ComposedPageContent = {
  path: '/customers/testimonials',
  meta: {
    title: 'Illustrative Testimonials by Role | Pocket Mentor',
    description:
      'Five illustrative testimonials, attributed by role and industry, showing what operations, training and HR leaders value in a voice mentor.',
  },
  hero: {
    eyebrow: 'Testimonials',
    title: 'What leaders tell us they want to be able to say',
    tagline:
      'Five leaders’ points of view on what a voice mentor is for: the night shift, the course that keeps working, the first month and the phone that rings less.',
    cta: { label: 'Request a Demo', href: '/contact' },
    scene: 'testimonials',
  },
  disclaimer,
  blocks: [
    {
      type: 'quotes',
      eyebrow: 'In their words',
      heading: 'Five testimonials, by role and industry',
      items: [
        {
          icon: 'Factory',
          category: 'Operations',
          attribution: 'Plant operations manager, manufacturing',
          quote: 'The night shift used to wait for morning. Now they call the number and keep the line running.',
        },
        {
          icon: 'GraduationCap',
          category: 'Training & L&D',
          attribution: 'Training director, retail',
          quote:
            'Our course finally keeps working after the classroom. People call back to the same steps they learned.',
        },
        {
          icon: 'Users',
          category: 'HR',
          attribution: 'HR business partner, healthcare',
          quote: 'New hires told us they felt less alone in their first month. That alone changed our exit interviews.',
        },
        {
          icon: 'Wrench',
          category: 'Field service',
          attribution: 'Field service supervisor, energy',
          quote:
            'My phone rings less with the same five questions, and when it does ring, it is something that needs me.',
        },
        {
          icon: 'Briefcase',
          category: 'Partner',
          attribution: 'Independent consultant, professional services',
          quote:
            'My clients call a line with my name on it after the workshop ends. It is the follow-through I could never offer before.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Have a story of your own?',
    body: 'If you use Pocket Mentor, we would love to hear how it is going. If you do not yet, let us show you what it could do.',
    cta: { label: 'Share Your Story', href: '/contact' },
  },
};
