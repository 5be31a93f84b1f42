import { CtaBand } from '@/components/sections/cta-band';
import { NoInfrastructure } from '@/components/sections/no-infrastructure';
import { PageHero } from '@/components/sections/page-hero';
import { ProblemStatement } from '@/components/sections/problem';
import { Story } from '@/components/sections/story';
import { UseCases } from '@/components/sections/use-cases';
import { WhoCalls } from '@/components/sections/who-calls';
import { WhyChoose } from '@/components/sections/why-choose';
import { headingText } from '@/components/ui/heading-text';
import { Icon } from '@/components/ui/icon';
import { IndustryScene } from '@/components/ui/industry-scene';
import { Section, SectionHeading } from '@/components/ui/section';
import { industryTintOf } from '@/content/industry-tints';
import { industryCloseUp } from '@/content/scenes';
import { industries } from '@/lib/routes';
import type { IndustryContent } from '@/schemas/industry';

/**
 * The benefits as a ruled list beside their heading (no cards: the use cases below are the page's card grid),
 * the heading kept in view beside a long list from lg.
 */
function Benefits({ heading, intro, items }: IndustryContent['benefits']) {
  return (
    <Section labelledBy="benefits-heading" className="py-16 md:py-20">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-16">
        <div className="lg:sticky lg:top-[calc(var(--header-condensed)+2rem)] lg:self-start">
          <SectionHeading id="benefits-heading" title={heading} intro={intro ? <p>{intro}</p> : undefined} />
        </div>
        <ul className="grid gap-x-10 border-t border-line sm:grid-cols-2">
          {items.map((b) => (
            <li key={b.title} className="grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-4 border-b border-line py-6">
              <Icon name={b.icon} aria-hidden="true" className="mt-0.5 size-6 text-tint-700" />
              <div>
                <h3 className="text-lg font-semibold tracking-tight text-ink-950">{headingText(b.title)}</h3>
                <p className="mt-1.5 text-[0.9875rem]">{b.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

/**
 * One template for every industry: its content file's data (`content`) and its slug (the file's name). Both of
 * its pages render it, /industries/{slug} and the Pocket Mentor edition /products/pocket-mentor/{slug}, so they
 * can never drift apart (the edition's canonical is the /industries page). Below the hero every section speaks in
 * the industry's words (no shared chips or eyebrows but the spec's own labels), its close-up stands beside the
 * problem (not the hero's scene again), and the bands change rhythm: a tall argument, a compact deep promise, a
 * ruled list, the tallest band of mini calls, a compact checklist, the story.
 */
export function IndustryPage({ content, slug }: { content: IndustryContent; slug: string }) {
  const c = content;
  // Heroes alternate between a pale band and a deep band of the industry's own tint down the list of industries,
  // so neighbours differ.
  const light = industries.findIndex((i) => i.slug === slug) % 2 === 0;
  return (
    // The industry's tint carries down the page: tinted bands, icons, eyebrows, the deep promise band and the
    // closing band (globals.css maps bg-tint-*/text-tint-* to the site's own colours outside data-tint).
    <div data-tint={industryTintOf(slug, content.tint)} className="contents">
      <PageHero
        size="tall"
        wideVisual
        scheme={light ? 'tint-light' : 'tint-dark'}
        eyebrow={c.hero.eyebrow}
        title={c.hero.title}
        tagline={<p>{c.hero.tagline}</p>}
        primary={c.hero.cta}
        visual={<IndustryScene slug={slug} snippet={c.hero.snippet} light={light} />}
      />
      <ProblemStatement
        heading={c.problem.heading}
        paragraphs={c.problem.paragraphs}
        eyebrow={null}
        aside={<WhoCalls src={industryCloseUp(slug)} caption={c.problem.closeUp} groups={c.useCases.groups} />}
      />
      <NoInfrastructure
        heading={c.noInfrastructure.heading}
        intro={c.noInfrastructure.intro}
        points={c.noInfrastructure.points}
      />
      <Benefits {...c.benefits} />
      <UseCases heading={c.useCases.heading} intro={c.useCases.intro} groups={c.useCases.groups} tone="tint" />
      <WhyChoose heading={c.whyChoose.heading} items={c.whyChoose.items} />
      <Story story={c.story} />
      <CtaBand heading={c.closing.heading} body={c.closing.body} cta={c.closing.cta} />
    </div>
  );
}
