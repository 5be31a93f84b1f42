import type { CommunityContent, PageRef } from '../types';

export const community: CommunityContent = {
  hero: {
    eyebrow: 'Free, open learning community',
    title: 'Shared learning. Shared earning.',
    tagline:
      'A free, open community where neurodiverse people learn real skills together, build real products for real clients, and share in what they earn.',
    join: 'Join the Community',
    board: {
      list: 'Open project list',
      project: 'Client project',
      projectNote: 'Open to every member',
      team: (n) => `Team ${n}`,
      mvp: 'MVP',
      selected: 'Selected by the client',
      selectedNote: 'Completes the project and is paid',
      others: 'Keep what they learned and seek mentorship',
    },
  },

  founder: {
    eyebrow: 'Why we started it',
    heading: 'It started with talent that kept being overlooked',
    paragraphs: [
      'Our founder kept seeing talented neurodiverse people filtered out by hiring processes that reward small talk over skill. The work they could do was never the problem. The door to it was.',
      'Pocket Mentor itself came from the same place: the belief that people learn best with patient, step-by-step guidance they can return to as often as they need. The community applies that belief to careers. It gives people a place to learn by doing, with peers who understand them, on projects that pay.',
    ],
    quote: 'Skill should be proven by the work, not by the interview.',
    attribution: 'The idea the community is built on',
  },

  mission: {
    eyebrow: 'Our mission',
    statement:
      'Open the door to meaningful, paid work for neurodiverse people, through learning that is shared and earnings that are shared too.',
    body: 'Membership is free. Learning materials are open. When a team’s work is chosen by a client, the team that built it is the team that is paid.',
  },

  beliefs: {
    eyebrow: 'What we believe',
    heading: 'Five core beliefs',
    intro: 'These shape every project, every team and every conversation in the community.',
    items: [
      {
        icon: 'Brain',
        title: 'Different minds build better things',
        description: 'Neurodiverse thinking spots patterns, edge cases and shortcuts that uniform teams miss.',
      },
      {
        icon: 'BookOpenCheck',
        title: 'Skill is proven by work',
        description: 'A working product says more than an interview. We judge the build, not the small talk.',
      },
      {
        icon: 'Users',
        title: 'Learning is better shared',
        description: 'Members teach each other openly. What one person figures out becomes everyone’s starting point.',
      },
      {
        icon: 'HandHeart',
        title: 'Earning should be shared too',
        description: 'When a client pays for a project, the people who built it share in that income.',
      },
      {
        icon: 'Compass',
        title: 'Everyone works their own way',
        description:
          'Flexible pace, written-first communication and clear expectations, so people can do their best work.',
      },
    ],
  },

  competition: {
    eyebrow: 'How projects work',
    heading: 'The team competition model',
    intro:
      'Real client work, open to every member. Six rules keep it fair and make it a place to learn, whatever the result.',
    points: [
      {
        icon: 'ClipboardList',
        title: 'An open list of client projects',
        description:
          'Client projects are posted to a list every member can see. Anyone can form or join a team to take one on.',
      },
      {
        icon: 'Users',
        title: 'Several teams build MVPs',
        description: 'More than one team can work on the same project, each building its own minimum viable product.',
      },
      {
        icon: 'Award',
        title: 'The client selects one',
        description:
          'When two or more MVPs exist, the client selects one. Only that team continues to completion and payment.',
      },
      {
        icon: 'PiggyBank',
        title: 'MVPs are self-funded',
        description: 'Teams build their MVPs on their own time and at their own cost. Nobody is paid to compete.',
      },
      {
        icon: 'GraduationCap',
        title: 'Every team learns',
        description:
          'Teams that are not selected keep what they learned, and can seek mentorship to improve for the next project.',
      },
      {
        icon: 'RefreshCw',
        title: 'No project is guaranteed',
        description: 'If the client picks none of the MVPs, the project reopens to more teams.',
      },
    ],
    flowLabel: 'How a project runs',
    termsLabel: 'The terms every team accepts',
    note: 'Joining is free. Competing is optional: many members come to learn, teach and review before they build.',
    join: 'Join Our Community',
  },

  ways: {
    eyebrow: 'Ways to take part',
    heading: 'Five ways in, all of them free',
    intro:
      'Nobody has to compete to belong. Each space below is open to members, and you can move between them at your own pace.',
    items: [
      {
        icon: 'BookOpen',
        tint: 'education',
        title: 'Learn',
        description:
          'Learning materials are open and membership is free. Pick up the skills a project needs, at your own pace.',
        how: 'Join free and introduce yourself.',
        link: { to: 'community', label: 'Go to the community site' },
      },
      {
        icon: 'Users',
        tint: 'it',
        title: 'Teach and review',
        description:
          'Members teach each other openly, so what one person figures out becomes everyone’s starting point.',
        how: 'Many members learn, teach and review before they build.',
      },
      {
        icon: 'Wrench',
        tint: 'healthcare',
        title: 'Build for a client',
        description:
          'Form or join a team on a project from the open list and build an MVP. If the client selects yours, your team finishes it and is paid.',
        how: 'Take on a project when you are ready.',
      },
      {
        icon: 'Presentation',
        tint: 'training',
        title: 'Free workshops',
        description: 'Workshops on building skills, working in teams and presenting work to clients.',
        how: 'Open to members and their families.',
      },
      {
        icon: 'HeartHandshake',
        tint: 'non-profit',
        title: 'Our initiative for autistic people',
        description:
          'Alongside the community, a dedicated initiative for autistic people: mentoring, practical resources and a welcoming place to start.',
        how: 'Run on its own site.',
        link: { to: 'initiative', label: 'Visit the initiative' },
      },
    ],
  },

  closing: {
    heading: 'Come learn with us',
    body: 'Join free, introduce yourself, and look through the open project list. Build when you are ready.',
    join: 'Join the Community',
  },
};

/** The page's <title> and meta description. */
/** The page's path and head (src/pages/community/index.astro). */
export const communityRef: PageRef = {
  path: '/community',
  meta: {
    title: 'Community: Shared Learning, Shared Earning | Pocket Mentor',
    description:
      'A free, open learning community for neurodiverse people, built on shared learning and shared earning. Join the community.',
  },
};
