import type { OverviewSection } from '../routes';
import type { PageRef } from '../types';

/** The line under "Explore {section}" on each overview page (/products, /industries, …). */
export const overviewIntros: Record<OverviewSection, string> = {
  products: 'The flagship voice mentor, its industry editions, and what is coming next.',
  industries: 'Pick your industry to see the problems, use cases and a story of what a voice mentor could change.',
  solutions: 'By the shape of your business, or by the role you play in it.',
  services: 'Help from first conversation to steady state.',
  customers: 'Openly illustrative concepts that show where a voice mentor fits. Not real customer results.',
  company: 'Who we are, how we work and what we stand for.',
  partners: 'Ways to work with us, and how to find a partner near you.',
};

/**
 * The seven section overview routes (/products, /industries, …): the same landing page as the home page
 * (canonical /), each with its own path, title and description.
 */
export const overviewRefs: Record<OverviewSection, PageRef> = {
  products: {
    path: '/products',
    meta: {
      title: 'Products: Voice-First AI Mentor | Pocket Mentor',
      description:
        'Pocket Mentor, Pocket SME, Connections HR and the powered-by partner layer: voice-first tools your people reach by phone.',
    },
  },
  industries: {
    path: '/industries',
    meta: {
      title: 'Industries: Voice-First AI Mentor | Pocket Mentor',
      description:
        'Pocket Mentor for 18 industries, from healthcare and construction to retail and logistics: guidance on any phone.',
    },
  },
  solutions: {
    path: '/solutions',
    meta: {
      title: 'Solutions: Voice-First AI Mentor | Pocket Mentor',
      description:
        'Pocket Mentor by business type and by role: what a voice mentor changes for startups, enterprises, CFOs and technicians.',
    },
  },
  services: {
    path: '/services',
    meta: {
      title: 'Services: Voice-First AI Mentor | Pocket Mentor',
      description:
        'Consulting, implementation and onboarding, ongoing support and product training for your Pocket Mentor rollout.',
    },
  },
  customers: {
    path: '/customers',
    meta: {
      title: 'Customers: Voice-First AI Mentor | Pocket Mentor',
      description:
        'Illustrative customer stories, case-study concepts and testimonials by role, showing where a voice mentor fits.',
    },
  },
  company: {
    path: '/company',
    meta: {
      title: 'Company: Voice-First AI Mentor | Pocket Mentor',
      description: 'About Pocket Mentor: our story, values, leadership, careers, newsroom, events and social impact.',
    },
  },
  partners: {
    path: '/partners',
    meta: {
      title: 'Partners: Voice-First AI Mentor | Pocket Mentor',
      description:
        'Partner with Pocket Mentor: referral, reseller and white-label, implementation, training and mission-aligned programs.',
    },
  },
};
