import { Directory } from '@/components/sections/directory';
import { overviewIntros } from '@/content/pages/overviews';
import { routesInSection, sectionNames, type OverviewSection } from '@/lib/routes';

import { HomePage } from './home-page';

/** Overview routes (/products, /industries, …): the landing page with this section's directory after the hero. */
export function OverviewPage({ section }: { section: OverviewSection }) {
  const entries = routesInSection(section).filter((r) => !(section === 'products' && r.canonical));
  return (
    <HomePage
      afterHero={
        <Directory
          id="directory-heading"
          heading={`Explore ${sectionNames[section]}`}
          intro={overviewIntros[section]}
          entries={entries}
        />
      }
    />
  );
}
