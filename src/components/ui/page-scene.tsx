import { SceneImage } from '@/components/ui/scene-image';
import { pageScene, type PageSceneSlug } from '@/content/scenes';

/**
 * A company or services page's hero visual: that page's subject drawn as a scene
 * (public/illustrations/pages/<slug>.svg, 640×480, decorative). Beside the text from md up; on phones the whole
 * drawing, framed smaller under the copy (never cropped: a band cut from its middle lost the speech bubbles and the
 * top of the diagrams), so the h1 and the primary action stay in the first screen. It is in the first screen at every width, so it
 * loads at once (`priority`: postbuild writes it into the page, scripts/first-paint.mjs), never lazily.
 */
export function PageScene({ slug }: { slug: PageSceneSlug }) {
  return (
    <div data-scene={slug} className="w-full max-w-[17.5rem] md:max-w-md">
      <SceneImage
        src={pageScene(slug)}
        priority
        className="aspect-[4/3] w-full rounded-3xl bg-white object-cover object-center ring-1 ring-tint-200/70 md:rounded-[2rem]"
      />
    </div>
  );
}
