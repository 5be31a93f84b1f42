import type { IndustrySlug } from '@/content/industry-tints';
import { industryScene } from '@/content/scenes';
import { cn } from '@/lib/cn';
import type { CallSnippet } from '@/schemas/common';

import { CallCard } from './call-card';
import { SceneImage } from './scene-image';

/** How an industry's first screen is composed (its content file's `layout.hero`). */
export type HeroComposition = 'card' | 'scene' | 'mirror';

/** Whether a composition shows the drawn scene in the hero (its call card then stands with the problem). */
export const heroShowsScene = (composition: HeroComposition) => composition !== 'card';

/**
 * An industry hero's one visual, by the content file's composition:
 * - 'card': the call is the picture, the industry's call card alone beside the title (no drawing in the hero);
 * - 'scene': the place the call happens (public/illustrations/industries/<slug>.svg), whole and uncropped in a
 *   column of its own beside the title;
 * - 'mirror': the same whole scene before the title (PageHero `layout="mirror"`).
 * With a scene in the hero, the call card stands beside the problem instead (IndustryCall), so neither crowds the
 * other. On a phone the scene shows whole under the copy. tests/e2e/industry-pages.spec.ts checks both.
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
  if (!heroShowsScene(composition))
    return (
      <div data-industry-hero="" data-hero-card="" className="w-full max-w-[26rem]">
        <CallCard snippet={snippet} preview className="max-w-none" />
      </div>
    );
  return (
    <div data-industry-hero="" className="w-full max-w-xl lg:max-w-none">
      <SceneImage
        src={industryScene(slug)}
        priority
        className={cn('w-full rounded-[2rem] ring-1', light ? 'ring-tint-200' : 'ring-white/15')}
      />
    </div>
  );
}

/** The industry's call card outside the hero (beside the problem), when the hero shows the scene. */
export function IndustryCall({ snippet }: { snippet: CallSnippet }) {
  return (
    <div data-industry-call="" className="w-full max-w-[26rem]">
      <CallCard snippet={snippet} preview className="max-w-none" />
    </div>
  );
}
