import { cx } from '@/lib/cx';

import { SceneImage } from './scene-image';

/**
 * A close-up of a drawn scene (decorative): its upper right, where every industry and role scene keeps its main
 * objects (scripts/build-scenes.mjs), enlarged in a frame of the page's tint. Carries the place further down a
 * page without repeating the hero's picture.
 */
export function SceneDetail({ src, className }: { src: string; className?: string }) {
  return (
    <div
      data-scene-detail=""
      className={cx('relative aspect-[5/4] overflow-hidden rounded-2xl bg-tint-50 ring-1 ring-tint-200', className)}
    >
      <SceneImage src={src} className="absolute right-0 top-0 w-[160%] max-w-none" />
    </div>
  );
}
