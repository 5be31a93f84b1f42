/**
 * Every page's <title> and meta description, taken from the page's content file: `meta` on composed
 * pages, `metaTitle`/`metaDescription` on industry and solution pages, the named `…Meta` exports of the
 * other page files, and the front matter of blog posts. Server and tests only (it imports all content);
 * the route registry, which client menus import, stays small.
 */
import { getPosts, postPath } from '../lib/blog';
import { editionName, industries } from './industries';
import { industriesDetails } from './industries/details';
import { page as blog } from './pages/blog';
import { communityMeta } from './pages/community';
import { page as aboutUs } from './pages/company/about-us';
import { page as careers } from './pages/company/careers';
import { page as culture } from './pages/company/culture-and-inclusion';
import { page as educationalResources } from './pages/company/educational-resources';
import { page as events } from './pages/company/events';
import { page as leadership } from './pages/company/leadership';
import { page as newsroom } from './pages/company/newsroom';
import { page as socialImpact } from './pages/company/social-impact';
import { page as values } from './pages/company/values';
import { contactMeta } from './pages/contact';
import { caseStudies, customerStories, testimonials } from './pages/customers';
import { homeMeta } from './pages/home';
import { page as accessibility } from './pages/legal/accessibility';
import { page as cookiePolicy } from './pages/legal/cookie-policy';
import { page as privacyPolicy } from './pages/legal/privacy-policy';
import { page as termsOfService } from './pages/legal/terms-of-service';
import { overviewMeta } from './pages/overviews';
import { page as become } from './pages/partners/become';
import { page as find } from './pages/partners/find';
import { page as joinProgram } from './pages/partners/join-program';
import { page as partnerResources } from './pages/partners/resources';
import { pocketMentorMeta } from './pages/pocket-mentor';
import { connectionsHr, pocketSme, poweredBy } from './pages/products';
import { page as documentation } from './pages/resources/documentation';
import { page as knowledgeBase } from './pages/resources/knowledge-base';
import { page as supportCenter } from './pages/resources/support-center';
import { page as webinars } from './pages/resources/webinars';
import { searchMeta } from './pages/search';
import { consulting, implementation, support, training } from './pages/services';
import { solutionsDetails } from './solutions/details';
import type { PageMeta } from './types';

const composed: Record<string, { meta: PageMeta }> = {
  '/products/pocket-sme': pocketSme,
  '/products/connections-hr': connectionsHr,
  '/products/powered-by-pocket-mentor': poweredBy,
  '/customers/customer-stories': customerStories,
  '/customers/case-studies': caseStudies,
  '/customers/testimonials': testimonials,
  '/services/consulting': consulting,
  '/services/implementation': implementation,
  '/services/support': support,
  '/services/training': training,
  '/company/about-us': aboutUs,
  '/company/careers': careers,
  '/company/culture-and-inclusion': culture,
  '/company/educational-resources': educationalResources,
  '/company/events': events,
  '/company/leadership': leadership,
  '/company/newsroom': newsroom,
  '/company/social-impact': socialImpact,
  '/company/values': values,
  '/partners/become': become,
  '/partners/find': find,
  '/partners/join-program': joinProgram,
  '/partners/resources': partnerResources,
  '/resources/documentation': documentation,
  '/resources/knowledge-base': knowledgeBase,
  '/resources/support-center': supportCenter,
  '/resources/webinars': webinars,
  '/blog': blog,
  '/legal/privacy-policy': privacyPolicy,
  '/legal/terms-of-service': termsOfService,
  '/legal/cookie-policy': cookiePolicy,
  '/legal/accessibility': accessibility,
};

const entries: [string, PageMeta][] = [
  ['/', homeMeta],
  ['/products/pocket-mentor', pocketMentorMeta],
  ['/community', communityMeta],
  ['/contact', contactMeta],
  ['/search', searchMeta],
  ...Object.entries(overviewMeta).map(([section, meta]): [string, PageMeta] => [`/${section}`, meta]),
  ...Object.entries(composed).map(([path, c]): [string, PageMeta] => [path, c.meta]),
  ...Object.entries(industriesDetails).map(([slug, c]): [string, PageMeta] => [
    `/industries/${slug}`,
    { title: c.metaTitle, description: c.metaDescription },
  ]),
  // The Pocket Mentor industry variants (canonical: the industry page) get their own product-led title.
  ...industries.map((i): [string, PageMeta] => [
    `/products/pocket-mentor/${i.slug}`,
    { title: editionName(i.name), description: `${editionName(i.name)}: ${i.blurb} No app, no login.` },
  ]),
  ...Object.entries(solutionsDetails).map(([slug, c]): [string, PageMeta] => [
    `/solutions/${slug}`,
    { title: c.metaTitle, description: c.metaDescription },
  ]),
  ...getPosts().map((p): [string, PageMeta] => [
    postPath(p.slug),
    { title: p.metaTitle ?? p.title, description: p.summary },
  ]),
];

const byPath = new Map(entries);

/** The title and description of a page, from its content; throws for a page without one. */
export function pageMeta(path: string): PageMeta {
  const m = byPath.get(path);
  if (!m) throw new Error(`No title/description for ${path}: add meta to its content file (src/content/page-meta.ts)`);
  return m;
}
