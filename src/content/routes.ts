/**
 * The route registry: every page of the site, once. It feeds menus, the footer, the sitemap,
 * page metadata and the tests. A page that is not here is a test failure.
 */
import { readContentIndex } from '../../scripts/content-index.mjs';
import type { IndustrySlug } from './industry-tints';
import { industryScene } from './scenes';

/** The industries and solutions, listed from their content files (src/content/industries/, solutions/). */
export const { industries, solutions } = readContentIndex();
const editionName = (industry: string) => `Pocket Mentor for ${industry}`;

export type SectionId =
  | 'home'
  | 'products'
  | 'industries'
  | 'solutions'
  | 'customers'
  | 'services'
  | 'company'
  | 'partners'
  | 'resources'
  | 'community'
  | 'blog'
  | 'contact'
  | 'legal'
  | 'search';

export interface RouteEntry {
  path: string;
  /**
   * Page name: menus (unless `label`), the h1 of summary pages, breadcrumbs and the social card. The <title> and
   * meta description are not here: they come from the page's content file (src/content/page-meta.ts).
   */
  title: string;
  section: SectionId;
  /** Short label for menus when it differs from the title. */
  label?: string;
  /** One line for mega-menu entries and directory cards. */
  blurb?: string;
  /** Canonical path when it is not the page's own path. */
  canonical?: string;
  /** Sub-group inside a section (e.g. 'Business types' / 'Roles'). */
  group?: string;
  /** Kept out of the sitemap and search engines (e.g. the search results page). */
  noindex?: boolean;
  /** The page's drawn scene and its tint, shown as a thumbnail where the page is listed (industry pages). */
  thumb?: Thumb;
}

/** A drawn scene shown small (SceneDetail), framed in the tint it is drawn in. */
export interface Thumb {
  src: string;
  tint: IndustrySlug;
}

export const sectionNames: Record<SectionId, string> = {
  home: 'Home',
  products: 'Products',
  industries: 'Industries',
  solutions: 'Solutions',
  customers: 'Customers',
  services: 'Services',
  company: 'Company',
  partners: 'Partners',
  resources: 'Resources',
  community: 'Community',
  blog: 'Blog',
  contact: 'Contact',
  legal: 'Legal',
  search: 'Search',
};

/** Sections that have an overview route (/products …): the landing page plus a directory, canonical '/'. */
export const overviewSections = [
  'products',
  'industries',
  'solutions',
  'services',
  'customers',
  'company',
  'partners',
] as const;
export type OverviewSection = (typeof overviewSections)[number];

/** One line per section for the overview links in menus. */
const overviewText: Record<OverviewSection, string> = {
  products:
    'Pocket Mentor, Pocket SME, Connections HR and the powered-by partner layer: voice-first tools your people reach by phone.',
  industries:
    'Pocket Mentor for 18 industries, from healthcare and construction to retail and logistics: guidance on any phone.',
  solutions:
    'Pocket Mentor by business type and by role: what a voice mentor changes for startups, enterprises, CFOs and technicians.',
  services:
    'Consulting, implementation and onboarding, ongoing support and product training for your Pocket Mentor rollout.',
  customers:
    'Illustrative customer stories, case-study concepts and testimonials by role, showing where a voice mentor fits.',
  company: 'About Pocket Mentor: our story, values, leadership, careers, newsroom, events and social impact.',
  partners:
    'Partner with Pocket Mentor: referral, reseller and white-label, implementation, training and mission-aligned programs.',
};

const overviewRoutes: RouteEntry[] = overviewSections.map((s) => ({
  path: `/${s}`,
  title: `${sectionNames[s]}: Voice-First AI Mentor`,
  label: sectionNames[s],
  blurb: overviewText[s],
  section: s,
  canonical: '/',
}));

