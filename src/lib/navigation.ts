/**
 * Header menus, made from the site's routes so a page is linked with the same label everywhere; their words are
 * in src/content/site/navigation.yaml, page labels and one-liners in each page's content file. Server only: the
 * mobile drawer gets its menu as its island's props (`drawerMenu`).
 */
import { getEntry } from 'astro:content';

import { site } from '@/lib/settings';
import type { SearchCopy } from '@/schemas/site-words';

import { formatDate, postPath } from './blog';
import { blogPosts } from './blog-posts';
import { format } from './format';
import { resolveHref } from './href';
import { industryScene, labelOf, type RouteEntry, type SectionId, type Thumb } from './route-list';
import { getRoute, industries, routes, solutions } from './routes';
import { newTabNote, searchWords } from './ui-words';

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
  /** The desktop panel's last cell after the links (a link set apart), so the group's grid ends in a full row. */
  tail?: NavLink;
}
export interface NavItem {
  label: string;
  /** The section's overview page, shown as the panel's first link. */
  overview?: NavLink;
  groups: NavGroup[];
  /** Panel layout hint: how many columns the links of a single large group need. */
  columns?: 1 | 2 | 3;
  /** Beside the links: the illustrative customer stories (desktop panel only). */
  feature?: 'stories' | 'post';
  /** `false`: no dark side panel; the overview link closes the panel instead, and the links get its width. */
  aside?: false;
  /** The page the side panel features. */
  featured?: NavLink;
  /** The side panel ends with the number to call and the tour (the Products menu only: one place, not every panel). */
  call?: true;
}

const words = (await getEntry('navigation', 'navigation'))!.data;
const m = words.menu;

const link = (r: RouteEntry): NavLink => ({ label: labelOf(r), href: r.path, description: r.blurb });
const linksOf = (section: SectionId, group?: string) =>
  routes.filter((r) => r.section === section && r.path.split('/').length > 2 && r.group === group).map(link);
const overview = (path: string, label: string): NavLink => ({
  label,
  href: path,
  description: getRoute(path).blurb ?? '',
});

const featured = (path?: string) => (path ? { featured: link(getRoute(path)) } : {});

const pocketMentor = link(getRoute('/products/pocket-mentor'));
const editionsGroup = getRoute(`/products/pocket-mentor/${industries[0]!.slug}`).group!;
const solutionGroups = [...new Set(routes.filter((r) => r.section === 'solutions' && r.group).map((r) => r.group!))];
const solutionLinks = (kind: 'business-type' | 'role') =>
  solutions
    .filter((s) => s.kind === kind)
    .map((s) => ({ ...link(getRoute(`/solutions/${s.slug}`)), description: s.menuLine ?? s.blurb }));

