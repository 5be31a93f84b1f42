import { SceneImage } from '@/components/ui/scene-image';
import { pageScene, type PageSceneSlug } from '@/content/scenes';

/**
 * A company or services page's hero visual: that page's subject drawn as a scene
 * (public/illustrations/pages/<slug>.svg, 640×480, decorative). Beside the text from md up; phones get the text
 * alone, so the hero stays short (and, the image being lazy, do not download it).
 */
export function PageScene({ slug }: { slug: PageSceneSlug }) {
  return (
    <div data-scene={slug} className="hidden w-full max-w-md md:block">
      <SceneImage src={pageScene(slug)} className="w-full rounded-[2rem] bg-white ring-1 ring-tint-200/70" />
    </div>
  );
}
