import type { IconName } from '../types';

/** The 18 solution pages: seven business types and eleven roles. Full copy lives in ./<slug>.ts. */
export interface SolutionSummary {
  slug: string;
  name: string;
  kind: 'business-type' | 'role';
  icon: IconName;
  blurb: string;
  /** A role's short line (at most about 38 characters) under its name in the Solutions menu. */
  menuLine?: string;
  /** Who the page speaks to, as in "Pocket Mentor for …" (page name in breadcrumbs, search and the social card). */
  audience: string;
}

export const solutions = [
  {
    slug: 'enterprise',
    audience: 'Enterprises',
    name: 'Enterprise',
    kind: 'business-type',
    icon: 'Building2',
    blurb: 'One consistent answer across sites, shifts and regions.',
  },
  {
    slug: 'family-owned',
    audience: 'Family-Owned Businesses',
    name: 'Family-Owned',
    kind: 'business-type',
    icon: 'HeartHandshake',
    blurb: 'Keep the founder’s know-how in the business for the next generation.',
  },
  {
    slug: 'fast-growing-businesses',
    audience: 'Fast-Growing Businesses',
    name: 'Fast-Growing Businesses',
    kind: 'business-type',
    icon: 'Rocket',
    blurb: 'Hire faster than you can train, without diluting how the work gets done.',
  },
  {
    slug: 'midsize-business',
    audience: 'Midsize Businesses',
    name: 'Midsize Business',
    kind: 'business-type',
    icon: 'Building',
    blurb: 'Enterprise-grade enablement without an enterprise project.',
  },
  {
    slug: 'pe-backed',
    audience: 'PE-Backed Companies',
    name: 'PE-Backed',
    kind: 'business-type',
    icon: 'LineChart',
    blurb: 'Standardise operations across portfolio companies from day one.',
  },
  {
    slug: 'small-business',
    audience: 'Small Businesses',
    name: 'Small Business',
    kind: 'business-type',
    icon: 'Store',
    blurb: 'A mentor for every employee, with no IT team required.',
  },
  {
    slug: 'startup',
    audience: 'Startups',
    name: 'Startup',
    kind: 'business-type',
    icon: 'Sparkles',
    blurb: 'Capture how things are done before the first ten hires forget.',
  },
  {
    slug: 'ceo',
    audience: 'the CEO',
    name: 'CEO',
    kind: 'role',
    icon: 'Target',
    blurb: 'Consistent execution everywhere, without adding headcount.',
    menuLine: 'Consistent execution at every site',
  },
  {
    slug: 'cfo',
    audience: 'the CFO',
    name: 'CFO',
    kind: 'role',
    icon: 'PiggyBank',
    blurb: 'No capital spend, no integration, and a cost you can see.',
    menuLine: 'No capital spend, a cost you can see',
  },
  {
    slug: 'controller',
    audience: 'the Controller',
    name: 'Controller',
    kind: 'role',
    icon: 'Calculator',
    blurb: 'Close procedures and policy answers, on call for the whole team.',
    menuLine: 'Close procedures, on call for the team',
  },
  {
    slug: 'chro',
    audience: 'the CHRO',
    name: 'CHRO',
    kind: 'role',
    icon: 'Users',
    blurb: 'Shorter ramp time and steadier onboarding for every hire.',
    menuLine: 'Shorter ramp for every new hire',
  },
  {
    slug: 'cio',
    audience: 'the CIO',
    name: 'CIO',
    kind: 'role',
    icon: 'Cpu',
    blurb: 'AI enablement with no app to deploy and no user data stored.',
    menuLine: 'No app to deploy, no user data kept',
  },
  {
    slug: 'cro',
    audience: 'the CRO',
    name: 'CRO',
    kind: 'role',
    icon: 'TrendingUp',
    blurb: 'Every rep on message, with the playbook a phone call away.',
    menuLine: 'Every rep on message, before the call',
  },
  {
    slug: 'engineer',
    audience: 'Engineers',
    name: 'Engineer',
    kind: 'role',
    icon: 'Ruler',
    blurb: 'Standards, specs and lessons learned, without digging through drives.',
    menuLine: 'Standards and specs, by phone',
  },
  {
    slug: 'field-technician',
    audience: 'Field Technicians',
    name: 'Field Technician',
    kind: 'role',
    icon: 'Wrench',
    blurb: 'Call, describe the problem, and get the next step, hands-free.',
    menuLine: 'The next step, hands-free',
  },
  {
    slug: 'quality-control',
    audience: 'Quality Control Teams',
    name: 'Quality Control',
    kind: 'role',
    icon: 'ClipboardCheck',
    blurb: 'The same inspection steps, every time, on every shift.',
    menuLine: 'The same inspection on every shift',
  },
  {
    slug: 'skilled-trades',
    audience: 'the Skilled Trades',
    name: 'Skilled Trades',
    kind: 'role',
    icon: 'HardHat',
    blurb: 'Master-level know-how for apprentices on the job.',
    menuLine: 'Master know-how for apprentices',
  },
  {
    slug: 'training-director',
    audience: 'the Training Director',
    name: 'Training Director',
    kind: 'role',
    icon: 'BookOpenCheck',
    blurb: 'Reinforcement that keeps working after the course ends.',
    menuLine: 'Reinforcement after the course ends',
  },
] as const satisfies readonly SolutionSummary[];

export type SolutionSlug = (typeof solutions)[number]['slug'];
