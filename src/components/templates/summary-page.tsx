import { getRoute, routesInSection, sectionNames } from '@/content/routes';
import { closingBand, sectionCta } from '@/content/pages/summary';
import type { Cta } from '@/content/types';
import { CtaBand } from '@/components/sections/cta-band';
import { Directory } from '@/components/sections/directory';
import { PageHero } from '@/components/sections/page-hero';

/** A page that shows its hero, its summary and calls to action, plus the rest of its section. */
export function SummaryPage({ path, cta }: { path: string; cta?: Cta }) {
  const route = getRoute(path);
  const siblings = routesInSection(route.section).filter((r) => r.path !== path && !r.canonical);
  const primary = cta ?? sectionCta[route.section];
  return (
    <>
      <PageHero
        eyebrow={sectionNames[route.section]}
        title={route.title}
        tagline={<p>{route.description}</p>}
        primary={primary}
      />
      {siblings.length > 0 && (
        <Directory id="related-heading" heading={`More in ${sectionNames[route.section]}`} entries={siblings} />
      )}
      <CtaBand {...closingBand} />
    </>
  );
}
