/** The footer's link columns and legal links (src/content/site/navigation.yaml), labelled from the site's routes. */
import { getEntry } from 'astro:content';

import { labelOf } from './route-list';
import { getRoute } from './routes';

export interface FooterGroup {
  title: string;
  links: { label: string; href: string }[];
}
const words = (await getEntry('navigation', 'navigation'))!.data.footer;
const links = (paths: string[]) => paths.map((p) => ({ label: labelOf(getRoute(p)), href: p }));

/** The footer's five link columns. */
export const footerGroups: FooterGroup[] = words.groups.map((g) => ({ title: g.title, links: links(g.links) }));
export const legalLinks = links(words.legal);
/** The footer's own words. */
export const footerCopy = words.copy;
/** The phones' disclosure of the contact lines is named after the contact page. */
export const contactLabel = labelOf(getRoute('/contact'));
