import type { NotFoundContent, PageMeta } from '../types';

export const notFound: NotFoundContent = {
  eyebrow: 'Error 404',
  title: 'We can’t find that page.',
  body: 'The link may be old or mistyped. Try one of our main sections, or call us at',
  home: 'Go to the home page',
  contact: 'Contact us',
  sectionsHeading: 'Main sections',
  community: { label: 'Community', href: '/community' },
};

/** The 404's <title> and description (it is not in the route registry, and is not indexed). */
export const notFoundMeta: PageMeta = {
  title: 'Page not found | Pocket Mentor',
  description: 'The page you asked for is not here. Find your way from our main sections, or call us.',
};
