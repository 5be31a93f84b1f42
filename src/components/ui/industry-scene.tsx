import type { IndustrySlug } from '@/content/industries';
import { industryScene } from '@/content/scenes';
import type { CallSnippet } from '@/content/types';
import { cn } from '@/lib/cn';

import { CallCard } from './call-card';
import { SceneImage } from './scene-image';

/**
 * An industry hero's visual (issue 12): the place the call happens, drawn as that industry's scene
 * (public/illustrations/industries/<slug>.svg, 640×480, decorative), with the industry's call card
 * overlapping its lower-left. The scene carries the place; the call card carries the meaning. From lg up the card
 * hangs out into the column gap and over the scene's floor only (about x < 340, y > 350 of 640 × 480), so the
 * setting stays in view.
 */
export function IndustryScene({ slug, snippet, light }: { slug: IndustrySlug; snippet: CallSnippet; light: boolean }) {
  return (
    <div className="relative w-full max-w-xl lg:max-w-lg xl:max-w-xl">
      <SceneImage
        src={industryScene(slug)}
        priority
        className={cn('w-full rounded-[2rem] ring-1', light ? 'bg-white ring-tint-200' : 'bg-tint-50 ring-white/15')}
      />
      <CallCard
        snippet={snippet}
        compact
        className="relative -mt-16 max-w-sm sm:-mt-32 sm:ml-[-1.5rem] lg:-mt-32 lg:ml-[-2rem] lg:max-w-[21rem]"
      />
    </div>
  );
}
