/** The footer's link columns and legal links (src/content/site/navigation.yaml), labelled from the registry. */
import { footer } from '@/content/site/navigation.yaml';
import type { NavigationWords } from '@/schemas/site';

import { findRoute } from './all-routes';
import { labelOf } from './routes';

export interface FooterGroup {
  title: string;
  links: { label: string; href: string }[];
}
const words = footer as NavigationWords['footer'];
const links = (paths: string[]) => paths.map((p) => ({ label: labelOf(findRoute(p)), href: p }));

/** The footer's five link columns. */
export const footerGroups: FooterGroup[] = words.groups.map((g) => ({ title: g.title, links: links(g.links) }));
export const legalLinks = links(words.legal);
/** The footer's own words. */
export const footerCopy = words.copy;
/** The phones' disclosure of the contact lines is named after the contact page. */
export const contactLabel = labelOf(findRoute('/contact'));
