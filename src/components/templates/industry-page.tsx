import { Fragment, type ReactNode } from 'react';

import { BodyComposition } from '@/components/sections/body-composition';
import { CtaBand } from '@/components/sections/cta-band';
import { Benefits } from '@/components/sections/industry-benefits';
import { NoInfrastructure } from '@/components/sections/no-infrastructure';
import { PageHero } from '@/components/sections/page-hero';
import { ProblemStatement } from '@/components/sections/problem';
import { Story } from '@/components/sections/story';
import { UseCases } from '@/components/sections/use-cases';
import { WhoCalls } from '@/components/sections/who-calls';
import { WhyChoose } from '@/components/sections/why-choose';
import { heroShowsScene, IndustryCall, IndustryScene } from '@/components/ui/industry-scene';
import { type Tone } from '@/components/ui/section';
import { industryTintOf } from '@/content/industry-tints';
import { industryCloseUp } from '@/content/scenes';
import { blockLabels } from '@/lib/labels';
import { industries } from '@/lib/routes';
import { industrySections, type IndustryContent, type IndustrySection } from '@/schemas/industry';

/** The usual order of the sections below the hero, when the content file sets none. */
const usualOrder: readonly IndustrySection[] = industrySections;

/**
 * One template for every industry: its content file's data (`content`) and its slug (the file's name). Both of
 * its pages render it, /industries/{slug} and the Pocket Mentor edition /products/pocket-mentor/{slug}, so they
 * can never drift apart (the edition's canonical is the /industries page). Below the hero the content file's
 * `layout` decides the page's structure: the order of its six sections and of its own composition (`composition`:
 * a shift, one moment of a call, or a procedure walked through), the use cases as mini-call cards or as moments of
 * a call, the benefits as a ruled list or as statements. The bands alternate white and tint in that
 * order around the deep 'no infrastructure' band; the closing band ends every page.
 */
export function IndustryPage({ content, slug }: { content: IndustryContent; slug: string }) {
  const c = content;
  // Heroes alternate between a pale band and a deep band of the industry's own tint down the list of industries,
  // so neighbours differ.
  const light = industries.findIndex((i) => i.slug === slug) % 2 === 0;
  // A 'Why choose' list that ends the order closes the page inside the closing band (one block, not a list and
  // then a band); anywhere else it is a band of its own.
  // The page's own composition stands where its order puts it; without a place there, second.
  const given = c.layout?.order ?? usualOrder;
  const listed: readonly IndustrySection[] =
    c.composition && !given.includes('composition') ? [given[0]!, 'composition', ...given.slice(1)] : given;
  const composition = c.layout?.hero ?? 'card';
  // A scene in the hero: the call card stands with the problem, and on phones the story's close-up waits for lg
  // (one drawing per phone screen run).
  const scene = heroShowsScene(composition);
  // Where the call card stands from lg, so the problem's two columns end near each other: under the heading beside
  // a long argument, or beside a short one (heading and argument together on the left).
  const shortProblem = c.problem.paragraphs.reduce((n, p) => n + p.length, 0) < 760;
  const folded = listed.at(-1) === 'whyChoose';
  const order = folded ? listed.slice(0, -1) : listed;
  let shade = 0;
  const tones = new Map<IndustrySection, Tone>(
    order.map((s) => [s, s === 'noInfrastructure' ? 'deep' : shade++ % 2 === 0 ? 'white' : 'tint']),
  );
  const tone = (s: IndustrySection) => tones.get(s) ?? 'white';
  const sections: Record<IndustrySection, ReactNode> = {
    // The shift's moments scroll sideways on phones where the use cases leave one of the page's two sideways rows.
    composition: c.composition && (
      <BodyComposition composition={c.composition} tone={tone('composition')} sideways={c.useCases.groups.length < 2} />
    ),
    problem: (
      <ProblemStatement
        heading={c.problem.heading}
        paragraphs={c.problem.paragraphs}
        eyebrow={null}
        tone={tone('problem')}
        beside
        across={!scene}
        aside={scene && shortProblem ? <IndustryCall snippet={c.hero.snippet} /> : undefined}
        follow={scene && !shortProblem ? <IndustryCall snippet={c.hero.snippet} /> : undefined}
      />
    ),
    noInfrastructure: (
      <NoInfrastructure
        heading={c.noInfrastructure.heading}
        intro={c.noInfrastructure.intro}
        points={c.noInfrastructure.points}
      />
    ),
    benefits: <Benefits {...c.benefits} variant={c.layout?.benefits ?? 'ruled'} tone={tone('benefits')} />,
    useCases: (
      <UseCases
        heading={c.useCases.heading}
        intro={c.useCases.intro}
        groups={c.useCases.groups}
        tone={tone('useCases')}
        variant={c.layout?.useCases ?? 'calls'}
      />
    ),
    whyChoose: <WhyChoose heading={c.whyChoose.heading} items={c.whyChoose.items} tone={tone('whyChoose')} />,
    // The close-up goes with the story, not beside the problem: right under the hero it read as the scene again.
    story: (
      <Story
        story={c.story}
        tone={tone('story')}
        fold
        figure={<WhoCalls src={industryCloseUp(slug)} caption={c.problem.closeUp} fromLg={scene} />}
      />
    ),
  };
  return (
    // The industry's tint carries down the page: tinted bands, icons, eyebrows, the deep promise band and the
    // closing band (globals.css maps bg-tint-*/text-tint-* to the site's own colours outside data-tint).
    // On phones the bands below the hero keep 48 px above and below (the site's 64 px made a long page longer).
    <div data-tint={industryTintOf(slug, content.tint)} className="contents max-md:[&>section:not([data-hero])]:py-12">
      <PageHero
        size="tall"
        wideVisual
        layout={composition === 'mirror' ? 'mirror' : 'side'}
        scheme={light ? 'tint-light' : 'tint-dark'}
        eyebrow={c.hero.eyebrow}
        title={c.hero.title}
        tagline={<p>{c.hero.tagline}</p>}
        primary={c.hero.cta}
        visual={<IndustryScene slug={slug} snippet={c.hero.snippet} light={light} composition={composition} />}
      />
      {order.map((s) => (
        <Fragment key={s}>{sections[s]}</Fragment>
      ))}
      <CtaBand
        heading={c.closing.heading}
        body={c.closing.body}
        cta={c.closing.cta}
        points={folded ? { eyebrow: blockLabels.whyChoose, ...c.whyChoose } : undefined}
      />
    </div>
  );
}
