/**
 * Header menus and footer columns, derived from the route registry so a page is linked
 * with the same label everywhere. Edit labels and one-liners in routes.ts.
 */
import type { IndustrySlug } from './industry-tints';
import {
  getRoute,
  industries,
  labelOf,
  routes,
  solutions,
  type RouteEntry,
  type SectionId,
  type Thumb,
} from './routes';
import { site } from './site';

export interface NavLink {
  label: string;
  href: string;
  description?: string;
  /** A thumbnail of the page's scene (the Industries menu and the Customers panel's stories). */
  thumb?: Thumb;
  /** A nested second level, opened from this link's row. */
  submenu?: NavGroup;
}
export interface NavGroup {
  heading: string;
  links: NavLink[];
  /** Desktop panel layout for this group: its columns, and labels only (no one-line descriptions). */
  columns?: 1 | 2 | 3;
  compact?: boolean;
}
export interface NavItem {
  label: string;
  /** The section's overview page, shown as the panel's first link. */
  overview?: NavLink;
  groups: NavGroup[];
  /** Panel layout hint: how many columns the links of a single large group need. */
  columns?: 1 | 2 | 3;
  /** Beside the links: the illustrative customer stories (desktop panel only). */
  feature?: 'stories';
  /** `false`: no dark side panel; the overview link closes the panel instead, and the links get its width. */
  aside?: false;
}

const link = (r: RouteEntry): NavLink => ({ label: labelOf(r), href: r.path, description: r.blurb });
const linksOf = (section: SectionId, group?: string) =>
  routes.filter((r) => r.section === section && r.path.split('/').length > 2 && r.group === group).map(link);
const overview = (path: string, label: string): NavLink => ({
  label,
  href: path,
  description: getRoute(path).blurb ?? '',
});

const pocketMentor = link(getRoute('/products/pocket-mentor'));

const countryRegions = ['North America', 'Latin America', 'Europe', 'Middle East & Africa', 'Asia Pacific'];

export const mainNav: NavItem[] = [
  {
    label: 'Products',
    overview: overview('/products', 'All products'),
    groups: [
      {
        heading: 'Products',
        links: [
          {
            ...pocketMentor,
            submenu: { heading: 'Pocket Mentor by industry', links: linksOf('products', 'Pocket Mentor by industry') },
          },
          ...linksOf('products').filter((l) => l.href !== pocketMentor.href),
        ],
      },
    ],
  },
  {
    label: 'Industries',
    overview: overview('/industries', 'All industries'),
    columns: 3,
    // Each industry with its scene and a short line of who calls, so the panel shows the places, not just names.
    groups: [
      {
        heading: 'Industries',
        compact: false,
        links: industries.map((i) => {
          const r = getRoute(`/industries/${i.slug}`);
          return { ...link(r), description: i.menuLine, thumb: r.thumb };
        }),
      },
    ],
  },
  {
    label: 'Solutions',
    overview: overview('/solutions', 'All solutions'),
    groups: [
      { heading: 'Business types', links: linksOf('solutions', 'Business types') },
      // Eleven roles in two columns, each with a short line, so the panel fits a 1280 × 720 window; the side
      // panel gives way to give them the width.
      {
        heading: 'Roles',
        columns: 2,
        links: solutions
          .filter((s) => s.kind === 'role')
          .map((s) => ({ ...link(getRoute(`/solutions/${s.slug}`)), description: s.menuLine ?? s.blurb })),
      },
    ],
    aside: false,
  },
  {
    label: 'Customers',
    overview: overview('/customers', 'All customer pages'),
    groups: [{ heading: 'Customers', links: linksOf('customers') }],
    feature: 'stories',
  },
  {
    label: 'Services',
    overview: overview('/services', 'All services'),
    groups: [{ heading: 'Services', links: linksOf('services') }],
  },
  {
    label: 'Company',
    overview: overview('/company', 'Company overview'),
    columns: 2,
    groups: [{ heading: 'Company', links: linksOf('company') }],
  },
  {
    label: 'Partners',
    overview: overview('/partners', 'All partner pages'),
    groups: [{ heading: 'Partners', links: linksOf('partners') }],
  },
  {
    label: 'Resources',
    groups: [
      {
        heading: 'Resources',
        links: [
          link(getRoute('/blog')),
          link(getRoute('/community')),
          ...linksOf('resources'),
          link(getRoute('/company/educational-resources')),
        ],
      },
    ],
  },
  {
    label: 'Country/Region',
    groups: [
      {
        heading: 'Choose your region',
        links: countryRegions.map((label) => ({
          label,
          href: '/contact',
          description: `Talk to our team about ${label}`,
        })),
      },
    ],
  },
];

