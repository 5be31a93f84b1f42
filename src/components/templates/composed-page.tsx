import type { ReactNode } from 'react';

import { BlockSection } from '@/components/sections/blocks';
import { CtaBand } from '@/components/sections/cta-band';
import { HeroTagline } from '@/components/sections/hero-tagline';
import { IllustrativeBanner } from '@/components/sections/illustrative-banner';
import { PageHero } from '@/components/sections/page-hero';
import { Icon } from '@/components/ui/icon';
import { PageScene } from '@/components/ui/page-scene';
import type { ComposedPageContent } from '@/content/types';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';

/**
 * A page built from typed content blocks: hero, blocks (alternating white and tint), closing band. `visual`
 * replaces the hero's scene or icon tiles; `afterHero` and `afterBlocks` add sections around the blocks.
 */
export function ComposedPage({
  content: c,
  visual,
  afterHero,
  afterBlocks,
}: {
  content: ComposedPageContent;
  visual?: ReactNode;
  afterHero?: ReactNode;
  afterBlocks?: ReactNode;
}) {
  return (
    <>
      <PageHero
        eyebrow={c.hero.eyebrow}
        title={c.hero.title}
        tagline={<HeroTagline hero={c.hero} />}
        primary={c.hero.cta}
        secondary={c.hero.secondary}
        visualFrom={c.hero.scene ? 'md' : 'lg'}
        visual={
          visual ??
          (c.hero.scene ? (
            <PageScene slug={c.hero.scene} />
          ) : (
            c.hero.icons && (
              // Icon tiles in two columns; with an odd count the first spans both, so no cell is left empty.
              <div aria-hidden="true" data-card-grid="" className="hidden w-[17rem] grid-cols-2 gap-4 lg:grid">
                {c.hero.icons.map((name, i) => (
                  <span
                    key={name}
                    className={cn(
                      'flex h-32 items-center justify-center rounded-3xl ring-1 ring-white/10',
                      i === 0 && c.hero.icons!.length % 2 === 1 && 'col-span-2',
                      i % 3 === 1 ? 'bg-cool-400/15 text-cool-300' : 'bg-white/5 text-cool-300',
                    )}
                  >
                    <Icon name={name} className="size-12" />
                  </span>
                ))}
              </div>
            )
          ))
        }
      >
        {c.lastUpdated && (
          <p className="mt-8 text-sm text-ink-300">
            Last updated <time dateTime={c.lastUpdated}>{formatDate(c.lastUpdated)}</time>
          </p>
        )}
      </PageHero>
      {c.disclaimer && <IllustrativeBanner text={c.disclaimer} />}
      {afterHero}
      {c.blocks.map((b, i) => (
        <BlockSection key={b.heading} block={b} index={i} tone={i % 2 === 0 ? 'white' : 'tint'} />
      ))}
      {afterBlocks}
      <CtaBand
        id={c.closing.id ? `${c.closing.id}-heading` : undefined}
        anchorId={c.closing.id}
        heading={c.closing.heading}
        body={c.closing.body}
        cta={c.closing.cta}
      />
    </>
  );
}
