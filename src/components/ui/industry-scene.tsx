import type { IndustrySlug } from '@/content/industry-tints';
import { industryScene } from '@/content/scenes';
import type { CallSnippet } from '@/schemas/common';

import { CallCard } from './call-card';
import { HeroScene } from './hero-scene';

/**
 * An industry hero's visual: the place the call happens, drawn as that industry's scene
 * (public/illustrations/industries/<slug>.svg), with the industry's call card in front (see HeroScene).
 */
export function IndustryScene({ slug, snippet, light }: { slug: IndustrySlug; snippet: CallSnippet; light: boolean }) {
  return (
    <HeroScene src={industryScene(slug)} sceneClassName={light ? 'bg-white ring-tint-200' : 'bg-tint-50 ring-white/15'}>
      <CallCard snippet={snippet} compact preview className="max-w-none" />
    </HeroScene>
  );
}