export interface FooterGroup {
  title: string;
  links: { label: string; href: string }[];
}
const footerLinks = (paths: string[]) => paths.map((p) => ({ label: labelOf(getRoute(p)), href: p }));

/** The footer's five link columns. */
export const footerGroups: FooterGroup[] = [
  {
    title: 'Products',
    links: footerLinks([
      '/products/pocket-mentor',
      '/products/pocket-sme',
      '/products/connections-hr',
      '/products/powered-by-pocket-mentor',
      '/industries',
      '/solutions',
    ]),
  },
  {
    title: 'Customers & Services',
    links: footerLinks([
      '/customers/customer-stories',
      '/customers/case-studies',
      '/customers/testimonials',
      '/services/consulting',
      '/services/implementation',
      '/services/support',
      '/services/training',
    ]),
  },
  {
    title: 'Company',
    links: footerLinks([
      '/company/about-us',
      '/company/leadership',
      '/company/careers',
      '/company/values',
      '/company/culture-and-inclusion',
      '/company/newsroom',
      '/company/events',
      '/company/social-impact',
    ]),
  },
  {
    title: 'Partners',
    links: footerLinks(['/partners/become', '/partners/join-program', '/partners/find', '/partners/resources']),
  },
  {
    title: 'Resources',
    links: footerLinks([
      '/blog',
      '/community',
      '/company/educational-resources',
      '/resources/documentation',
      '/resources/knowledge-base',
      '/resources/support-center',
      '/resources/webinars',
      '/contact',
    ]),
  },
];

export const legalLinks = footerLinks([
  '/legal/privacy-policy',
  '/legal/terms-of-service',
  '/legal/cookie-policy',
  '/legal/accessibility',
]);

/**
 * What the mega menu shows besides links (issue 12): a featured industry with its scene (in the Pocket Mentor
 * sub-menu's area whenever that list is collapsed, so the panel is never blank), and in every panel's dark side
 * panel, under the section overview, the phone number and the product tour.
 */
export const menuFeature = {
  slug: 'healthcare' as IndustrySlug,
  eyebrow: 'Featured industry',
  title: 'Pocket Mentor for Healthcare',
  body: 'Nurses, lab techs and home health clinicians call one number and hear your own protocols, one step at a time.',
  href: '/products/pocket-mentor/healthcare',
  linkLabel: 'See the healthcare edition',
  allLabel: 'Open the list of all 18 industries with the arrow beside Pocket Mentor.',
};
/** The Customers panel's stories: the customer-stories page's scenarios, each with its industry's scene. */
export const menuStories = {
  heading: 'Four illustrative stories',
  href: '/customers/customer-stories',
  linkLabel: 'Read the stories',
  note: 'Illustrative scenarios, not customer results.',
};
/** The copy of the desktop mega menu and the mobile drawer, besides the links themselves. */
export const menuCopy = {
  label: 'Main',
  /** The skip link, first on every page. */
  skipToContent: 'Skip to main content',
  /** The dark side panel: the section's overview, or (for a section without one) a person to talk to. */
  aside: {
    label: (section: string) => `${section} highlights`,
    fallback: {
      label: 'Talk to a person',
      description: 'Book a 15-minute discovery call and hear Pocket Mentor answer from your own procedures.',
      linkLabel: 'Book a meeting',
      href: '/contact',
    },
    call: 'Hear it on any phone: call',
  },
  drawer: {
    open: 'Open menu',
    close: 'Close menu',
    title: 'Menu',
    back: 'Back',
    description: 'Site navigation',
    label: 'Mobile',
    search: 'Site search (menu)',
    call: 'Call us',
  },
};

/** The footer's own words (its links are footerGroups and legalLinks). */
export const footerCopy = {
  heading: 'Site footer',
  mainPhone: 'Main',
  rights: 'All rights reserved.',
  linksLabel: 'Footer',
  legalLabel: 'Legal',
};

export const headerActions = {
  tour: { label: 'Free Product Tour', href: '/contact' },
  login: { label: 'Log In', href: site.communityUrl },
};
