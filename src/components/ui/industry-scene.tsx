import type { IndustrySlug } from '@/content/industry-tints';
import { industryScene } from '@/content/scenes';
import { cn } from '@/lib/cn';
import type { CallSnippet } from '@/schemas/common';

import { CallCard } from './call-card';
import { SceneImage } from './scene-image';

/**
 * An industry hero's visual: the place the call happens, drawn as that industry's scene
 * (public/illustrations/industries/<slug>.svg), and the industry's call card, composed so both read. On a phone the
 * scene comes first and the card overlaps only its floor; from sm to lg the two stand side by side, the card over
 * the scene's left edge. From lg the scene stands at the top right of the column, a little narrower than it, and the
 * card below it to the left, overlapping only the scene's lower-left floor (scripts/scenes keep their objects in the
 * upper half and on the right), so the place is not hidden behind the card (tests/e2e/industry-pages.spec.ts).
 */
export function IndustryScene({ slug, snippet, light }: { slug: IndustrySlug; snippet: CallSnippet; light: boolean }) {
  return (
    <div
      data-industry-hero=""
      className="relative w-full max-w-xl sm:grid sm:max-w-none sm:grid-cols-[18rem_minmax(0,1fr)] sm:items-center lg:block"
    >
      <SceneImage
        src={industryScene(slug)}
        priority
        className={cn(
          'w-full rounded-[2rem] ring-1 sm:col-start-2 sm:row-start-1',
          'lg:ml-auto lg:w-[80%]',
          light ? 'bg-white ring-tint-200' : 'bg-tint-50 ring-white/15',
        )}
      />
      <div
        data-hero-card=""
        className="relative -mt-16 w-[92%] max-w-sm sm:col-start-1 sm:row-start-1 sm:mt-0 sm:-mr-12 sm:w-auto sm:max-w-none lg:-mt-32 lg:ml-[-1rem] lg:w-[19.5rem]"
      >
        <CallCard snippet={snippet} compact preview className="max-w-none" />
      </div>
    </div>
  );
}
