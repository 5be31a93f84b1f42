import type { PageMeta } from '../types';

/** The search results page (kept out of search engines). */
export const searchMeta: PageMeta = {
  title: 'Search | Pocket Mentor',
  description:
    'Search the Pocket Mentor website: industries, roles, products, services, partner programs and company pages.',
};
