import type { SectionId } from '../routes';
import { site } from '../site';
import type { Cta } from '../types';

/**
 * Calls to action for pages that show their hero, summary and CTA (section defaults).
 * Pages with full templates define their own.
 */
export const sectionCta: Record<SectionId, Cta> = {
  home: { label: 'Request a Demo', href: '/contact' },
  products: { label: 'Request a Demo', href: '/contact' },
  industries: { label: 'Request a Demo', href: '/contact' },
  solutions: { label: 'Request a Demo', href: '/contact' },
  customers: { label: 'Share Your Story', href: '/contact' },
  services: { label: 'Request a Demo', href: '/contact' },
  company: { label: 'Get in Touch', href: '/contact' },
  partners: { label: 'Partner With Us', href: '/contact' },
  resources: { label: 'Get in Touch', href: '/contact' },
  blog: { label: 'Get in Touch', href: '/contact' },
  community: { label: 'Join the Community', href: site.communityUrl },
  contact: { label: 'Call Us', href: `tel:${site.phone.tel}` },
  legal: { label: 'Get in Touch', href: '/contact' },
  search: { label: 'Get in Touch', href: '/contact' },
};

export const closingBand = {
  heading: 'See what a call to Pocket Mentor sounds like',
  body: 'Book a 15-minute discovery call. We will walk through one of your procedures and show you the guidance your people would hear.',
  cta: { label: 'Request a Demo', href: '/contact' },
};
