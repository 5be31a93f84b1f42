import { Button } from '@/components/ui/button';
import { SceneDetail } from '@/components/ui/scene-detail';
import { Section, SectionHeading } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { industryScene } from '@/content/scenes';
import { industries as industryList } from '@/lib/routes';
import type { HomeContent } from '@/schemas/home';

import { band } from './numbered-point';

/** The 18 industries: names as chips on a phone, thumbnails of their scenes from sm. */
export function HomeIndustries({ industries }: { industries: HomeContent['industries'] }) {
  return (
    <Section labelledBy="industries-heading" className={band}>
      <div className="flex flex-wrap items-end justify-between gap-4 md:gap-6">
        <SectionHeading id="industries-heading" title={industries.heading} intro={<p>{industries.intro}</p>} />
        {/* From sm: on a phone every chip below is already a link, and the menu holds the overview. */}
        <Button href={industries.all.href} variant="secondary" arrow className="max-sm:hidden">
          {industries.all.label}
        </Button>
      </div>
      {/* Names as chips on a phone (one column of 18 thumbnails was 1,900 px at 390), thumbnails from sm. */}
      <ul className="mt-5 flex flex-wrap gap-2 sm:mt-10 sm:grid sm:grid-cols-3 sm:gap-3 xl:grid-cols-6">
        {industryList.map((i) => (
          <li key={i.slug}>
            <SmartLink
              href={`/industries/${i.slug}`}
              className="group flex h-full items-center gap-2.5 rounded-full border border-line bg-white px-3 py-1.5 text-sm leading-snug font-semibold text-ink-900 transition-shadow hover:shadow-card sm:rounded-xl sm:p-2 sm:pr-3 xl:flex-col xl:items-stretch xl:text-small"
            >
              <SceneDetail
                src={industryScene(i.slug)}
                tint={i.slug}
                className="hidden w-14 rounded-lg sm:block xl:w-full"
              />
              <span className="group-hover:text-cool-700 xl:px-1 xl:pb-1">{i.name}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
