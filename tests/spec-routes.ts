/**
 * The route table of ../shared/spec/site-spec.md §2, written out independently of the registry
 * so the tests can catch a route the registry forgot.
 */
export const specIndustrySlugs = [
  'aerospace-and-aviation', 'construction', 'consulting', 'education', 'energy', 'field-services', 'government',
  'healthcare', 'it', 'manufacturing', 'media-and-publishing', 'non-profit', 'professional-services',
  'restaurant-and-hospitality', 'retail', 'sales', 'training', 'transportation-and-logistics',
];

export const specSolutionSlugs = [
  'enterprise', 'family-owned', 'fast-growing-businesses', 'midsize-business', 'pe-backed', 'small-business', 'startup',
  'ceo', 'cfo', 'controller', 'chro', 'cio', 'cro', 'engineer', 'field-technician', 'quality-control', 'skilled-trades',
  'training-director',
];

export const specRoutes = [
  '/',
  '/products', '/industries', '/solutions', '/services', '/customers', '/company', '/partners',
  '/products/pocket-mentor', '/products/pocket-sme', '/products/connections-hr', '/products/powered-by-pocket-mentor',
  ...specIndustrySlugs.map((s) => `/products/pocket-mentor/${s}`),
  ...specIndustrySlugs.map((s) => `/industries/${s}`),
  ...specSolutionSlugs.map((s) => `/solutions/${s}`),
  '/customers/customer-stories', '/customers/case-studies', '/customers/testimonials',
  '/services/consulting', '/services/implementation', '/services/support', '/services/training',
  '/partners/become', '/partners/find', '/partners/join-program', '/partners/resources',
  '/company/about-us', '/company/careers', '/company/culture-and-inclusion', '/company/educational-resources',
  '/company/events', '/company/leadership', '/company/newsroom', '/company/social-impact', '/company/values',
  '/blog', '/community', '/resources/documentation', '/resources/knowledge-base', '/resources/support-center',
  '/resources/webinars', '/contact',
  '/legal/privacy-policy', '/legal/terms-of-service', '/legal/cookie-policy', '/legal/accessibility',
];
