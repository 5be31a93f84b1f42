import type { IndustryContent } from '../types';

const content: IndustryContent = {
  meta: {
    title: 'Media & Publishing: House Style and Workflows on Call',
    description:
      'Editors, producers, publishing ops and marketing teams call one number for your style guide, corrections policy and production checklists. No login needed.',
  },

  hero: {
    eyebrow: 'Pocket Mentor for Media & Publishing',
    title: 'Your style guide and workflows, on a phone call',
    tagline:
      'House style, the corrections policy and production checklists, a phone call away for reporters, producers, copy editors and publishing teams. Freelancers included, with no login to issue.',
    cta: { label: 'Request a Demo', href: '/contact' },
    snippet: {
      caller: 'Weekend web producer',
      question: 'A reader says we got a council member’s title wrong. How do I correct it?',
      answer: [
        'Your corrections policy: fix the title in the story, then add a dated correction note at the end.',
        'Don’t change it silently; log it in the corrections tracker.',
        'If it went out in the newsletter or on social, flag it to the standards editor.',
      ],
    },
  },

  problem: {
    heading: 'Deadlines don’t wait for someone to find the style guide',
    paragraphs: [
      'Every newsroom and publishing house runs on standards: house style, sourcing rules, the corrections policy, the legal checklist for naming minors or suspects, the steps to publish, update and unpublish. Those standards usually live in a long document, a wiki and the memory of the copy chief.',
      'Newsroom staffs have thinned and turned over. Weekend desks are run by producers in their first year. Stringers, freelancers and contract designers never get an intranet login. Each one learns the rules by asking whoever is online, and each desk ends up with its own version of house style.',
      'The cost shows up as rework: headlines rewritten after publish, photos missing credits, files sent to the printer with the wrong trim, sponsored posts published without the label. And when the veteran copy chief or production manager retires, the reasons behind the rules go too.',
    ],
  },

  noInfrastructure: {
    heading: 'It reaches the people outside your systems',
    intro:
      'Media work happens at the scene, on the road and at freelancers’ kitchen tables, far from the CMS and the wiki. Because Pocket Mentor is a phone number, a stringer with no company login gets the same standards as the staff desk.',
  },

  benefits: {
    heading: 'Standards that travel with every desk',
    items: [
      {
        icon: 'PenTool',
        title: 'House style, settled fast',
        description:
          'Reporters and editors check style, attribution and headline rules by phone instead of scrolling a long guide or waiting for the copy chief to reply.',
      },
      {
        icon: 'FileCheck',
        title: 'Fewer corrections and re-publishes',
        description:
          'Publishing checklists, legal-read triggers and photo rights steps are spoken in order, so fewer errors reach readers and fewer stories need rework after they go live.',
      },
      {
        icon: 'Users',
        title: 'Freelancers on the same page',
        description:
          'Stringers, contributors and contract designers call the same number as staff. There are no accounts to create, and none to revoke when a contract ends.',
      },
      {
        icon: 'BookOpen',
        title: 'The copy chief’s knowledge, kept',
        description:
          'Record your senior editors and production managers explaining the judgment calls behind the rules. New staff hear the why along with the what.',
      },
      {
        icon: 'Clock',
        title: 'Overnight and weekend cover',
        description:
          'The overnight web producer and the Saturday desk get the same guidance as the weekday team, 24/7, without phoning an editor at home.',
      },
    ],
  },

  useCases: {
    heading: 'From the newsroom to the printer and the inbox',
    intro:
      'Each team loads its own standards and workflows. The copy desk hears style, production hears preflight, and marketing hears brand and offer rules.',
    groups: [
      {
        heading: 'Teams',
        items: [
          {
            icon: 'FileText',
            title: 'Editorial',
            description:
              'House style, sourcing and attribution rules, embargo handling and the corrections policy, answered for reporters in the field and editors on deadline.',
            ask: 'Can we name the juvenile defendant in this case?',
            firstStep:
              'Your standards policy: we don’t name minors charged with crimes, with exceptions approved by the standards editor.',
          },
          {
            icon: 'Paintbrush',
            title: 'Production',
            description:
              'Preflight checks, bleed and trim specs, color settings, caption and credit rules and the podcast upload checklist, guided step by step before files go to the printer or platform.',
            ask: 'Preflight is flagging RGB images on page 12. What now?',
            firstStep:
              'Your preflight checklist: convert them with the house color profile, then rerun preflight on the whole file.',
          },
          {
            icon: 'BookOpenCheck',
            title: 'Publishing Operations',
            description:
              'Rights and permissions steps, metadata standards for new titles, subscriber service scripts and ad trafficking checks, so the back office handles routine requests the same way every time.',
            ask: 'An ad order is missing its creative at deadline. What’s the process?',
            firstStep:
              'Your ad trafficking procedure: contact the advertiser’s rep first, then run the approved house ad if it is still missing.',
          },
          {
            icon: 'Megaphone',
            title: 'Marketing',
            description:
              'Brand guidelines, sponsored-content labeling rules, newsletter send checklists and subscription offer terms, so campaigns go out on brand and customer-facing staff quote the right offer.',
            ask: 'Does this partner piece need a sponsored label?',
            firstStep:
              'Your labeling rules: any content a partner paid for or approved is labeled sponsored, at the top of the piece.',
          },
        ],
      },
    ],
  },

  whyChoose: {
    heading: 'Why editors and publishers pick it',
    items: [
      'Answers from your own style guide, policies and production checklists',
      'Freelancers and stringers reach it without a login or account',
      'No CMS plug-in, app or system integration',
      'Works on any phone, including on location with poor signal',
      'Available 24/7 for overnight and weekend desks',
      'No user data collected or stored about staff or contributors',
      'Live in days, without a capital budget line',
    ],
  },

  story: {
    title: 'When the newsrooms merged their style guides',
    subtitle: 'A regional news group consolidating its desks',
    paragraphs: [
      'Imagine a regional news group that has folded several local newsrooms into one operation. Each brought its own habits: different rules for titles, datelines and corrections, and different checklists for updating a live story. Young producers staff the weekend desk, and freelancers file from across the region.',
      'The group loads its merged style guide, corrections policy, legal checklist and publishing steps into Pocket Mentor. The retiring copy chief records the judgment calls that never made it into the guide: when to name a suspect, how to handle an anonymous source, what needs a second read.',
      'On a Saturday night, a producer gets a reader email about a wrong title in a story from that morning. Instead of texting the managing editor, the producer calls the number and hears the correction steps in order, including who to tell because the story already went out in the morning newsletter.',
    ],
    outcomes: [
      'Rework on published stories could be cut by 40%',
      'Fewer weekend calls to the managing editor',
      'One house style applied the same way at every desk',
      'The copy chief’s judgment kept after retirement',
    ],
  },

  closing: {
    heading: 'Hear your corrections policy as a phone call',
    body: 'A 15-minute discovery call is enough to pick one workflow and hear how Pocket Mentor would walk a producer, designer or freelancer through it.',
    cta: { label: 'Request a Demo', href: '/contact' },
  },
};

export { content };
