import { routesInSection, sectionNames, type OverviewSection } from '@/content/routes';
import { Directory } from '@/components/sections/directory';
import { HomePage } from './home-page';

const intros: Record<OverviewSection, string> = {
  products: 'The flagship voice mentor, its industry editions, and what is coming next.',
  industries: 'Pick your industry to see the problems, use cases and a story of what a voice mentor could change.',
  solutions: 'By the shape of your business, or by the role you play in it.',
  services: 'Help from first conversation to steady state.',
  customers: 'Openly illustrative concepts that show where a voice mentor fits. Not real customer results.',
  company: 'Who we are, how we work and what we stand for.',
  partners: 'Ways to work with us, and how to find a partner near you.',
};

/** Overview routes (/products, /industries, …): the landing page with this section's directory after the hero. */
export function OverviewPage({ section }: { section: OverviewSection }) {
  const entries = routesInSection(section).filter((r) => !(section === 'products' && r.canonical));
  return (
    <HomePage
      afterHero={
        <Directory id="directory-heading" heading={`Explore ${sectionNames[section]}`} intro={intros[section]} entries={entries} />
      }
    />
  );
}
