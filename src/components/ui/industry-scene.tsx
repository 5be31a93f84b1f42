import type { IndustrySlug } from '@/content/industry-tints';
import { industryScene } from '@/content/scenes';
import { cn } from '@/lib/cn';
import type { CallSnippet } from '@/schemas/common';

import { CallCard } from './call-card';
import { SceneImage } from './scene-image';

/**
 * An industry hero's visual: the place the call happens, drawn as that industry's scene
 * (public/illustrations/industries/<slug>.svg), and the industry's call card, composed so both read. On a phone the
 * scene comes first and the card overlaps only its floor; from sm the two stand side by side, the card over the
 * scene's left edge only. From lg, beside the copy, the scene is cropped to a standing frame of its right part,
 * where scripts/scenes keep their objects (the lower left is empty floor, drawn for a card), so the band stays
 * compact and the place is not hidden behind the card (tests/e2e/industry-pages.spec.ts measures the cover).
 */
export function IndustryScene({ slug, snippet, light }: { slug: IndustrySlug; snippet: CallSnippet; light: boolean }) {
  return (
    <div
      data-industry-hero=""
      className="relative w-full max-w-xl sm:grid sm:max-w-none sm:grid-cols-[18rem_minmax(0,1fr)] sm:items-center lg:grid-cols-[17.5rem_minmax(0,1fr)]"
    >
      <SceneImage
        src={industryScene(slug)}
        priority
        className={cn(
          'w-full rounded-[2rem] ring-1 sm:col-start-2 sm:row-start-1',
          // From lg: the scene's right part (its objects), cropped to a standing frame beside the card.
          'lg:aspect-[38/48] lg:object-cover lg:object-right',
          light ? 'bg-white ring-tint-200' : 'bg-tint-50 ring-white/15',
        )}
      />
      <div
        data-hero-card=""
        className="relative -mt-16 w-[92%] max-w-sm sm:col-start-1 sm:row-start-1 sm:mt-0 sm:-mr-12 sm:w-auto sm:max-w-none lg:-mr-6 lg:ml-[-1rem]"
      >
        <CallCard snippet={snippet} compact preview className="max-w-none" />
      </div>
    </div>
  );
}
