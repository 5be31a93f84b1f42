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
 * (public/illustrations/industries/<slug>.svg), and the industry's call card, composed so both read. The content
 * file picks one of three compositions, so the eighteen first screens fall into visibly different families:
 * - 'card': from lg a standing frame of the scene's right part (where scripts/scenes keep their objects; the lower
 *   left is empty floor, drawn for a card) with the card over its left edge;
 * - 'bleed': from xl the scene fills the band's right side edge to edge, top to bottom, and the card stands at the
 *   seam between copy and place, mostly beside the scene (PageHero `layout="bleed"`);
 * - 'mirror': the same card and frame, before the copy (PageHero `layout="mirror"`): the picture left, the words
 *   right.
 * On a phone every composition shows the whole scene first, the card overlapping only its floor (or, for 'bleed',
 * the scene runs edge to edge). tests/e2e/industry-pages.spec.ts measures how much of the scene the card covers.
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
  const card = <CallCard snippet={snippet} compact preview className="max-w-none" />;
  if (composition === 'bleed')
    // Below lg the scene runs edge to edge under the copy; from lg to xl it is laid out as 'card'; from xl it fills
    // the band's right side and the card stands mostly outside it, at the seam with the copy.
    return (
      <div
        data-industry-hero=""
        className="relative w-full lg:grid lg:grid-cols-[17.5rem_minmax(0,1fr)] lg:items-center xl:block xl:h-full"
      >
        <SceneImage
          src={industryScene(slug)}
          priority
          className={cn(
            'w-full max-lg:-mx-5 max-lg:w-[calc(100%+2.5rem)] max-lg:max-w-none md:max-lg:-mx-8 md:max-lg:w-[calc(100%+4rem)]',
            'lg:col-start-2 lg:row-start-1 lg:max-xl:aspect-[38/48] lg:max-xl:rounded-[2rem] lg:max-xl:ring-1',
            'lg:object-cover lg:object-right',
            // From xl it runs past the band's edges (which clip it), so the drawing's own rounded corners do not show.
            'xl:-my-8 xl:h-[calc(100%+4rem)] xl:w-[calc(100%+2.5rem)] xl:max-w-none',
            frame,
          )}
        />
        <div
          data-hero-card=""
          className="relative -mt-14 w-[92%] max-w-sm lg:col-start-1 lg:row-start-1 lg:mt-0 lg:-mr-6 lg:ml-[-1rem] lg:w-auto lg:max-w-none xl:absolute xl:bottom-10 xl:left-0 xl:m-0 xl:w-[16.5rem] xl:-translate-x-[70%]"
        >
          {card}
        </div>
      </div>
    );
  // 'card' and 'mirror' share the drawing's composition; PageHero sets it before or after the copy.
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
          frame,
        )}
      />
      <div
        data-hero-card=""
        className="relative -mt-16 w-[92%] max-w-sm sm:col-start-1 sm:row-start-1 sm:mt-0 sm:-mr-12 sm:w-auto sm:max-w-none lg:-mr-6 lg:ml-[-1rem]"
      >
        {card}
      </div>
    </div>
  );
}
