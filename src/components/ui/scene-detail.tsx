import { clsx } from 'clsx';

import { SceneImage } from './scene-image';

/**
 * A close-up of a drawn scene (decorative): its upper right, where every industry and role scene keeps its main
 * objects (scripts/build-scenes.mjs), enlarged in a frame of the page's tint. Carries the place further down a
 * page without repeating the hero's picture, and stands for the industry where industries are listed (menu,
 * home page, product page) as a thumbnail. `tint`: the industry whose colours frame it, if no ancestor sets them.
 */
export function SceneDetail({ src, tint, className }: { src: string; tint?: string; className?: string }) {
  return (
    <div
      data-scene-detail=""
      data-tint={tint}
      className={clsx(
        'relative aspect-[5/4] shrink-0 overflow-hidden rounded-2xl bg-tint-50 ring-1 ring-tint-200',
        className,
      )}
    >
      {/* Pushed out past the frame's corner by the scene's own corner radius (28 of 640, enlarged 1.6 times), so
          that rounded corner does not show as a second, larger one inside the frame. */}
      <SceneImage src={src} className="absolute -right-[7.5%] -top-[9.5%] w-[160%] max-w-none" />
    </div>
  );
}
