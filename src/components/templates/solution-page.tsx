import { CardGrid } from '@/components/sections/card-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { ExhibitVisual } from '@/components/sections/exhibits';
import { PageHero } from '@/components/sections/page-hero';
import { ProblemStatement } from '@/components/sections/problem';
import { RoleScene } from '@/components/sections/proof/role-scene';
import { Story } from '@/components/sections/story';
import { Checklist } from '@/components/ui/card';
import { headingText } from '@/components/ui/heading-text';
import { Section, SectionHeading } from '@/components/ui/section';
import { hasRoleScene } from '@/content/scenes';
import { blockLabels } from '@/lib/labels';
import { solutions } from '@/lib/routes';
import type { SolutionContent } from '@/schemas/solution';

/** The hero visual for the page's audience: a frontline role's own call, or what an executive or business buys. */
function AudienceVisual({ c, slug, light }: { c: SolutionContent; slug: string; light: boolean }) {
  const v = c.visual;
  if (v.kind === 'scene' && hasRoleScene(slug))
    return <RoleScene slug={slug} snippet={c.hero.snippet} exchange={v.exchange} />;
  if (v.kind === 'scene') throw new Error(`${slug}: a scene visual, but no role scene is drawn for it (scenes.ts)`);
  return <ExhibitVisual exhibit={v.exhibit} band={light ? 'light' : 'dark'} />;
}

/**
 * One template for every solution page, business types and roles: its content file's data (`content`) and its
 * slug (the file's name).
 */
export function SolutionPage({ content, slug }: { content: SolutionContent; slug: string }) {
  const c = content;
  // Each solution its own tint (`tint`); pale and deep bands alternate down the solutions list, so neighbours
  // differ (as industries do).
  const light = solutions.findIndex((s) => s.slug === slug) % 2 === 0;
  const role = hasRoleScene(slug);
  return (
    // The page's tint carries past the hero: tinted bands, icons and eyebrows, the story and the closing band.
    <div data-tint={c.tint.id} className="contents">
      <PageHero
        scheme={light ? 'tint-light' : 'tint-dark'}
        eyebrow={c.hero.eyebrow}
        title={c.hero.title}
        tagline={<p>{c.hero.tagline}</p>}
        primary={c.hero.cta}
        visual={<AudienceVisual c={c} slug={slug} light={light} />}
        wideVisual={c.visual.kind === 'scene'}
      />
      {role ? (
        <>
          {/* No picture beside it: the role's scene is the hero's, and a page shows a drawing once. */}
          <ProblemStatement heading={c.problem.heading} paragraphs={c.problem.paragraphs} />
          <Section tone="tint" labelledBy="benefits-heading">
            <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
              <SectionHeading id="benefits-heading" eyebrow={blockLabels.whatChanges} title={c.benefits.heading} />
              <Checklist items={c.benefits.bullets} className="text-lead" />
            </div>
          </Section>
        </>
      ) : (
        // An executive or business type has no scene to show beside the problem: what changes stands there instead,
        // the cost and its answer side by side, rather than an empty column above a band of its own.
        <ProblemStatement
          heading={c.problem.heading}
          paragraphs={c.problem.paragraphs}
          aside={
            <div className="rounded-2xl bg-tint-50 p-6 ring-1 ring-tint-100 sm:p-8">
              <p className="eyebrow text-tint-700">{blockLabels.whatChanges}</p>
              <h3 id="benefits-heading" className="mt-3 text-2xl leading-tight font-bold text-balance text-ink-950">
                {headingText(c.benefits.heading)}
              </h3>
              <Checklist items={c.benefits.bullets} className="mt-6" />
            </div>
          }
        />
      )}
      <CardGrid id="cards-heading" heading={c.cards.heading} intro={c.cards.intro} items={c.cards.items} />
      <Story story={c.story} />
      <CtaBand heading={c.closing.heading} body={c.closing.body} cta={c.closing.cta} />
    </div>
  );
}
