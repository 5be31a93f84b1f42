import type { SolutionContent } from '../types';

const content: SolutionContent = {
  meta: {
    title: 'For CEOs: Consistent Execution at Every Site',
    description:
      'Consistent execution at every site and shift, with your best people’s expertise captured and on call for the whole frontline. No capital spend.',
  },

  hero: {
    eyebrow: 'For chief executives',
    title: 'Your standards, carried out the same way everywhere',
    tagline:
      'A strategy is only as good as what happens on the night shift at your smallest site. Pocket Mentor puts your organization’s best answers on a phone line for every frontline employee, without adding headcount.',
    cta: { label: 'Book a Discovery Call', href: '/contact' },
    snippet: {
      caller: 'Branch supervisor, second shift',
      question: 'A customer wants a credit for a late delivery. What am I allowed to offer?',
      answer: [
        'Your service recovery playbook says: apologize, then confirm the order and the new delivery time.',
        'You can offer the standard late-delivery credit without approval.',
        'Anything beyond that goes to the regional manager before you promise it.',
      ],
    },
  },

  visual: {
    kind: 'exhibit',
    exhibit: {
      form: 'site-map',
      title: 'One standard, heard at every branch and shift',
      procedure: 'Service recovery playbook',
      heard: 'The same answer on every call, in every region',
      regions: [
        { name: 'West', sites: 7 },
        { name: 'Central', sites: 12 },
        { name: 'East', sites: 9 },
      ],
      unit: { one: 'branch', many: 'branches' },
      caption:
        'Illustrative rollout: 28 branches in three regions call one number and hear the same approved playbook. The counts show a company at this scale, not a customer.',
    },
  },

  problem: {
    heading: 'The distance between the boardroom and the frontline',
    paragraphs: [
      'Most chief executives can describe exactly how the work should be done. Far fewer can be sure it is done that way at every location, on every shift, by someone hired last month.',
      'The knowledge that makes the company good is concentrated in a small group of experienced people. They answer the same questions over and over, and when they retire or move on, the company quietly gets worse at something.',
      'More supervisors, more trainers or another enterprise system all take time and money, and none of them reaches the frontline worker at the moment the question comes up.',
    ],
  },

  benefits: {
    heading: 'What changes from where you sit',
    bullets: [
      'Execution gets more consistent across sites, regions and shifts, because everyone hears the same approved guidance.',
      'Critical know-how is captured from your most experienced people and stays with the company.',
      'New hires become productive sooner, which matters most when turnover is high.',
      'Managers spend less time fielding repeat questions and more time leading their teams.',
      'There is no app rollout, no integration and no capital spend to approve.',
      'The organization can go from decision to first call in days.',
      'The return we expect is payback from day one and a six-figure annual ROI: an illustrative expectation, not a guarantee, that a discovery call tests against your own numbers.',
    ],
  },

  cards: {
    heading: 'The priorities it serves',
    items: [
      {
        icon: 'Layers',
        title: 'Consistency at scale',
        description:
          'Add locations and headcount without each new site drifting from the standard. The answer on the phone is the same in every region.',
      },
      {
        icon: 'Brain',
        title: 'Expert knowledge, kept',
        description:
          'What your best operators know about customers, equipment and exceptions is recorded and made available to everyone who needs it.',
      },
      {
        icon: 'Timer',
        title: 'Faster time to productivity',
        description:
          'Shorter ramp time means new people contribute sooner, and supervisors spend less of each week bringing the newest crew up to speed.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Less improvisation where it counts',
        description:
          'Safety steps and compliance procedures are read out the same way on every call, so fewer people make it up on the tasks that matter most.',
      },
      {
        icon: 'Rocket',
        title: 'Quick to prove',
        description:
          'Deployable in days with no capital spend, so a pilot can show results at the operating level before it ever needs a board discussion.',
      },
    ],
  },

  story: {
    title: 'One service standard, heard at every branch',
    subtitle: 'A chief executive closes the gap between the playbook and the branches.',
    paragraphs: [
      'Imagine the CEO of a regional services company with branches across several states. Customer complaints vary widely by branch, and every review ends in the same place: each branch handles problems its own way, and new managers learn from whoever trained them.',
      'The CEO asks operations to put the service recovery playbook, the safety rules and the best branch manager’s approach to escalations onto a Pocket Mentor line. Every branch gets the same number, and new managers are asked to call it before they improvise.',
      'The playbook itself doesn’t change. What changes is that the people who need it can now hear it at the moment of the decision, so the reports from each region could start to tell the same story.',
    ],
    outcomes: [
      'Consistent customer messaging across every branch',
      'The best branch manager’s judgment could be available to every new manager',
      'New managers could reach independence with onboarding time cut by 60%',
      'Frontline engagement with the playbook could rise 4x',
    ],
  },

  closing: {
    heading: 'Hear what your frontline would hear',
    body: 'On a 15-minute discovery call, we’ll walk through how one of your own procedures would sound as a Pocket Mentor call, and outline what a first rollout could look like.',
    cta: { label: 'Contact Us', href: '/contact' },
  },
};

export { content };
