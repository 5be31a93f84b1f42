import { CardGrid } from '@/components/sections/card-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { IndustryLinks } from '@/components/sections/industry-links';
import { PageHero } from '@/components/sections/page-hero';
import { Steps } from '@/components/sections/steps';
import { CallCard } from '@/components/ui/call-card';
import { Checklist } from '@/components/ui/card';
import { Section, SectionHeading } from '@/components/ui/section';
import { pocketMentor as c } from '@/content/pages/pocket-mentor';

/** /products/pocket-mentor: the flagship product and its 18 industry editions. */
export function PocketMentorPage() {
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
        <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:gap-20">
          <div>
            <SectionHeading id="what-heading" eyebrow={c.whatItIs.eyebrow} title={c.whatItIs.heading} />
            <div className="mt-6 grid gap-4 text-lead prose-measure">
              {c.whatItIs.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <dl className="grid content-center gap-px self-center overflow-hidden rounded-2xl border border-line bg-line sm:grid-cols-2">
            {c.whatItIs.facts.map((f) => (
              <div key={f.label} className="bg-white p-6">
                <dt className="text-sm text-muted">{f.label}</dt>
                <dd className="mt-1 text-xl font-bold tracking-tight text-ink-950">{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
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

      <CardGrid
        id="sources-heading"
        eyebrow={c.sources.eyebrow}
        heading={c.sources.heading}
        intro={c.sources.intro}
        items={c.sources.items}
      />

      <Section tone="dark" labelledBy="capture-heading">
        <div className="grid gap-12 lg:grid-cols-2 lg:gap-20">
          <div>
            <SectionHeading id="capture-heading" dark eyebrow={c.capture.eyebrow} title={c.capture.heading} />
            <div className="mt-6 grid gap-4 text-lead text-ink-200">
              {c.capture.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <div className="self-center rounded-2xl border border-white/10 bg-white/5 p-7 md:p-9">
            <h3 className="text-sm font-semibold uppercase tracking-[0.14em] text-cool-300">How capture works</h3>
            <Checklist items={c.capture.points} dark className="mt-5" />
          </div>
        </div>
      </Section>

      <CardGrid
        id="product-benefits-heading"
        tone="tint"
        eyebrow={c.benefits.eyebrow}
        heading={c.benefits.heading}
        intro={c.benefits.intro}
        items={c.benefits.items}
      />

      <Section id="industries" labelledBy="editions-heading">
        <SectionHeading id="editions-heading" title={c.industries.heading} intro={<p>{c.industries.intro}</p>} />
        <IndustryLinks base="/products/pocket-mentor" detailed />
      </Section>

      <CtaBand heading={c.closing.heading} body={c.closing.body} cta={c.closing.cta} />
    </>
  );
}
