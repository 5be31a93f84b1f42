import { clsx } from 'clsx';

/**
 * A drawn scene (public/illustrations/…, 640×480), decorative. `priority` for a hero's scene in the first screen;
 * otherwise it loads lazily (below the fold, in a closed menu panel, or hidden on phones, where it is never fetched).
 * A hero's picture reports its paint (Element Timing): the page's script waits for it (ui/islands/boot.mjs).
 */
export function SceneImage({
  src,
  className,
  priority = false,
}: {
  src: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <img
      src={src}
      alt=""
      width={640}
      height={480}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const, elementtiming: 'hero' } : { loading: 'lazy' as const })}
      className={clsx('block h-auto', className)}
    />
  );
}
