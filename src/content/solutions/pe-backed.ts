import type { SolutionContent } from '../types';

const content: SolutionContent = {
  meta: {
    title: 'PE-Backed Companies: Standardize Across the Portfolio',
    description:
      'Roll one set of frontline procedures out across platform and add-on companies by phone, capture key-person knowledge, and support the value creation plan.',
  },

  hero: {
    eyebrow: 'For PE-backed companies',
    title: 'One operating playbook across the whole portfolio',
    tagline:
      'Operating partners need the platform’s best practices running in every add-on, without a new system at each one. Pocket Mentor puts that playbook on a phone line frontline teams can call from the first week after close.',
    cta: { label: 'Book a Discovery Call', href: '/contact' },
    snippet: {
      caller: 'Branch manager, newly acquired add-on',
      question: 'We’re moving to the platform’s morning dispatch checklist. What’s different from ours?',
      answer: [
        'The platform checklist adds a crew safety huddle before the first truck rolls.',
        'Drivers finish the pre-trip inspection before loading, not after.',
        'The rest matches your current routine. Want me to walk you through the huddle?',
      ],
    },
  },

  visual: {
    kind: 'exhibit',
    exhibit: {
      form: 'portfolio',
      title: 'One playbook, every portfolio company',
      companies: [
        { name: 'Platform company', sites: 8, status: 'Source playbook', state: 'source' },
        { name: 'Add-on A', sites: 4, status: 'On the line', state: 'live' },
        { name: 'Add-on B', sites: 3, status: 'On the line', state: 'live' },
        { name: 'Next add-on', sites: 5, status: 'Joins after close', state: 'next' },
      ],
      unit: { one: 'site', many: 'sites' },
      without: ['No system merge', 'No capital spend', 'No app rollout'],
      caption:
        'Illustrative portfolio: the platform company’s procedures on one line that every add-on’s crews can call. The companies and counts show a portfolio at this scale, not a customer.',
    },
  },

  problem: {
    heading: 'Every acquisition arrives with its own way of doing things',
    paragraphs: [
      'A buy-and-build thesis depends on add-ons operating like the platform. In practice, each acquired company keeps its own procedures, its own shortcuts and its own tribal knowledge, and integration plans stall at the frontline.',
      'The usual fixes are slow and expensive: a new ERP, a learning platform rollout, consultants on site for months. Each one competes for the capital and management attention the value creation plan needs elsewhere.',
      'Meanwhile the hold period keeps running. Turnover, slow ramp time and uneven execution show up in the monthly numbers long before any new system goes live.',
    ],
  },

  benefits: {
    heading: 'Standardization without disruption',
    bullets: [
      'The platform’s best procedures reach every add-on through a phone number, with nothing to install at the acquired site.',
      'Deployment takes days, so standardization can start early in the hold period instead of waiting on a systems migration.',
      'No capital spend and no integration keep it off an IT roadmap already crowded with post-close work.',
      'What key operators know is captured before a leadership change or an earn-out ends.',
      'Shorter ramp time and fewer escalations feed directly into the operational levers of the value creation plan.',
      'The same approach repeats at each new acquisition, so every integration starts from a proven playbook.',
    ],
  },

  cards: {
    heading: 'Where it supports the value creation plan',
    intro: 'Operating partners tend to reach for Pocket Mentor in a few predictable places.',
    items: [
      {
        icon: 'Layers',
        title: 'Add-on integration',
        description:
          'Teach acquired teams the platform’s procedures for quoting, safety and service, and keep answering their questions after the integration team moves on.',
      },
      {
        icon: 'DoorOpen',
        title: 'Key-person risk',
        description:
          'Record the founder’s or long-time general manager’s know-how during the transition, so the operating knowledge stays with the business you bought.',
      },
      {
        icon: 'Timer',
        title: 'Ramp time in high-turnover roles',
        description:
          'Shorten time to productivity for frontline hires across portfolio companies, where turnover quietly erodes margin every quarter.',
      },
      {
        icon: 'ClipboardCheck',
        title: 'Portfolio-wide consistency',
        description:
          'One version of the opening checklist, the safety rules and the customer script, whichever portfolio company or branch the caller works for.',
      },
      {
        icon: 'Briefcase',
        title: 'Exit readiness',
        description:
          'Documented procedures that people actually follow make a business less dependent on a few individuals, which is exactly what the next buyer will probe.',
      },
    ],
  },

  story: {
    title: 'Bringing an add-on onto the platform playbook',
    subtitle: 'An operating team integrates a well-run company without slowing it down.',
    paragraphs: [
      'Imagine a PE-backed commercial services platform that has just closed its latest add-on. The acquired company is well run but does everything its own way: its own pre-job safety check, its own quoting habits, its own way of closing out a service call.',
      'Rather than wait for systems to merge, the operating team loads the platform’s core procedures into Pocket Mentor and gives the add-on’s crews the number. Technicians call from the van to confirm the new safety check or the updated close-out steps.',
      'The acquired company’s veteran service manager records how they handle the largest local accounts, so that knowledge stays too. The integration team still runs the transition; Pocket Mentor absorbs the day-to-day questions that would otherwise land on their phones.',
    ],
    outcomes: [
      'Platform procedures could be in daily use at the add-on within weeks of close',
      'Onboarding time for add-on hires could be cut by 60%',
      'Engagement with company procedures could rise 3x',
      'The veteran manager’s account knowledge stays with the business',
    ],
  },

  closing: {
    heading: 'Put it in the playbook for your next deal',
    body: 'We can walk an operating partner through a portfolio-wide rollout on a 15-minute discovery call. Start with one company, then repeat what works.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
