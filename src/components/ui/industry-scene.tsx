import type { IndustrySlug } from '@/content/industry-tints';
import { industryScene } from '@/content/scenes';
import { cn } from '@/lib/cn';
import type { CallSnippet } from '@/schemas/common';

import { CallCard } from './call-card';
import { SceneImage } from './scene-image';

/** How an industry's first screen is composed (its content file's `layout.hero`). */
export type HeroComposition = 'card' | 'bleed' | 'mirror';

/**
 * An industry hero's visual: the place the call happens, drawn as that industry's scene
 * (public/illustrations/industries/<slug>.svg), and the industry's call card, side by side so neither hides the
 * other. The content file picks one of three compositions, so the eighteen first screens fall into families:
 * - 'card': from sm the card in a column of its own beside a standing frame of the scene's right part (where
 *   scripts/scenes keep their objects);
 * - 'bleed': on phones and tablets the scene runs edge to edge under the copy; from lg it is framed as 'card';
 * - 'mirror': the same card and frame, before the copy (PageHero `layout="mirror"`): the picture left, the words
 *   right.
 * On a phone every composition shows the whole scene, then the card under it. The art stays inside the page's
 * container at every width. tests/e2e/industry-pages.spec.ts measures how much of the scene the card covers.
 */
export function IndustryScene({
  slug,
  snippet,
  light,
  composition = 'card',
}: {
  slug: IndustrySlug;
  snippet: CallSnippet;
  light: boolean;
  composition?: HeroComposition;
}) {
  const frame = light ? 'bg-white ring-tint-200' : 'bg-tint-50 ring-white/15';
  const bleed = composition === 'bleed';
  return (
    <div
      data-industry-hero=""
      className="relative grid w-full max-w-xl gap-4 sm:max-w-none sm:grid-cols-[18rem_minmax(0,1fr)] sm:items-center sm:gap-5 lg:grid-cols-[19.5rem_minmax(0,1fr)]"
    >
      <SceneImage
        src={industryScene(slug)}
        priority
        className={cn(
          'w-full rounded-[2rem] ring-1 sm:col-start-2 sm:row-start-1',
          // 'bleed': below sm the scene runs past the container's margins, edge to edge, square-cornered.
          bleed && 'max-sm:-mx-5 max-sm:w-[calc(100%+2.5rem)] max-sm:max-w-none max-sm:rounded-none max-sm:ring-0',
          // From lg: the scene's right part (its objects), cropped to a standing frame beside the card.
          'lg:aspect-[38/48] lg:object-cover lg:object-right',
          frame,
        )}
      />
      <div data-hero-card="" className="relative w-full max-w-sm sm:col-start-1 sm:row-start-1 sm:max-w-none">
        <CallCard snippet={snippet} compact preview className="max-w-none" />
      </div>
    </div>
  );
}
