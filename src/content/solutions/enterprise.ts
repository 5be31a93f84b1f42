import type { SolutionContent } from '../types';

const content: SolutionContent = {
  meta: {
    title: 'Enterprise: One Operating Standard at Every Site',
    description:
      'Give every site, shift and region the same approved procedures on one phone number. No app, no integration, no user data stored. Deployable in days.',
  },

  hero: {
    eyebrow: 'For enterprise operations',
    title: 'One approved answer for every site, shift and region',
    tagline:
      'When headquarters changes a procedure, the operator at your farthest location should hear the new version on the next call. Pocket Mentor puts your approved SOPs behind one phone number, network-wide.',
    cta: { label: 'Contact Sales', href: '/contact' },
    snippet: {
      caller: 'Receiving lead, regional distribution center',
      question: 'The trailer seal number doesn’t match the BOL. Do I still unload?',
      answer: [
        'Your receiving SOP says: don’t cut the seal. Record both numbers on the receiving log.',
        'Hold the trailer at the door and keep the dock plate up.',
        'Call the carrier desk and your shift manager before anything comes off.',
      ],
    },
  },

  visual: {
    kind: 'exhibit',
    exhibit: {
      form: 'network',
      title: 'A revised procedure, heard network-wide on the next call',
      hub: { label: 'Trailer-restraint procedure', detail: 'Revised once, at headquarters' },
      regions: [
        { name: 'North', sites: 14 },
        { name: 'Central', sites: 11 },
        { name: 'South', sites: 16 },
      ],
      unit: { one: 'site', many: 'sites' },
      compare: [
        { how: 'Bulletin, toolbox talk, sign-off', when: 'Site by site' },
        { how: 'Updated in Pocket Mentor', when: 'On the next call', after: true },
      ],
      caption:
        'Illustrative rollout: 41 distribution centers in three regions on one number. The counts show a network at this scale, not a customer.',
    },
  },

  problem: {
    heading: 'Headquarters writes the procedure. Every site rewrites it.',
    paragraphs: [
      'Large organizations rarely lack procedures. They have too many versions of them: the one on the intranet, the one in the binder at the plant, and the one the night supervisor learned from a predecessor. Multiply that by every site, shift and region, and the gap between policy and practice becomes hard to see from the center.',
      'The people who do the work are the hardest to reach with an update. Line workers, forklift operators, drivers and field crews have no desk, no company laptop and often no network access where they stand. Rolling out another app to all of them means device management, logins, security reviews and training on the tool itself, before anyone learns a thing about the job.',
      'So the change bulletin goes out, a few sites adopt it, and the next audit finds the rest.',
    ],
  },

  benefits: {
    heading: 'Consistency that scales with your footprint',
    bullets: [
      'Every location hears the same approved steps, whether the caller works at the flagship plant or the most remote depot you run.',
      'Revise a procedure once and the next caller at any site hears the current version.',
      'Frontline staff use whatever phone they already carry, so there is no device rollout, app store approval or password-reset queue.',
      'Nothing connects to your ERP, HRIS or corporate network, so there is no integration project to schedule.',
      'No caller data is collected or stored, which settles one of the first questions your privacy and security reviewers will raise.',
      'Air-gapped facilities and sites without a usable data signal get the same guidance over an ordinary voice call.',
    ],
  },

  cards: {
    heading: 'Where it fits in a large operation',
    intro: 'Start with one procedure family at a handful of sites, then extend it across the network.',
    items: [
      {
        icon: 'MapPin',
        title: 'Multi-site process rollouts',
        description:
          'Launch a new process in every region at once. Each location hears the same steps on the same day, instead of waiting for a trainer’s visit.',
      },
      {
        icon: 'Clock',
        title: 'Every shift covered',
        description:
          'Night, weekend and holiday crews get answers from the same source as the day shift, and the on-call supervisor stays asleep.',
      },
      {
        icon: 'RefreshCw',
        title: 'Procedure changes that actually land',
        description:
          'When engineering revises a lockout/tagout sequence or quality updates an inspection step, callers hear the change on their next call, not at next year’s refresher.',
      },
      {
        icon: 'WifiOff',
        title: 'Secure and remote sites',
        description:
          'Restricted plants, remote depots and air-gapped facilities are served over a standard phone call, with no network access for IT to approve.',
      },
      {
        icon: 'DoorOpen',
        title: 'Knowledge that stays put',
        description:
          'Capture what long-serving specialists know about the equipment and the exceptions, so a retirement or a transfer doesn’t reset a site’s capability.',
      },
      {
        icon: 'Users',
        title: 'Contractors and seasonal staff',
        description:
          'Temporary workers and contractors hear your site rules and safety procedures by phone, with no accounts to provision and later revoke.',
      },
    ],
  },

  story: {
    title: 'One safety change, every dock, the same week',
    subtitle: 'A national distributor updates a procedure without the usual long tail.',
    paragraphs: [
      'Imagine a national distributor with distribution centers in several regions. After a near miss on one dock, the safety team rewrites the trailer-restraint procedure. In the past, a change like this crawled from site to site: a bulletin, a toolbox talk, a sign-off sheet, and a long tail of docks still doing it the old way.',
      'This time the revised procedure goes into Pocket Mentor on a Monday. Dock workers at every site call the same number and hear the new sequence step by step: chock the wheels, engage the restraint, confirm the light, then open the door. Supervisors ask their crews to call before the first trailer of each shift.',
      'New dock hires use the same line from their first week. Instead of shadowing whoever happens to be free, they ask out loud and hear the approved answer.',
    ],
    outcomes: [
      'The same restraint sequence could be followed at every site within the first week',
      'Onboarding time for new dock staff could drop by 60%',
      'Fewer routine questions escalated to the central operations desk',
      'Fewer safety questions escalated to site managers',
    ],
  },

  closing: {
    heading: 'Start with one procedure and a few sites',
    body: 'Bring the process that varies most between your locations to a 15-minute discovery call. We’ll show you how Pocket Mentor would deliver it the same way everywhere.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
