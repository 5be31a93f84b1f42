import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { Moments } from '@/components/sections/proof/moments';
import { ProseBeside } from '@/components/sections/prose-beside';
import { CallCard } from '@/components/ui/call-card';
import { Checklist } from '@/components/ui/card';
import { Facts } from '@/components/ui/facts';
import { Section, SectionHeading } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';
import { editionName, industries } from '@/lib/routes';
import type { ProductContent } from '@/schemas/product';

/**
 * The 18 editions as a compact index of names (the scenes are the industry pages' own, and home shows them as
 * thumbnails): three columns from md, two on a phone, each name linking to its edition.
 */
function EditionIndex() {
  return (
    <ul data-edition-index="" className="mt-8 grid grid-cols-2 gap-x-6 md:mt-10 md:grid-cols-3">
      {industries.map((i) => (
        <li key={i.slug} className="border-t border-line" data-tint={i.slug}>
          {/* The heading says "Pocket Mentor for your industry": each link shows the industry alone, so names do
              not wrap into ragged rows on a phone, and keeps the edition's full name as its accessible name. */}
          <SmartLink
            href={`/products/pocket-mentor/${i.slug}`}
            aria-label={editionName(i.name)}
            className="group flex min-h-12 items-center gap-2.5 py-3 text-base leading-snug font-semibold text-ink-900 hover:text-cool-700"
          >
            <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-tint-400" />
            {i.name}
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

/**
 * /products/pocket-mentor: the flagship product, told through six moments of one call, then only what this page
 * says (what it is, what it answers from, expert capture) and its 18 industry editions. The benefits and the pilot
 * scorecard are home's.
 */
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
        {/* What it answers from: each kind of material, then (from md) what a caller hears from it, in the spoken
            face. The parts share the list's rows (subgrid), so titles, texts and lines start level across a row. */}
        <ul className="mt-10 grid gap-x-8 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
          {c.sources.items.map((s) => (
            <li key={s.title} className="row-span-3 grid grid-rows-subgrid gap-y-2 border-t-2 border-ink-950 pt-4">
              <h3 className="font-semibold text-ink-950">{s.title}</h3>
              <p className="text-[0.9375rem]">{s.description}</p>
              {s.heard ? (
                // From md: on a phone the page keeps within its length (tests/e2e/bodies.spec.ts).
                <p className="mt-2 hidden self-start rounded-xl bg-ink-950 px-4 py-3 font-spoken text-sm leading-snug text-white md:block">
                  “{s.heard}”
                </p>
              ) : (
                <span />
              )}
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

      <Section id="industries" labelledBy="editions-heading">
        <SectionHeading id="editions-heading" title={c.industries.heading} intro={<p>{c.industries.intro}</p>} />
        <EditionIndex />
      </Section>

      <CtaBand heading={c.closing.heading} body={c.closing.body} cta={c.closing.cta} />
    </>
  );
}
