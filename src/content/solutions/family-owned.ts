import type { SolutionContent } from '../types';

const content: SolutionContent = {
  meta: {
    title: 'Family-Owned Business: Keep the Founder’s Know-How',
    description:
      'Capture what your founder and veteran staff know as spoken, step-by-step guidance that the next generation and every new hire can call up on any phone.',
  },

  hero: {
    eyebrow: 'For family-owned businesses',
    title: 'Keep the founder’s know-how in the family business',
    tagline:
      'Decades of judgment live in a few people’s heads. Pocket Mentor records how they do the work and puts it on a phone line the next generation, and every new hire, can call.',
    cta: { label: 'Book a Discovery Call', href: '/contact' },
    snippet: {
      caller: 'Service tech, family plumbing and heating company',
      question: 'Old cast-iron steam boiler, and the customer says the pipes bang at startup. What now?',
      answer: [
        'From the owner’s boiler notes: check the water level in the sight glass first. Too high causes banging.',
        'Then check that radiators on the noisy run pitch back toward their supply valves.',
        'If it still bangs, note which pipes and call the shop before touching the pressure control.',
      ],
    },
  },

  visual: {
    kind: 'exhibit',
    exhibit: {
      form: 'notebook',
      notebook: 'From the owner’s notebook',
      title: 'Steam boilers that bang at startup',
      notes: [
        'Sight glass first. Too much water bangs.',
        'Radiators pitch back to the supply valve.',
        'Still banging? Call the shop first.',
      ],
      reachLabel: 'Now on one line for',
      reach: [
        { label: 'next generation', count: 2 },
        { label: 'crews', count: 14 },
        { label: 'new hires', count: 5 },
      ],
      caption:
        'Illustrative: the owner’s notes, recorded once and answered on the phone for the family and every crew. The counts show a business at this scale, not a customer.',
    },
  },

  problem: {
    heading: 'When the person who knows everything is also the person everyone calls',
    paragraphs: [
      'In a family business, the best procedure manual is often one person. The founder knows which customer wants a paper invoice, which machine runs hot in August, and which shortcut isn’t really a shortcut. Their phone rings all day, vacation included.',
      'Succession turns that into a risk. The next generation may be ready to run the company, but not yet ready to answer every field question the way the founder would. Long-serving employees carry the same kind of knowledge, and it rarely gets written down before they retire.',
      'Big-company training systems don’t fit either. There is no HR department to run a learning platform and no appetite for a software project. What you need is a way to get what’s in people’s heads into a form a new hire can use tomorrow morning.',
    ],
  },

  benefits: {
    heading: 'Protect what took a generation to learn',
    bullets: [
      'The founder’s way of doing things is recorded in their own words and turned into step-by-step guidance.',
      'The next generation gets a second opinion on call, without ringing the founder at home for every question.',
      'Veteran employees can hand over what they know before retirement, at a pace that suits them.',
      'New hires learn the house standard, not whichever shortcut the person beside them happens to use.',
      'There is no software to buy or maintain: staff call a number from the phone already in their pocket.',
    ],
  },

  cards: {
    heading: 'How family businesses put it to work',
    items: [
      {
        icon: 'Mic',
        title: 'Founder walk-throughs',
        description:
          'The founder and senior staff talk through the tricky jobs once. Their answers become guidance anyone on the team can call up, long after the conversation.',
      },
      {
        icon: 'GraduationCap',
        title: 'Succession, job by job',
        description:
          'Sons, daughters and incoming managers learn the operation one task at a time, hearing how things have always been done here and why.',
      },
      {
        icon: 'UserPlus',
        title: 'Onboarding without the owner',
        description:
          'A new employee with a question on day two hears the company’s answer, in the company’s words, instead of waiting for the owner to get free.',
      },
      {
        icon: 'Handshake',
        title: 'The way you treat customers',
        description:
          'How you greet a customer, quote a job or handle a complaint is part of the family name. Keep it consistent, whoever picks up the work.',
      },
      {
        icon: 'Archive',
        title: 'Knowledge that outlasts retirements',
        description:
          'When a long-time foreman or office manager steps back, the way they handled the exceptions stays on the line for whoever comes next.',
      },
    ],
  },

  story: {
    title: 'The founder’s notes, on a phone line',
    subtitle: 'A second-generation trades business plans its handover.',
    paragraphs: [
      'Imagine a family-owned plumbing and heating company in its second generation. The founder still takes calls from the trucks every day, mostly about older boilers and the customers who own them. The daughter who now runs the business knows the books and the crews, but not every quirk of every system in town.',
      'Over a few weeks, the founder talks through the jobs that come up most: the banging boiler, the no-heat call on a holiday, the customer who always asks for the same tech. Those answers, together with the company’s written procedures, become a Pocket Mentor line.',
      'Now a newer tech standing in a customer’s basement calls the line first. The founder still gets the genuinely hard questions, and takes a week off without the phone.',
    ],
    outcomes: [
      'The founder’s judgment on older equipment stays available after they step back',
      'Onboarding for new service techs could be cut by up to 80%',
      'Fewer routine calls to the owner’s cell phone',
      'A steadier handover, with the founder’s answers on call for the next generation',
    ],
  },

  closing: {
    heading: 'Start the handover while the founder is still here',
    body: 'A 15-minute discovery call is enough to choose the first jobs worth capturing. We’ll help you decide whose knowledge to record first.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
