import type { ReactNode } from 'react';

import { MomentBlock } from '@/components/sections/blocks/moment';
import { BodyComposition } from '@/components/sections/body-composition';
import { CtaBand } from '@/components/sections/cta-band';
import { ExhibitVisual } from '@/components/sections/exhibits';
import { PageHero } from '@/components/sections/page-hero';
import { RoleScene } from '@/components/sections/proof/role-scene';
import { SolutionProblem } from '@/components/sections/solution/problem-forms';
import { SpokenCall } from '@/components/sections/solution/spoken-call';
import { WorkForm } from '@/components/sections/solution/work-forms';
import { Story } from '@/components/sections/story';
import { Section, SectionHeading } from '@/components/ui/section';
import { hasRoleScene } from '@/content/scenes';
import { solutions } from '@/lib/routes';
import { site } from '@/lib/settings';
import type { SolutionContent } from '@/schemas/solution';

/** The hero visual for the page's audience: a frontline role's own call, or what an executive or business buys. */
function AudienceVisual({ c, slug, light }: { c: SolutionContent; slug: string; light: boolean }) {
  const v = c.visual;
  // The schema holds a scene page to its snippet.
  if (v.kind === 'scene' && hasRoleScene(slug) && c.hero.snippet)
    return <RoleScene slug={slug} snippet={c.hero.snippet} exchange={v.exchange} />;
  if (v.kind === 'scene') throw new Error(`${slug}: a scene visual, but no role scene is drawn for it (scenes.ts)`);
  return <ExhibitVisual exhibit={v.exhibit} band={light ? 'light' : 'dark'} />;
}

type Part = NonNullable<SolutionContent['layout']>[number];

/**
 * One template for every solution page, business types and roles: its content file's data (`content`) and its
 * slug (the file's name). Below the hero the file decides the page's structure: the order of its sections
 * (`layout`), the form its cards take (`cards.form`: a ledger, a path, a job sheet or icon cards, after the hero's
 * artifact), where the hero shows an exhibit rather than a call, the hero's call spoken in the body (`call`), a
 * moment of the role's call the hero does not show (`moment`), and the page's own composition (`composition`: a
 * shift, a moment of a call, or a procedure walked through).
 * The hero's scene is shown once: the problem stands beside what changes, not beside the scene again.
 */
export function SolutionPage({ content, slug }: { content: SolutionContent; slug: string }) {
  const c = content;
  // Each solution its own tint (`tint`); pale and deep bands alternate down the solutions list, so neighbours
  // differ (as industries do).
  const light = solutions.findIndex((s) => s.slug === slug) % 2 === 0;
  const layout: Part[] =
    c.layout ??
    (['problem', c.call && 'call', 'cards', c.moment && 'moment', c.composition && 'composition', 'story'].filter(
      Boolean,
    ) as Part[]);
  // The problem's band is white; every later band takes whichever tone the band above it is not (a pale hero counts
  // as tinted), so bands alternate down the page whatever its order.
  const tones = {} as Record<Part, 'white' | 'tint'>;
  layout.reduce<'white' | 'tint'>(
    (above, part) => {
      const fixed = part === 'problem' ? 'white' : undefined;
      tones[part] = fixed ?? (above === 'white' ? 'tint' : 'white');
      return tones[part];
    },
    light ? 'tint' : 'white',
  );
  const parts: Record<Part, () => ReactNode> = {
    problem: () => <SolutionProblem key="problem" problem={c.problem} benefits={c.benefits} />,
    call: () =>
      c.call &&
      c.hero.snippet && (
        <SpokenCall
          key="call"
          id="call-heading"
          eyebrow={c.call.eyebrow}
          heading={c.call.heading}
          mentor={site.name}
          snippet={c.hero.snippet}
          tone={tones.call}
        />
      ),
    moment: () =>
      c.moment && (
        <Section key="moment" tone={tones.moment} labelledBy="moment-heading">
          <MomentBlock
            block={{ type: 'moment', ...c.moment }}
            heading={
              <SectionHeading
                id="moment-heading"
                eyebrow={c.moment.eyebrow}
                title={c.moment.heading}
                intro={<p>{c.moment.intro}</p>}
              />
            }
          />
        </Section>
      ),
    composition: () =>
      c.composition && <BodyComposition key="composition" composition={c.composition} tone={tones.composition} />,
    cards: () => <WorkForm key="cards" id="cards-heading" cards={c.cards} tone={tones.cards} />,
    story: () => <Story key="story" story={c.story} tone={tones.story} />,
  };
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
      {layout.map((part) => parts[part]())}
      <CtaBand heading={c.closing.heading} body={c.closing.body} cta={c.closing.cta} />
    </div>
  );
}
