import type { OverviewSection } from '../routes';

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
