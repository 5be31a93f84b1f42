import type { NotFoundContent } from '../types';

export const notFound: NotFoundContent = {
  eyebrow: 'Error 404',
  title: 'We can’t find that page.',
  body: 'The link may be old or mistyped. Try one of our main sections, or call us at',
  home: 'Go to the home page',
  contact: 'Contact us',
  sectionsHeading: 'Main sections',
  community: { label: 'Community', href: '/community' },
};