const industryRoutes: RouteEntry[] = industries.flatMap((i) => [
  {
    path: `/industries/${i.slug}`,
    title: `Voice AI Mentor for ${i.name}`,
    label: i.name,
    blurb: i.blurb,
    thumb: { src: industryScene(i.slug), tint: i.slug },
    section: 'industries' as const,
  },
  {
    path: `/products/pocket-mentor/${i.slug}`,
    title: editionName(i.name),
    label: i.name,
    blurb: i.blurb,
    section: 'products' as const,
    canonical: `/industries/${i.slug}`,
    group: 'Pocket Mentor by industry',
  },
]);

const solutionRoutes: RouteEntry[] = solutions.map((s) => ({
  path: `/solutions/${s.slug}`,
  title: `Pocket Mentor for ${s.audience}`,
  label: s.name,
  blurb: s.blurb,
  section: 'solutions' as const,
  group: s.kind === 'role' ? 'Roles' : 'Business types',
}));

type Page = Omit<RouteEntry, 'section'>;
const pages = (section: SectionId, list: Page[]): RouteEntry[] => list.map((p) => ({ ...p, section }));

export const routes: RouteEntry[] = [
  {
    path: '/',
    title: 'Pocket Mentor: Expert Guidance on Any Phone',
    label: 'Home',
    section: 'home',
  },
  ...overviewRoutes,
  ...pages('products', [
    {
      path: '/products/pocket-mentor',
      title: 'Pocket Mentor: The Voice-First AI Mentor',
      label: 'Pocket Mentor',
      blurb: 'Step-by-step spoken guidance from your own procedures.',
    },
    {
      path: '/products/pocket-sme',
      title: 'Pocket SME: Expert Insight on Call',
      label: 'Pocket SME',
      blurb: 'A private-label line for an expert’s know-how. Coming soon.',
    },
    {
      path: '/products/connections-hr',
      title: 'Connections HR: Voice Check-Ins for HR',
      label: 'Connections HR',
      blurb: 'Anonymous check-ins and sentiment for HR. Coming soon.',
    },
    {
      path: '/products/powered-by-pocket-mentor',
      title: 'Powered by Pocket Mentor: White-Label Voice AI',
      label: 'Powered by Pocket Mentor',
      blurb: 'White-label the mentor under your own brand.',
    },
  ]),
  ...industryRoutes,
  ...solutionRoutes,
  ...pages('customers', [
    {
      path: '/customers/customer-stories',
      title: 'Customer Stories (Illustrative)',
      label: 'Customer Stories',
      blurb: 'Four scenarios of a voice mentor at work.',
    },
    {
      path: '/customers/case-studies',
      title: 'Case Study Concepts',
      label: 'Case Studies',
      blurb: 'Problem, solution and expected metrics.',
    },
    {
      path: '/customers/testimonials',
      title: 'Testimonials',
      label: 'Testimonials',
      blurb: 'Illustrative quotes by role and industry.',
    },
  ]),
  ...pages('services', [
    {
      path: '/services/consulting',
      title: 'AI Mentor Consulting Services',
      label: 'Consulting',
      blurb: 'Find where a voice mentor pays off first.',
    },
    {
      path: '/services/implementation',
      title: 'Implementation & Onboarding',
      label: 'Implementation & Onboarding',
      blurb: 'From your documents to a live number in days.',
    },
    {
      path: '/services/support',
      title: 'Ongoing Support',
      label: 'Ongoing Support',
      blurb: 'Account management, updates and refreshers.',
    },
    {
      path: '/services/training',
      title: 'Product Training',
      label: 'Product Training',
      blurb: 'Train admins and champions to run it well.',
    },
  ]),
  ...pages('company', [
    {
      path: '/company/about-us',
      title: 'About Pocket Mentor',
      label: 'About Us',
      blurb: 'Why we built a mentor you can call.',
    },
    {
      path: '/company/careers',
      title: 'Careers at Pocket Mentor',
      label: 'Careers',
      blurb: 'The work we do, and how to get in touch about it.',
    },
    {
      path: '/company/culture-and-inclusion',
      title: 'Culture & Inclusion',
      label: 'Culture & Inclusion',
      blurb: 'How we work and who we include.',
    },
    {
      path: '/company/educational-resources',
      title: 'Educational Resources',
      label: 'Educational Resources',
      blurb: 'Guides on voice AI and training.',
    },
    { path: '/company/events', title: 'Events', label: 'Events', blurb: 'Upcoming and past sessions.' },
    {
      path: '/company/leadership',
      title: 'Leadership',
      label: 'Leadership',
      blurb: 'Who answers for what, role by role.',
    },
    { path: '/company/newsroom', title: 'Newsroom', label: 'Newsroom', blurb: 'News and announcements.' },
    {
      path: '/company/social-impact',
      title: 'Social Impact',
      label: 'Social Impact',
      blurb: 'Our neurodiverse community work.',
    },
    { path: '/company/values', title: 'Our Values', label: 'Values', blurb: 'Six values we work by.' },
  ]),
  ...pages('partners', [
    {
      path: '/partners/become',
      title: 'Become a Partner',
      label: 'Become a Partner',
      blurb: 'Who we partner with and why.',
    },
    {
      path: '/partners/find',
      title: 'Find a Partner',
      label: 'Find a Partner',
      blurb: 'Work with a certified partner.',
    },
    {
      path: '/partners/join-program',
      title: 'Join a Partner Program',
      label: 'Join a Program',
      blurb: 'Five partner tracks.',
    },
    {
      path: '/partners/resources',
      title: 'Partner Resources',
      label: 'Partner Resources',
      blurb: 'Training, toolkits and assets.',
    },
  ]),
  ...pages('resources', [
    {
      path: '/resources/documentation',
      title: 'Documentation',
      label: 'Documentation',
      blurb: 'How Pocket Mentor is set up and run.',
    },
    {
      path: '/resources/knowledge-base',
      title: 'Knowledge Base',
      label: 'Knowledge Base',
      blurb: 'Answers to common questions.',
    },
    {
      path: '/resources/support-center',
      title: 'Support Center',
      label: 'Support Center',
      blurb: 'Get help from our team.',
    },
    {
      path: '/resources/webinars',
      title: 'Webinars',
      label: 'Webinars',
      blurb: 'Live sessions on voice guidance, on request.',
    },
  ]),
  { path: '/blog', title: 'Blog', label: 'Blog', section: 'blog', blurb: 'Notes on frontline learning.' },
  {
    path: '/community',
    title: 'Community: Shared Learning, Shared Earning',
    label: 'Community',
    section: 'community',
    blurb: 'A free learning community for neurodiverse people.',
  },
  { path: '/contact', title: 'Contact Us: Book a Meeting', label: 'Contact', section: 'contact' },
  { path: '/search', title: 'Search', label: 'Search', section: 'search', noindex: true },
  ...pages('legal', [
    { path: '/legal/privacy-policy', title: 'Privacy Policy', label: 'Privacy Policy' },
    { path: '/legal/terms-of-service', title: 'Terms of Service', label: 'Terms of Service' },
    { path: '/legal/cookie-policy', title: 'Cookie Policy', label: 'Cookie Policy' },
    { path: '/legal/accessibility', title: 'Accessibility Statement', label: 'Accessibility' },
  ]),
];

const byPath = new Map(routes.map((r) => [r.path, r]));

/** Look up a route; throws at build time so a page without a registry entry cannot ship. */
export function getRoute(path: string): RouteEntry {
  const r = byPath.get(path);
  if (!r) throw new Error(`Route ${path} is not in the route registry (src/content/routes.ts)`);
  return r;
}

export function routesInSection(section: SectionId): RouteEntry[] {
  return routes.filter((r) => r.section === section && !overviewSections.includes(r.path.slice(1) as OverviewSection));
}

export const labelOf = (r: RouteEntry) => r.label ?? r.title;
