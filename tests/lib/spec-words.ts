/**
 * The wordings the spec (shared/spec/site-spec.md) mandates: the only copy a test may pin. Everything else an owner
 * may reword is checked by its shape (present, length, links that resolve) or read from the content files
 * (./content.ts). Each entry names its section of the spec; the routes and slugs are in ../spec-routes.ts.
 * tests/unit/spec-words.test.ts checks that each wording is in the spec.
 */
export { specIndustrySlugs, specRoutes, specSolutionSlugs } from '../spec-routes';

export const specWords = {
  /** §1: what the mentor answers from. */
  answersFrom: ['procedures', 'SOPs', 'checklists', 'playbooks', 'training documents', 'troubleshooting logic'],
  /** §2 Shared layout: the header's button to /contact and its link to the community site. */
  headerTour: 'Free Product Tour',
  logIn: 'Log In',
  /** §2 Routes: the sections of the menu (the route table's overview pages, and Country/Region for /contact). */
  menuSections: [
    'Products',
    'Industries',
    'Solutions',
    'Customers',
    'Services',
    'Company',
    'Partners',
    'Resources',
    'Country/Region',
  ],
  /** §2 Routes, solution slugs: the two groups, in the spec's casing for a heading. */
  solutionGroups: ['Business types', 'Roles'],
  /** §1 Offerings, §2 Pocket SME: the status label of the coming products (one casing: the spec's "Coming Soon"). */
  comingSoon: 'Coming Soon',
  /** §1 Offerings: what Connections HR offers. */
  connectionsHrFeatures: [
    'anonymous, aggregated sentiment',
    'wellness dashboards',
    'HR action recommendations',
    'weekly and monthly summary reports',
  ],
  /** §2 Industry pages: the aerospace page's section. */
  aerospaceSection: 'Built to Fit Your AI Strategy',
  /** §2 Social impact: the section the page ends with. */
  ourCommitment: 'Our Commitment',
  /** §2 Partner pages, Join a Program: the five tracks, in order. */
  partnerTracks: [
    'Referral',
    'Reseller and White-Label',
    'Implementation and Systems Integrators',
    'Training and Enablement',
    'Mission-Aligned',
  ],
  /** §2 Partner pages, Partner Resources: the five groups, in order (the spec's words, as titles). */
  partnerResourceGroups: [
    'Product Training and Documentation',
    'Go-to-Market Toolkits',
    'Certification and Skills Development',
    'Brand and Content Assets',
    'Collaboration and Support Channels',
  ],
  /** §2 Contact: the page's heading. */
  contactHeading: 'Book a Meeting',
  /** §2 Contact: calls to action seen across the site. */
  cta: {
    partnerWithUs: 'Partner With Us',
    learnMore: 'Learn More',
    onboarding: 'Schedule Your Onboarding Discovery Call Today',
    supportStrategy: 'Book a Support Strategy Session',
    customTraining: 'Schedule Your Custom Training Session',
  },
  /** §2 Ongoing support: the table's columns; §9 its rows (service, included) and the support claims. */
  supportTable: {
    columns: ['Service', 'Included', 'Details'],
    rows: [
      ['Account management', 'Ongoing'],
      ['Technical issue support', 'Priority'],
      ['Knowledgebase updates', 'As needed'],
      ['Training refreshers', 'On request'],
    ],
    claims: ['30 to 60 days after launch', 'quarterly AI usage reviews', 'optional monthly refresher calls'],
  },
} as const;

/** The counts the spec gives a page's lists (§2 Page content). */
export const specCounts = {
  /** Community: five core beliefs, the team competition model in six points. */
  coreBeliefs: 5,
  competitionPoints: 6,
  values: 6,
  newsItems: 3,
  consulting: { services: 4, benefits: 5, useCases: 4 },
  implementationPhases: 4,
  supportAreas: 4,
  partners: {
    becomeCategories: 6,
    becomeLookFor: 5,
    becomeReasons: 4,
    joinBenefits: 5,
    findDifferentiators: 4,
    findUseCases: 5,
  },
} as const;
