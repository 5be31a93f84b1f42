import type { ReactNode } from 'react';

import { BlockSection, drawsIconCards, listedBlocks } from '@/components/sections/blocks';
import { CtaBand } from '@/components/sections/cta-band';
import { DocsHeader } from '@/components/sections/docs-header';
import { HeroTagline } from '@/components/sections/hero-tagline';
import { PageHero } from '@/components/sections/page-hero';
import { ProcedureCard } from '@/components/sections/proof/procedure-card';
import { SignedNote } from '@/components/sections/signed-note';
import { CallCard } from '@/components/ui/call-card';
import { HeroScene } from '@/components/ui/hero-scene';
import { PageScene } from '@/components/ui/page-scene';
import { Pager } from '@/components/ui/pager';
import { pageScene, pageSceneSubjectLeft, pageSceneTints, type PageSceneSlug } from '@/content/scenes';
import { cn } from '@/lib/cn';
import type { PageLists } from '@/lib/listings';
import type { SectionId } from '@/lib/route-list';
import { sectionNames } from '@/lib/routes';
import type { ComposedBody } from '@/schemas/composed';

/** The hero's scene, alone or, with a `call`, as the place behind the product's call card (HeroScene). */
function SceneVisual({ scene, call }: { scene: PageSceneSlug; call: ComposedBody['hero']['call'] }) {
  if (!call) return <PageScene slug={scene} />;
  const { line, ...snippet } = call;
  return (
    <HeroScene
      scene={scene}
      src={pageScene(scene)}
      sceneClassName={cn('bg-white ring-tint-200/70', pageSceneSubjectLeft.has(scene) && 'lg:-scale-x-100')}
      className="max-w-lg"
    >
      <CallCard snippet={snippet} mentor={line} compact preview className="max-w-none" />
    </HeroScene>
  );
}

/** An expert's procedure card as the hero's picture: the page's first interview whose card goes at the top. */
function topCard(c: ComposedBody) {
  for (const b of c.blocks)
    if (b.type === 'moment' && b.exhibit.kind === 'interview' && b.exhibit.cardAtTop) return b.exhibit.procedure;
}

/**
 * A page built from typed content blocks: hero, blocks (alternating white and tint), closing band. `visual`
 * replaces the hero's scene; `afterHero` and `afterBlocks` add sections around the blocks. `lists` holds the
 * entries its events and news blocks list on this page and the words of the pager, shown under the page's last list.
 */
export function ComposedPage({
  content: c,
  visual,
  afterHero,
  afterBlocks,
  lists,
  heroLink,
  path,
  masthead,
}: {
  content: ComposedBody;
  /** The page's path: a reference page's search box searches its section (DocsHeader). */
  path?: string;
  /** Replaces the hero band altogether (the blog's masthead, which leads with the newest post). */
  masthead?: ReactNode;
  lists?: PageLists;
  visual?: ReactNode;
  /** Shown under the hero's one button instead of its second button (a page whose second way on is a quiet link). */
  heroLink?: ReactNode;
  afterHero?: ReactNode;
  afterBlocks?: ReactNode;
}) {
  // A page with its own scene takes the scene's tint: a deep or pale band of it (alternating down the list of
  // scenes, so neighbouring pages differ), carried on through the page's tinted bands and closing band.
  const tint = c.hero.scene ? pageSceneTints[c.hero.scene] : undefined;
  const light = c.hero.scene ? Object.keys(pageSceneTints).indexOf(c.hero.scene) % 2 === 1 : false;
  // One icon-card grid a page: the first block that draws icon cards keeps them, later ones are drawn plain.
  const blocks = listedBlocks(c.blocks, lists);
  const card = topCard(c);
  const pager = lists && <Pager page={lists.page} words={lists.words} />;
  const iconGrid = blocks.findIndex(drawsIconCards);
  const lastList = blocks.findLastIndex((b) => b.type === 'events' || b.type === 'news');
  // A page of illustrative stories, case studies or quotes says so once, plainly, under its first section's
  // heading: not a banner, and not the first thing the page says.
  const note = c.disclaimer && (
    <p data-illustrative-note="" className="mt-4 flex max-w-2xl gap-2 text-sm text-muted">
      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-tint-600" />
      {c.disclaimer}
    </p>
  );
  return (
    <div data-tint={tint} className="contents">
      {masthead ??
        (c.hero.search ? (
          <DocsHeader
            hero={c.hero}
            search={c.hero.search}
            scope={path && sectionNames[path.split('/')[1] as SectionId]}
          />
        ) : (
          <PageHero
            scheme={tint ? (light ? 'tint-light' : 'tint-dark') : undefined}
            eyebrow={c.hero.eyebrow}
            title={c.hero.title}
            tagline={<HeroTagline hero={c.hero} />}
            primary={c.hero.cta}
            secondary={heroLink ? undefined : c.hero.secondary}
            visualFrom={c.hero.scene && !card ? 'md' : 'lg'}
            visual={
              visual ??
              (card ? (
                // The card on top of the rest of the method: one more card behind it, turned a little.
                <div className="relative mx-auto w-full max-w-md">
                  <div
                    aria-hidden="true"
                    className="absolute inset-0 translate-x-2 translate-y-2 rotate-[1.5deg] rounded-2xl bg-white/75 ring-1 ring-ink-900/10"
                  />
                  <ProcedureCard {...card} className="relative shadow-lift" />
                </div>
              ) : (
                c.hero.scene && <SceneVisual scene={c.hero.scene} call={c.hero.call} />
              ))
            }
          >
            {heroLink}
          </PageHero>
        ))}
      {afterHero}
      {blocks.map((b, i) => (
        <BlockSection
          key={b.heading}
          block={b}
          index={i}
          tone={i % 2 === 0 ? 'white' : 'tint'}
          plain={iconGrid >= 0 && i > iconGrid && drawsIconCards(b)}
          lists={lists}
          pager={i === lastList ? pager : undefined}
          note={i === 0 ? note : undefined}
        />
      ))}
      {afterBlocks}
      {c.signedNote && <SignedNote note={c.signedNote} tone={blocks.length % 2 === 0 ? 'white' : 'tint'} />}
      <CtaBand
        id={c.closing.id ? `${c.closing.id}-heading` : undefined}
        anchorId={c.closing.id}
        heading={c.closing.heading}
        body={c.closing.body}
        cta={c.closing.cta}
      />
    </div>
  );
}
