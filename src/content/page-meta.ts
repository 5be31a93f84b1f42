/**
 * Every page's path and head in one list, for the tests and tools that look at all pages at once (title and
 * description lengths, uniqueness, the registry matching the route files). Pages themselves do not use it: each
 * route file passes its content module's PageRef to the shell. Server and tests only (it imports all content).
 */
import { getPosts, postRef } from '../lib/blog';
import { industries } from './industries';
import { industryRef } from './industries/details';
import { page as blog } from './pages/blog';
import { communityRef } from './pages/community';
import { page as aboutUs } from './pages/company/about-us';
import { page as careers } from './pages/company/careers';
import { page as culture } from './pages/company/culture-and-inclusion';
import { page as educationalResources } from './pages/company/educational-resources';
import { page as events } from './pages/company/events';
import { page as leadership } from './pages/company/leadership';
import { page as newsroom } from './pages/company/newsroom';
import { page as socialImpact } from './pages/company/social-impact';
import { page as values } from './pages/company/values';
import { contactRef } from './pages/contact';
import { caseStudies, customerStories, testimonials } from './pages/customers';
import { homeRef } from './pages/home';
import { page as accessibility } from './pages/legal/accessibility';
import { page as cookiePolicy } from './pages/legal/cookie-policy';
import { page as privacyPolicy } from './pages/legal/privacy-policy';
import { page as termsOfService } from './pages/legal/terms-of-service';
import { overviewRefs } from './pages/overviews';
import { page as become } from './pages/partners/become';
import { page as find } from './pages/partners/find';
import { page as joinProgram } from './pages/partners/join-program';
import { page as partnerResources } from './pages/partners/resources';
import { pocketMentorRef } from './pages/pocket-mentor';
import { connectionsHr, pocketSme, poweredBy } from './pages/products';
import { page as documentation } from './pages/resources/documentation';
import { page as knowledgeBase } from './pages/resources/knowledge-base';
import { page as supportCenter } from './pages/resources/support-center';
import { page as webinars } from './pages/resources/webinars';
import { searchRef } from './pages/search';
import { consulting, implementation, support, training } from './pages/services';
import { solutions } from './solutions';
import { solutionRef } from './solutions/details';
import type { PageMeta, PageRef } from './types';

export const allPageRefs: PageRef[] = [
  homeRef,
  pocketMentorRef,
  communityRef,
  contactRef,
  searchRef,
  ...Object.values(overviewRefs),
  ...[pocketSme, connectionsHr, poweredBy, customerStories, caseStudies, testimonials],
  ...[consulting, implementation, support, training],
  ...[aboutUs, careers, culture, educationalResources, events, leadership, newsroom, socialImpact, values],
  ...[become, find, joinProgram, partnerResources],
  ...[documentation, knowledgeBase, supportCenter, webinars, blog],
  ...[privacyPolicy, termsOfService, cookiePolicy, accessibility],
  ...industries.flatMap((i) => [industryRef('/industries', i.slug), industryRef('/products/pocket-mentor', i.slug)]),
  ...solutions.map((s) => solutionRef(s.slug)),
  ...getPosts().map(postRef),
];

const byPath = new Map(allPageRefs.map((r) => [r.path, r.meta]));

/** The title and description of a page, from its content; throws for a page without one. */
export function pageMeta(path: string): PageMeta {
  const m = byPath.get(path);
  if (!m) throw new Error(`No title/description for ${path}: give its content a PageRef (src/content/page-meta.ts)`);
  return m;
}
