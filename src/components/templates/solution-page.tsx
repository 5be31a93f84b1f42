import { CardGrid } from '@/components/sections/card-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { ExhibitVisual } from '@/components/sections/exhibits';
import { PageHero } from '@/components/sections/page-hero';
import { ProblemStatement } from '@/components/sections/problem';
import { RoleScene } from '@/components/sections/proof/role-scene';
import { Story } from '@/components/sections/story';
import { Checklist } from '@/components/ui/card';
import { SceneDetail } from '@/components/ui/scene-detail';
import { Section, SectionHeading } from '@/components/ui/section';
import { hasRoleScene, roleScene } from '@/content/scenes';
import { solutionHero } from '@/content/solution-tints';
import type { SolutionSlug } from '@/content/solutions';
import type { SolutionContent } from '@/content/types';

/** The hero visual for the page's audience: a frontline role's own call, or what an executive or business buys. */
function AudienceVisual({ c, slug, light }: { c: SolutionContent; slug: SolutionSlug; light: boolean }) {
  const v = c.visual;
  if (v.kind === 'scene' && hasRoleScene(slug))
    return <RoleScene slug={slug} snippet={c.hero.snippet} exchange={v.exchange} />;
  if (v.kind === 'scene') throw new Error(`${slug}: a scene visual, but no role scene is drawn for it (scenes.ts)`);
  return <ExhibitVisual exhibit={v.exhibit} band={light ? 'light' : 'dark'} />;
}

/** One template for every solution page: business types and roles. */
export function SolutionPage({ content, slug }: { content: SolutionContent; slug: SolutionSlug }) {
  const c = content;
  // Each solution its own tint; pale and deep bands alternate down the list, so neighbours differ (as industries do).
  const { tint, light } = solutionHero(slug);
  return (
    // The page's tint carries past the hero: tinted bands, icons and eyebrows, the story and the closing band.
    <div data-tint={tint} className="contents">
      <PageHero
        scheme={light ? 'tint-light' : 'tint-dark'}
        eyebrow={c.hero.eyebrow}
        title={c.hero.title}
        tagline={<p>{c.hero.tagline}</p>}
        primary={c.hero.cta}
        visual={<AudienceVisual c={c} slug={slug} light={light} />}
        wideVisual={c.visual.kind === 'scene'}
      />
      <ProblemStatement
        heading={c.problem.heading}
        paragraphs={c.problem.paragraphs}
        aside={hasRoleScene(slug) ? <SceneDetail src={roleScene(slug)} /> : undefined}
      />
      <Section tone="tint" labelledBy="benefits-heading">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
          <SectionHeading id="benefits-heading" eyebrow="What changes" title={c.benefits.heading} />
          <Checklist items={c.benefits.bullets} className="text-lead" />
        </div>
      </Section>
      <CardGrid id="cards-heading" heading={c.cards.heading} intro={c.cards.intro} items={c.cards.items} />
      <Story story={c.story} />
      <CtaBand heading={c.closing.heading} body={c.closing.body} cta={c.closing.cta} />
    </div>
  );
}
