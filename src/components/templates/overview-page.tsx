import { Directory } from '@/components/sections/directory';
import type { OverviewSection } from '@/lib/route-list';
import { routesInSection, sectionNames } from '@/lib/routes';
import type { HomeContent } from '@/schemas/home';
import type { OverviewContent } from '@/schemas/overview';

import { HomePage } from './home-page';

/** Overview routes (/products, /industries, …): the landing page with this section's directory after the hero. */
export function OverviewPage({
  section,
  content,
  home,
}: {
  section: OverviewSection;
  content: OverviewContent;
  /** The home page's content, which the overview shows around the directory. */
  home: HomeContent;
}) {
  const entries = routesInSection(section).filter((r) => !(section === 'products' && r.canonical));
  return (
    <HomePage
      content={home}
      afterHero={
        <Directory
          id="directory-heading"
          heading={`Explore ${sectionNames[section]}`}
          intro={content.intro}
          entries={entries}
        />
      }
    />
  );
}
