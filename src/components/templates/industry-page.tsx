import type { IndustryContent } from '@/content/types';
import { CardGrid } from '@/components/sections/card-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { DetailOpening } from '@/components/sections/detail-opening';
import { NoInfrastructure } from '@/components/sections/no-infrastructure';
import { Story } from '@/components/sections/story';
import { UseCases } from '@/components/sections/use-cases';
import { WhyChoose } from '@/components/sections/why-choose';

/** One template for every industry, under /industries/{slug} and /products/pocket-mentor/{slug}. */
export function IndustryPage({ content, variant }: { content: IndustryContent; variant: number }) {
  const c = content;
  return (
    <>
      <DetailOpening content={c} variant={variant} tall />
      <NoInfrastructure heading={c.noInfrastructure.heading} intro={c.noInfrastructure.intro} />
      <CardGrid id="benefits-heading" tone="tint" eyebrow="Benefits" heading={c.benefits.heading} intro={c.benefits.intro} items={c.benefits.items} />
      <UseCases heading={c.useCases.heading} intro={c.useCases.intro} groups={c.useCases.groups} />
      <WhyChoose heading={c.whyChoose.heading} items={c.whyChoose.items} />
      <Story story={c.story} />
      <CtaBand heading={c.closing.heading} body={c.closing.body} cta={c.closing.cta} />
    </>
  );
}
