import { CardGrid } from '@/components/sections/card-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { Moments } from '@/components/sections/proof/moments';
import { Scorecard } from '@/components/sections/proof/scorecard';
import { ProseBeside } from '@/components/sections/prose-beside';
import { CallCard } from '@/components/ui/call-card';
import { Checklist } from '@/components/ui/card';
import { Facts } from '@/components/ui/facts';
import { Section, SectionHeading } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { industryScene } from '@/content/scenes';
import { editionName, industries } from '@/lib/routes';
import type { ProductContent } from '@/schemas/product';

/**
 * The 18 editions as a compact thumbnail grid: each its industry's scene (a lazy <img>, the static SVG) above
 * the edition's name, linking to its page.
 */
function EditionGrid() {
  return (
    <ul data-edition-grid="" className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {industries.map((i) => (
        <li key={i.slug}>
          <SmartLink
            href={`/products/pocket-mentor/${i.slug}`}
            className="group block h-full overflow-hidden rounded-xl border border-line bg-white transition-shadow hover:shadow-card"
          >
            <img
              src={industryScene(i.slug)}
              alt=""
              width={640}
              height={480}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full bg-tint-50 object-cover"
            />
            <span className="block p-2.5 text-sm leading-snug font-semibold text-ink-900 group-hover:text-cool-700">
              {editionName(i.name)}
            </span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

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

      <Moments id="moments-heading" content={c.moments} />

      <Section tone="tint" labelledBy="what-heading">
        <ProseBeside id="what-heading" {...c.whatItIs}>
          <Facts items={c.whatItIs.facts} styles={factStyles} />
        </ProseBeside>
      </Section>

      <Section labelledBy="sources-heading">
        <SectionHeading
          id="sources-heading"
          eyebrow={c.sources.eyebrow}
          title={c.sources.heading}
          intro={<p>{c.sources.intro}</p>}
        />
        {/* What it answers from, as a compact two-column list (icon cards are the exception). */}
        <ul className="mt-10 grid gap-x-10 md:grid-cols-2 lg:grid-cols-3">
          {c.sources.items.map((s) => (
            <li key={s.title} className="border-t border-line py-4">
              <h3 className="font-semibold text-ink-950">{s.title}</h3>
              <p className="mt-1 text-[0.9375rem]">{s.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="dark" labelledBy="capture-heading">
        <ProseBeside id="capture-heading" dark even {...c.capture}>
          <div className="self-center rounded-2xl border border-white/10 bg-white/5 p-7 md:p-9">
            <h3 className="eyebrow text-cool-300">{c.capture.pointsHeading}</h3>
            <Checklist items={c.capture.points} dark className="mt-5" />
          </div>
        </ProseBeside>
      </Section>

      <CardGrid id="product-benefits-heading" {...c.benefits} />

      <Section tone="tint" labelledBy="product-scorecard-heading">
        <Scorecard id="product-scorecard-heading" content={c.scorecard} />
      </Section>

      <Section id="industries" labelledBy="editions-heading">
        <SectionHeading id="editions-heading" title={c.industries.heading} intro={<p>{c.industries.intro}</p>} />
        <EditionGrid />
      </Section>

      <CtaBand heading={c.closing.heading} body={c.closing.body} cta={c.closing.cta} />
    </>
  );
}
