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
          <SmartLink
            href={`/products/pocket-mentor/${i.slug}`}
            className="group flex items-center gap-2.5 py-3 text-[0.9375rem] leading-snug font-semibold text-ink-900 hover:text-cool-700"
          >
            <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-tint-400" />
            {editionName(i.name)}
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

      <Section id="industries" labelledBy="editions-heading">
        <SectionHeading id="editions-heading" title={c.industries.heading} intro={<p>{c.industries.intro}</p>} />
        <EditionIndex />
      </Section>

      <CtaBand heading={c.closing.heading} body={c.closing.body} cta={c.closing.cta} />
    </>
  );
}
