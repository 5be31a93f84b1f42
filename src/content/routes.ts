/**
 * The route registry: every page of the site, once. It feeds menus, the footer, the sitemap,
 * page metadata and the tests. A page that is not here is a test failure.
 */
import { industries } from './industries';
import { solutions } from './solutions';

export type SectionId =
  | 'home' | 'products' | 'industries' | 'solutions' | 'customers' | 'services'
  | 'company' | 'partners' | 'resources' | 'community' | 'blog' | 'contact' | 'legal' | 'search';

export interface RouteEntry {
  path: string;
  /** Page name: the <title> (before " | Pocket Mentor"), the h1 of summary pages and the menu label. */
  title: string;
  /** Meta description, unique per page. */
  description: string;
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
}

export const sectionNames: Record<SectionId, string> = {
  home: 'Home', products: 'Products', industries: 'Industries', solutions: 'Solutions',
  customers: 'Customers', services: 'Services', company: 'Company', partners: 'Partners',
  resources: 'Resources', community: 'Community', blog: 'Blog', contact: 'Contact', legal: 'Legal', search: 'Search',
};

/** Sections that have an overview route (/products …): the landing page plus a directory, canonical '/'. */
export const overviewSections = ['products', 'industries', 'solutions', 'services', 'customers', 'company', 'partners'] as const;
export type OverviewSection = (typeof overviewSections)[number];

const overviewText: Record<OverviewSection, string> = {
  products: 'Pocket Mentor, Pocket SME, Connections HR and the powered-by partner layer: voice-first tools your people reach by phone.',
  industries: 'Pocket Mentor for 18 industries, from healthcare and construction to retail and logistics: guidance on any phone.',
  solutions: 'Pocket Mentor by business type and by role: what a voice mentor changes for startups, enterprises, CFOs and technicians.',
  services: 'Consulting, implementation and onboarding, ongoing support and product training for your Pocket Mentor rollout.',
  customers: 'Illustrative customer stories, case-study concepts and sample testimonials showing where a voice mentor fits.',
  company: 'About Pocket Mentor: our story, values, leadership, careers, newsroom, events and social impact.',
  partners: 'Partner with Pocket Mentor: referral, reseller and white-label, implementation, training and mission-aligned programs.',
};

const overviewRoutes: RouteEntry[] = overviewSections.map((s) => ({
  path: `/${s}`,
  title: `${sectionNames[s]}: Voice-First AI Mentor`,
  label: sectionNames[s],
  description: overviewText[s],
  section: s,
  canonical: '/',
}));

const industryRoutes: RouteEntry[] = industries.flatMap((i) => [
  {
    path: `/industries/${i.slug}`,
    title: `Voice AI Mentor for ${i.name}`,
    label: i.name,
    blurb: i.blurb,
    description: `${i.blurb} Pocket Mentor gives ${i.name.toLowerCase()} teams step-by-step spoken guidance on any phone.`,
    section: 'industries' as const,
  },
  {
    path: `/products/pocket-mentor/${i.slug}`,
    title: `Pocket Mentor for ${i.name}`,
    label: i.name,
    blurb: i.blurb,
    description: `Pocket Mentor for ${i.name.toLowerCase()}: answers from your own procedures by phone call or SMS. No app, no login, no Wi-Fi.`,
    section: 'products' as const,
    canonical: `/industries/${i.slug}`,
    group: 'Pocket Mentor by industry',
  },
]);

