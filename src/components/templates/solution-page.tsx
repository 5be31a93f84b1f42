import type { SolutionContent } from '@/content/types';
import { Checklist } from '@/components/ui/card';
import { Section, SectionHeading } from '@/components/ui/section';
import { CardGrid } from '@/components/sections/card-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { DetailOpening } from '@/components/sections/detail-opening';
import { Story } from '@/components/sections/story';

/** One template for every solution page: business types and roles. */
export function SolutionPage({ content, variant }: { content: SolutionContent; variant: number }) {
  const c = content;
  return (
    <>
      <DetailOpening content={c} variant={variant} />
      <Section tone="tint" labelledBy="benefits-heading">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
          <SectionHeading id="benefits-heading" eyebrow="What changes" title={c.benefits.heading} />
          <Checklist items={c.benefits.bullets} className="text-lead" />
        </div>
      </Section>
      <CardGrid id="cards-heading" heading={c.cards.heading} intro={c.cards.intro} items={c.cards.items} />
      <Story story={c.story} />
      <CtaBand heading={c.closing.heading} body={c.closing.body} cta={c.closing.cta} />
    </>
  );
}
