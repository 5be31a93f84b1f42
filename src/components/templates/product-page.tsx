import { CardGrid } from '@/components/sections/card-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { IndustryLinks } from '@/components/sections/industry-links';
import { PageHero } from '@/components/sections/page-hero';
import { ProseBeside } from '@/components/sections/prose-beside';
import { Steps } from '@/components/sections/steps';
import { CallCard } from '@/components/ui/call-card';
import { Checklist } from '@/components/ui/card';
import { Facts } from '@/components/ui/facts';
import { Section, SectionHeading } from '@/components/ui/section';
import type { ProductContent } from '@/schemas/product';

const factStyles = {
  list: 'grid content-center gap-px self-center overflow-hidden rounded-2xl border border-line bg-line sm:grid-cols-2',
  item: 'bg-white p-6',
  label: 'text-sm text-muted',
  value: 'mt-1 text-xl font-bold tracking-tight text-ink-950',
};

/** /products/pocket-mentor: the flagship product and its 18 industry editions. */
export function PocketMentorPage({ content: c }: { content: ProductContent }) {
  return (
    <>
      <PageHero
        size="tall"
        eyebrow={c.hero.eyebrow}
        title={c.hero.title}
        tagline={<p>{c.hero.tagline}</p>}
        primary={c.hero.primary}
        secondary={c.hero.secondary}
        visual={<CallCard snippet={c.hero.snippet} />}
      />

      <Section labelledBy="what-heading">
        <ProseBeside id="what-heading" {...c.whatItIs}>
          <Facts items={c.whatItIs.facts} styles={factStyles} />
        </ProseBeside>
      </Section>

      <Section tone="tint" labelledBy="flow-heading">
        <SectionHeading
          id="flow-heading"
          eyebrow={c.callFlow.eyebrow}
          title={c.callFlow.heading}
          intro={<p>{c.callFlow.intro}</p>}
        />
        <div className="mt-12">
          <Steps steps={c.callFlow.steps} />
        </div>
      </Section>

      <CardGrid id="sources-heading" {...c.sources} />

      <Section tone="dark" labelledBy="capture-heading">
        <ProseBeside id="capture-heading" dark even {...c.capture}>
          <div className="self-center rounded-2xl border border-white/10 bg-white/5 p-7 md:p-9">
            <h3 className="eyebrow text-cool-300">{c.capture.pointsHeading}</h3>
            <Checklist items={c.capture.points} dark className="mt-5" />
          </div>
        </ProseBeside>
      </Section>

      <CardGrid id="product-benefits-heading" tone="tint" {...c.benefits} />

      <Section id="industries" labelledBy="editions-heading">
        <SectionHeading id="editions-heading" title={c.industries.heading} intro={<p>{c.industries.intro}</p>} />
        <IndustryLinks base="/products/pocket-mentor" detailed />
      </Section>

      <CtaBand heading={c.closing.heading} body={c.closing.body} cta={c.closing.cta} />
    </>
  );
}