const solutionRoutes: RouteEntry[] = solutions.map((s) => ({
  path: `/solutions/${s.slug}`,
  title: s.kind === 'role' ? `Pocket Mentor for the ${s.name}` : `Pocket Mentor for ${s.name} Teams`,
  label: s.name,
  blurb: s.blurb,
  description: `${s.blurb} See how a voice-first AI mentor works for ${s.kind === 'role' ? `the ${s.name} role` : `${s.name.toLowerCase()} organizations`}.`,
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
    description: 'A voice-first AI mentor your frontline, field and operations staff reach by an ordinary phone call or SMS. No app, no login, no Wi-Fi.',
    section: 'home',
  },
  ...overviewRoutes,
  ...pages('products', [
    { path: '/products/pocket-mentor', title: 'Pocket Mentor: The Voice-First AI Mentor', label: 'Pocket Mentor',
      blurb: 'Step-by-step spoken guidance from your own procedures.',
      description: 'Pocket Mentor turns your SOPs, checklists and playbooks into a phone line your staff can call 24/7 for step-by-step spoken guidance.' },
    { path: '/products/pocket-sme', title: 'Pocket SME: Expert Insight on Call', label: 'Pocket SME',
      blurb: 'A private-label line for an expert’s know-how. Coming Soon.',
      description: 'Pocket SME captures a subject-matter expert’s knowledge as a private-label voice line. Coming soon: request early access.' },
    { path: '/products/connections-hr', title: 'Connections HR: Voice Check-Ins for HR', label: 'Connections HR',
      blurb: 'Anonymous check-ins and sentiment for HR. Coming soon.',
      description: 'Connections HR: anonymous phone check-ins with aggregated sentiment, wellness dashboards, HR action recommendations and weekly reports.' },
    { path: '/products/powered-by-pocket-mentor', title: 'Powered by Pocket Mentor: White-Label Voice AI', label: 'Powered by Pocket Mentor',
      blurb: 'White-label the mentor under your own brand.',
      description: 'Consultants and partners can offer a voice AI mentor under their own brand. Powered by Pocket Mentor is the white-label layer.' },
  ]),
  ...industryRoutes,
  ...solutionRoutes,
  ...pages('customers', [
    { path: '/customers/customer-stories', title: 'Customer Stories (Illustrative)', label: 'Customer Stories',
      blurb: 'Four scenarios of a voice mentor at work.',
      description: 'Four illustrative scenarios of frontline teams using a voice-first AI mentor, with the outcomes they point to. Concepts, not results.' },
    { path: '/customers/case-studies', title: 'Case Study Concepts', label: 'Case Studies',
      blurb: 'Problem, solution and expected metrics.',
      description: 'Four case-study concepts: the problem, the Pocket Mentor solution and the metrics a team would expect to track. Illustrative only.' },
    { path: '/customers/testimonials', title: 'Sample Testimonials', label: 'Testimonials',
      blurb: 'Sample quotes by role and category.',
      description: 'Five sample testimonials showing what operations, training and HR leaders value in a voice mentor. Illustrative, not real customers.' },
  ]),
  ...pages('services', [
    { path: '/services/consulting', title: 'AI Mentor Consulting Services', label: 'Consulting',
      blurb: 'Find where a voice mentor pays off first.',
      description: 'Consulting for voice-first AI: knowledge capture, use-case design and rollout planning for frontline and field teams.' },
    { path: '/services/implementation', title: 'Implementation & Onboarding', label: 'Implementation & Onboarding',
      blurb: 'From your documents to a live number in days.',
      description: 'Four-phase implementation and onboarding: we turn your procedures into a live Pocket Mentor line, deployable in days.' },
    { path: '/services/support', title: 'Ongoing Support', label: 'Ongoing Support',
      blurb: 'Account management, updates and refreshers.',
      description: 'Ongoing support for Pocket Mentor: account management, priority technical support, knowledgebase updates and training refreshers.' },
    { path: '/services/training', title: 'Product Training', label: 'Product Training',
      blurb: 'Train admins and champions to run it well.',
      description: 'Product training for the people who run Pocket Mentor: content owners, team leads and champions, with custom sessions.' },
  ]),
  ...pages('company', [
    { path: '/company/about-us', title: 'About Pocket Mentor', label: 'About Us', blurb: 'Why we built a mentor you can call.',
      description: 'Pocket Mentor exists so the people doing the work get expert guidance the moment they need it, on the phone they already carry.' },
    { path: '/company/careers', title: 'Careers at Pocket Mentor', label: 'Careers', blurb: 'Roles and reasons to join.',
      description: 'Work on voice-first AI that helps frontline people do their jobs. See the kinds of roles we hire for and why people join.' },
    { path: '/company/culture-and-inclusion', title: 'Culture & Inclusion', label: 'Culture & Inclusion', blurb: 'How we work and who we include.',
      description: 'Our values and commitments on culture and inclusion, shaped by a company that builds tools for people who learn differently.' },
    { path: '/company/educational-resources', title: 'Educational Resources', label: 'Educational Resources', blurb: 'Guides on voice AI and training.',
      description: 'Guides, explainers and toolkits on voice-first AI, frontline training and knowledge capture, in five categories.' },
    { path: '/company/events', title: 'Events', label: 'Events', blurb: 'Upcoming and past sessions.',
      description: 'Pocket Mentor events, workshops and sessions: what is coming up and highlights from past events.' },
    { path: '/company/leadership', title: 'Leadership', label: 'Leadership', blurb: 'Our executives and advisors.',
      description: 'The executives and advisors who lead Pocket Mentor and the experience they bring to voice-first AI for frontline work.' },
    { path: '/company/newsroom', title: 'Newsroom', label: 'Newsroom', blurb: 'News and announcements.',
      description: 'News and announcements from Pocket Mentor: product updates, partnerships and community programs.' },
    { path: '/company/social-impact', title: 'Social Impact', label: 'Social Impact', blurb: 'Our neurodiverse community work.',
      description: 'Our social impact: a free open learning community for neurodiverse people, an initiative for autistic people and free workshops.' },
    { path: '/company/values', title: 'Our Values', label: 'Values', blurb: 'Six values we work by.',
      description: 'The six values that guide how Pocket Mentor builds, sells and supports a voice-first AI mentor, and the promise behind them.' },
  ]),
  ...pages('partners', [
    { path: '/partners/become', title: 'Become a Partner', label: 'Become a Partner', blurb: 'Who we partner with and why.',
      description: 'Become a Pocket Mentor partner: the kinds of organizations we work with, what partners look for and why they join.' },
    { path: '/partners/find', title: 'Find a Partner', label: 'Find a Partner', blurb: 'Work with a certified partner.',
      description: 'Find a Pocket Mentor partner to design, deploy or white-label a voice mentor for your teams and clients.' },
    { path: '/partners/join-program', title: 'Join a Partner Program', label: 'Join a Program', blurb: 'Five partner tracks.',
      description: 'Five partner tracks: referral, reseller and white-label, implementation and systems integrators, training and enablement, mission-aligned.' },
    { path: '/partners/resources', title: 'Partner Resources', label: 'Partner Resources', blurb: 'Training, toolkits and assets.',
      description: 'Resources for Pocket Mentor partners: product training, go-to-market toolkits, certification, brand assets and support channels.' },
  ]),
  ...pages('resources', [
    { path: '/resources/documentation', title: 'Documentation', label: 'Documentation', blurb: 'How Pocket Mentor is set up and run.',
      description: 'Pocket Mentor documentation: how content is prepared, how calls and SMS work, and how teams roll out a voice mentor.' },
    { path: '/resources/knowledge-base', title: 'Knowledge Base', label: 'Knowledge Base', blurb: 'Answers to common questions.',
      description: 'Answers to common questions about Pocket Mentor: phones, coverage, content, privacy and getting started.' },
    { path: '/resources/support-center', title: 'Support Center', label: 'Support Center', blurb: 'Get help from our team.',
      description: 'Get help with Pocket Mentor: how to reach support, what to include in a request and how updates are handled.' },
    { path: '/resources/webinars', title: 'Webinars', label: 'Webinars', blurb: 'Live and recorded sessions.',
      description: 'Pocket Mentor webinars and live sessions on voice-first AI, frontline training and knowledge capture.' },
  ]),
  { path: '/blog', title: 'Blog', label: 'Blog', section: 'blog', blurb: 'Notes on frontline learning.',
    description: 'The Pocket Mentor blog: practical notes on frontline training, knowledge capture and voice-first AI at work.' },
  { path: '/community', title: 'Community: Shared Learning, Shared Earning', label: 'Community', section: 'community',
    blurb: 'A free learning community for neurodiverse people.',
    description: 'A free, open learning community for neurodiverse people, built on shared learning and shared earning. Join the community.' },
  { path: '/contact', title: 'Contact Us: Book a Meeting', label: 'Contact', section: 'contact',
    description: 'Book a meeting with Pocket Mentor: a 15-minute discovery call to see how a voice mentor fits your teams. Or call us.' },
  { path: '/search', title: 'Search', label: 'Search', section: 'search', noindex: true,
    description: 'Search the Pocket Mentor website: industries, roles, products, services, partner programs and company pages.' },
  ...pages('legal', [
    { path: '/legal/privacy-policy', title: 'Privacy Policy', label: 'Privacy Policy',
      description: 'How Pocket Mentor handles information: the product collects and stores no user data, and this site sets no tracking cookies.' },
    { path: '/legal/terms-of-service', title: 'Terms of Service', label: 'Terms of Service',
      description: 'The terms that apply to the Pocket Mentor website and to the use of Pocket Mentor services.' },
    { path: '/legal/cookie-policy', title: 'Cookie Policy', label: 'Cookie Policy',
      description: 'The Pocket Mentor website sets no tracking cookies. What third-party services, such as the booking widget, may set.' },
    { path: '/legal/accessibility', title: 'Accessibility Statement', label: 'Accessibility',
      description: 'Our accessibility statement: the standard this site aims to meet (WCAG 2.2 AA) and how to report a problem.' },
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