export const mainNav: NavItem[] = [
  {
    label: m.products.label,
    overview: overview('/products', m.products.overview),
    call: true,
    groups: [
      {
        heading: m.products.heading,
        links: [
          { ...pocketMentor, submenu: { heading: editionsGroup, links: linksOf('products', editionsGroup) } },
          ...linksOf('products').filter((l) => l.href !== pocketMentor.href),
        ],
      },
    ],
  },
  {
    label: m.industries.label,
    overview: overview('/industries', m.industries.overview),
    ...featured(m.industries.featured),
    columns: 3,
    // Each industry with its scene and a short line of who calls, so the panel shows the places, not just names.
    groups: [
      {
        heading: m.industries.heading,
        compact: false,
        links: industries.map((i) => {
          const r = getRoute(`/industries/${i.slug}`);
          return { ...link(r), description: i.menuLine, thumb: r.thumb };
        }),
      },
    ],
  },
  {
    label: m.solutions.label,
    overview: overview('/solutions', m.solutions.overview),
    groups: [
      // Each solution with its short line (its blurb if it has none): seven business types and the overview in two
      // columns, eleven roles and the featured page in three, so both end in a full row of four.
      {
        heading: solutionGroups[0]!,
        columns: 2,
        links: solutionLinks('business-type'),
        // The overview's label alone: its long line made the last row twice as tall as the others.
        tail: { label: m.solutions.overview, href: '/solutions' },
      },
      {
        heading: solutionGroups[1]!,
        columns: 3,
        links: solutionLinks('role'),
        ...(m.solutions.featured && { tail: link(getRoute(m.solutions.featured)) }),
      },
    ],
    aside: false,
  },
  {
    label: m.customers.label,
    overview: overview('/customers', m.customers.overview),
    ...featured(m.customers.featured),
    groups: [{ heading: m.customers.heading, links: linksOf('customers') }],
    feature: 'stories',
  },
  {
    label: m.services.label,
    overview: overview('/services', m.services.overview),
    ...featured(m.services.featured),
    groups: [{ heading: m.services.heading, links: linksOf('services') }],
  },
  {
    label: m.company.label,
    overview: overview('/company', m.company.overview),
    columns: 2,
    // Nine pages and the featured one as the list's last cell: five full rows.
    groups: [
      {
        heading: m.company.heading,
        links: linksOf('company'),
        ...(m.company.featured && { tail: link(getRoute(m.company.featured)) }),
      },
    ],
  },
  {
    label: m.partners.label,
    overview: overview('/partners', m.partners.overview),
    ...featured(m.partners.featured),
    groups: [{ heading: m.partners.heading, links: linksOf('partners') }],
  },
  {
    label: m.resources.label,
    ...featured(m.resources.featured),
    // Two columns of links beside the newest post.
    columns: 2,
    groups: [
      {
        heading: m.resources.heading,
        // The educational resources live under Company (their path), listed there only.
        links: [link(getRoute('/blog')), link(getRoute('/community')), ...linksOf('resources')],
      },
    ],
    feature: 'post',
  },
  {
    label: m.regions.label,
    groups: [
      {
        heading: m.regions.heading,
        links: m.regions.items.map((label) => ({
          label,
          href: '/contact',
          description: format(m.regions.description, { region: label }),
        })),
      },
    ],
  },
];

const c = words.menuCopy;
/** The copy of the desktop mega menu and the mobile drawer, besides the links themselves. */
export const menuCopy = {
  ...c,
  aside: { ...c.aside, label: (section: string) => format(c.aside.label, { section }) },
};

/** The featured industry beside the Pocket Mentor sub-menu. */
export const menuFeature = words.menuFeature;

const a = words.headerActions;
export const headerActions = { tour: a.tour, login: { ...a.login, href: resolveHref(a.login.href) } };

/** The Customers panel's stories: the illustrative stories of /customers/customer-stories, with their scenes. */
const storiesPage = (await getEntry('pages', 'customers/customer-stories'))!.data;
const storiesBlock = 'blocks' in storiesPage ? storiesPage.blocks.find((b) => b.type === 'stories') : undefined;
export const menuStories = {
  ...words.menuStories,
  items: (storiesBlock?.type === 'stories' ? storiesBlock.items : []).map((s): NavLink => ({
    label: s.title,
    href: words.menuStories.href,
    description: s.subtitle,
    thumb: { src: industryScene(s.industry.id), tint: s.industry.id },
  })),
};

/** The Resources panel's feature: the newest post, with its date, its spoken line and the tint of its scene. */
const latest = (await blogPosts())[0];
export const menuPost = latest && {
  ...words.menuPost,
  title: latest.title,
  href: postPath(latest.slug),
  date: latest.date,
  dateLabel: formatDate(latest.date),
  spoken: latest.spoken,
  tint: latest.scene?.id,
};

/** Everything the mobile drawer shows, as its island's props (JSON): the menu, its words, the header's actions. */
export interface DrawerMenu {
  nav: NavItem[];
  copy: typeof c.drawer;
  actions: typeof headerActions;
  phone: { tel: string };
  search: SearchCopy;
  newTabNote: string;
}
// The drawer shows labels only: the links without their one-liners and thumbnails keep every page's HTML small.
const plain = (l: NavLink): NavLink => ({
  label: l.label,
  href: l.href,
  ...(l.submenu && { submenu: plainGroup(l.submenu) }),
});
const plainGroup = (g: NavGroup): NavGroup => ({ heading: g.heading, links: g.links.map(plain) });

export const drawerMenu: DrawerMenu = {
  nav: mainNav.map((i) => ({
    label: i.label,
    ...(i.overview && { overview: plain(i.overview) }),
    groups: i.groups.map(plainGroup),
  })),
  copy: c.drawer,
  actions: headerActions,
  phone: { tel: site.phone.tel },
  search: searchWords,
  newTabNote,
};
