import type { ComposedPageContent, ConnectionsHrContent } from '../types';

export const pocketSme: ComposedPageContent = {
  path: '/products/pocket-sme',
  meta: {
    title: 'Pocket SME: Expert Insight on Call | Pocket Mentor',
    description:
      'Pocket SME captures a subject-matter expert’s knowledge as a private-label voice line. Coming soon: request early access.',
  },
  hero: {
    eyebrow: 'Pocket SME',
    badge: 'Coming Soon',
    title: 'Your expertise on a private-label phone line',
    tagline:
      'Pocket SME captures one expert’s knowledge and method and puts it behind a number their clients, members or students can call. Your name, your voice of authority, available 24/7.',
    cta: { label: 'Request Early Access', href: '/contact' },
    scene: 'pocket-sme',
  },
  blocks: [
    {
      type: 'prose',
      eyebrow: 'What it is',
      heading: 'For the expert whose calendar is the bottleneck',
      paragraphs: [
        'Consultants, coaches, clinicians, trainers and trade masters all hit the same ceiling: the people who need their guidance outnumber the hours they have. Most of the questions they answer are ones they have answered many times before.',
        'Pocket SME is built on the same voice-first engine as Pocket Mentor, shaped around one person’s expertise instead of an organization’s procedures. It answers from the material you provide and the walk-throughs you record, under your brand.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Planned capabilities',
      heading: 'What Pocket SME is designed to do',
      items: [
        {
          icon: 'Mic',
          title: 'Capture your method',
          description: 'Structured sessions turn how you think through a problem into step-by-step spoken guidance.',
        },
        {
          icon: 'BadgeCheck',
          title: 'Private label',
          description: 'Your name and your number. Callers hear your brand, not ours.',
        },
        {
          icon: 'Clock',
          title: 'Available 24/7',
          description:
            'Clients get a guided answer at 6 a.m. or on Sunday night, without waiting for your next opening.',
        },
        {
          icon: 'Smartphone',
          title: 'No app for your audience',
          description: 'Anyone with a phone can call or text. Nothing to download, no login, no portal.',
        },
        {
          icon: 'ShieldCheck',
          title: 'No caller data stored',
          description:
            'Like Pocket Mentor, Pocket SME is designed not to collect or store personal data about callers.',
        },
        {
          icon: 'Sparkles',
          title: 'Extend what you sell',
          description: 'Add ongoing support to a course, a workshop or an engagement, without adding hours.',
        },
      ],
    },
    {
      type: 'notice',
      tone: 'soon',
      eyebrow: 'Early access',
      heading: 'Be one of the first experts on Pocket SME',
      body: 'We are working with a small group of early experts to shape the product. Tell us about your field and your audience, and we will be in touch when a place opens.',
      // No button of its own: the closing band right below asks for early access (one call to action per intent).
    },
  ],
  closing: {
    heading: 'Put your expertise on call',
    body: 'Request early access and tell us what people ask you most. We will show you what Pocket SME could sound like.',
    cta: { label: 'Request Early Access', href: '/contact' },
  },
};

export const connectionsHr: ConnectionsHrContent = {
  path: '/products/connections-hr',
  meta: {
    title: 'Connections HR: Voice Check-Ins for HR | Pocket Mentor',
    description:
      'Connections HR: anonymous phone check-ins with aggregated sentiment, wellness dashboards, HR action recommendations and weekly reports.',
  },
  hero: {
    eyebrow: 'Connections HR',
    badge: 'Coming soon: get notified',
    badgeHref: '#contact',
    title: 'Hear how your frontline is really doing',
    tagline:
      'Connections HR gives deskless staff a short voice or text check-in from any phone, and gives HR anonymous, aggregated insight into sentiment and wellbeing, with recommended next steps.',
    cta: { label: 'See the Demo', href: '#demo' },
    secondary: { label: 'Talk to an Expert', href: '#expert' },
  },
  blocks: [
    {
      type: 'prose',
      eyebrow: 'The gap',
      heading: 'Surveys don’t reach the people who don’t sit at desks',
      paragraphs: [
        'Engagement surveys arrive by email to people who rarely open email, in portals they rarely log into. The result is low response from exactly the teams where turnover and burnout cost the most.',
        'Connections HR meets people where they are: a short check-in by phone call or SMS, in their own words, with no app and no login. HR sees the pattern across teams, never an individual’s answers.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'What HR gets',
      heading: 'Four ways Connections HR turns check-ins into action',
      columns: 2,
      items: [
        {
          icon: 'Users',
          title: 'Anonymous, aggregated sentiment',
          description: 'Responses are reported only in aggregate, by team, site or shift, so people can speak plainly.',
        },
        {
          icon: 'BarChart3',
          title: 'Wellness dashboards',
          description: 'See how stress, workload and morale move over time, and where they are moving fastest.',
        },
        {
          icon: 'Lightbulb',
          title: 'HR action recommendations',
          description:
            'Suggested next steps for each pattern: a conversation to have, a policy to revisit, a team to visit.',
        },
        {
          icon: 'FileText',
          title: 'Weekly and monthly summary reports',
          description: 'A short summary for HR and operations leaders every week, and a fuller picture every month.',
        },
      ],
    },
    {
      type: 'notice',
      id: 'expert',
      eyebrow: 'Talk to an expert',
      heading: 'Plan your check-in program with our team',
      body: 'Our team will help you decide who to check in with, how often, and which questions give HR something it can act on.',
      cta: { label: 'Talk to an Expert', href: '/contact' },
    },
  ],
  dashboard: {
    eyebrow: 'Wellness dashboard · sample data',
    title: 'How the frontline is doing this week',
    pieces: [
      {
        type: 'sentiment',
        label: 'By site',
        rows: [
          { label: 'North site', score: 58 },
          { label: 'South site', score: 74 },
          { label: 'East depot', score: 69 },
        ],
      },
      {
        type: 'sentiment',
        label: 'By shift',
        rows: [
          { label: 'Day', score: 76 },
          { label: 'Evening', score: 67 },
          { label: 'Night', score: 46 },
        ],
      },
      {
        type: 'trend',
        label: 'Wellbeing, last 8 weeks',
        points: [72, 71, 73, 70, 66, 63, 60, 58],
        summary: 'Down from 72 to 58',
      },
      {
        type: 'action',
        label: 'Recommended next step',
        text: 'Workload is the theme behind the night-shift drop. Review overtime cover and have the site lead meet the night crew this week.',
      },
    ],
    note: 'Illustrative: sample data. HR sees anonymous, aggregated results only, with weekly and monthly summary reports.',
  },
  checkIn: {
    id: 'demo',
    eyebrow: 'Demo',
    heading: 'See a check-in from both sides',
    intro:
      'A worker answers a short check-in by text or phone call, in their own words. HR sees the pattern across the team, never one person’s answers.',
    worker: {
      label: 'The worker’s side',
      description: 'A weekly check-in by SMS from any phone. No app, no login.',
      from: 'Night-shift picker, north site',
      sender: 'Connections HR',
      messages: [
        {
          who: 'mentor',
          text: 'Hi, it’s your weekly check-in. From 1 (not at all) to 5 (very), how manageable was your workload this week?',
        },
        { who: 'staff', text: '2' },
        { who: 'mentor', text: 'Thanks. What would make next week better?' },
        { who: 'staff', text: 'Two people out on nights again. We need cover before the weekend.' },
        { who: 'mentor', text: 'Got it. HR sees this only together with your team’s answers, never with your name.' },
      ],
    },
    hr: {
      label: 'HR’s view',
      description: 'The same week, anonymous and aggregated, with a suggested next step.',
      view: {
        eyebrow: 'Anonymous · aggregated · sample data',
        title: 'North site, night shift, by team',
        pieces: [
          {
            type: 'sentiment',
            label: 'Workload this week',
            rows: [
              { label: 'Receiving', score: 52 },
              { label: 'Picking', score: 39 },
              { label: 'Loading', score: 63 },
            ],
          },
          {
            type: 'action',
            label: 'Recommended next step',
            text: 'Staffing comes up in most picking answers. Check night cover before the weekend and share what changes with the crew.',
          },
        ],
        note: 'Illustrative: sample data. Results are shown for groups only.',
      },
    },
    notice:
      'Connections HR is coming soon. An expert can take you through a check-in as an employee hears it, and the dashboards and weekly and monthly reports HR would see.',
  },
  closing: {
    id: 'contact',
    heading: 'Be first to hear from your frontline',
    body: 'Tell us about your teams and we will let you know as soon as Connections HR is ready for early customers.',
    cta: { label: 'Get Notified', href: '/contact' },
  },
};

export const poweredBy: ComposedPageContent = {
  path: '/products/powered-by-pocket-mentor',
  meta: {
    title: 'Powered by Pocket Mentor: White-Label Voice AI',
    description:
      'Consultants and partners can offer a voice AI mentor under their own brand. Powered by Pocket Mentor is the white-label layer.',
  },
  hero: {
    eyebrow: 'Powered by Pocket Mentor',
    title: 'A voice AI mentor, under your brand',
    tagline:
      'Consultants, trainers and partners offer Pocket Mentor to their clients as their own service: their name, their number, their content, with our platform underneath.',
    cta: { label: 'Partner With Us', href: '/contact' },
    secondary: { label: 'See partner programs', href: '/partners/join-program' },
    scene: 'powered-by',
  },
  blocks: [
    {
      type: 'prose',
      eyebrow: 'How white-label works',
      heading: 'Your clients call you. Pocket Mentor does the talking.',
      paragraphs: [
        'Powered by Pocket Mentor is the partner layer of the platform. You bring the client relationship and the expertise; we provide the voice-first engine, the deployment and the support behind it.',
        'Your clients get a number to call that carries your brand. Their staff get step-by-step spoken guidance from the procedures you helped them write, long after your engagement ends.',
      ],
    },
    {
      type: 'cards',
      eyebrow: 'Who it is for',
      heading: 'Built for partners who already own the relationship',
      items: [
        {
          icon: 'Briefcase',
          title: 'Consultants',
          description:
            'Leave every client with a line that keeps your recommendations alive after the final presentation.',
        },
        {
          icon: 'Presentation',
          title: 'Trainers',
          description: 'Give learners post-workshop support they can call when they try the skill on the job.',
        },
        {
          icon: 'Store',
          title: 'Resellers',
          description: 'Add a voice mentor to what you already sell, with a recurring service attached.',
        },
        {
          icon: 'Settings',
          title: 'Implementation partners',
          description: 'Capture client procedures and stand up deployments as part of your services work.',
        },
        {
          icon: 'HeartHandshake',
          title: 'Associations and networks',
          description: 'Offer members a shared line for the standards and practices your organization publishes.',
        },
        {
          icon: 'Building2',
          title: 'Franchise systems',
          description: 'Put the operations manual on a phone line every location can call, under the franchise brand.',
        },
      ],
    },
    {
      type: 'checklist',
      eyebrow: 'What you get',
      heading: 'Everything your clients need, nothing they have to install',
      items: [
        'Your brand on the line, not ours',
        'No app, login, hardware or integration for your clients',
        'Works on any phone, including in noisy and remote settings',
        'Available to your clients’ staff 24/7',
        'No user data collected or stored',
        'Deployable in days for each new client',
        'Partner training, toolkits and support',
        'A recurring service you can build around',
      ],
    },
  ],
  closing: {
    heading: 'Offer a voice mentor under your own name',
    body: 'Tell us about your clients and your practice. We will show you how a Powered by Pocket Mentor line would work for them.',
    cta: { label: 'Partner With Us', href: '/contact' },
  },
};
