import { CardGrid } from '@/components/sections/card-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { NoInfrastructure } from '@/components/sections/no-infrastructure';
import { PageHero } from '@/components/sections/page-hero';
import { ProblemStatement } from '@/components/sections/problem';
import { Story } from '@/components/sections/story';
import { UseCases } from '@/components/sections/use-cases';
import { WhoCalls } from '@/components/sections/who-calls';
import { WhyChoose } from '@/components/sections/why-choose';
import { IndustryScene } from '@/components/ui/industry-scene';
import { industryScene } from '@/content/scenes';
import { industries } from '@/lib/routes';
import type { IndustryContent } from '@/schemas/industry';

/**
 * One template for every industry: its content file's data (`content`) and its slug (the file's name). Both of
 * its pages render it, /industries/{slug} and the Pocket Mentor edition /products/pocket-mentor/{slug}, so they
 * can never drift apart (the edition's canonical is the /industries page).
 */
export function IndustryPage({ content, slug }: { content: IndustryContent; slug: string }) {
  const c = content;
  // Heroes alternate between a pale band and a deep band of the industry's own tint down the list of industries,
  // so neighbours differ.
  const light = industries.findIndex((i) => i.slug === slug) % 2 === 0;
  return (
    // The industry's tint carries down the page: tinted bands, icons, eyebrows, the deep promise band and the
    // closing band (globals.css maps bg-tint-*/text-tint-* to the site's own colours outside data-tint).
    <div data-tint={slug} className="contents">
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
        aside={<WhoCalls scene={industryScene(slug)} groups={c.useCases.groups} />}
      />
      <NoInfrastructure heading={c.noInfrastructure.heading} intro={c.noInfrastructure.intro} />
      <CardGrid
        id="benefits-heading"
        tone="tint"
        eyebrow="Benefits"
        heading={c.benefits.heading}
        intro={c.benefits.intro}
        items={c.benefits.items}
      />
      <UseCases heading={c.useCases.heading} intro={c.useCases.intro} groups={c.useCases.groups} />
      <WhyChoose heading={c.whyChoose.heading} items={c.whyChoose.items} />
      <Story story={c.story} />
      <CtaBand heading={c.closing.heading} body={c.closing.body} cta={c.closing.cta} />
    </div>
  );
}
