import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { SceneImage } from './scene-image';

/**
 * A hero's drawn scene (640×480, decorative) with the product in front of it: the scene carries the place, the
 * call card (or SMS thread) the meaning. Up to lg the scene comes first and the card overlaps its lower-left
 * floor. From lg, beside the copy in a band of about 640 px, the scene fills the top of the column and a narrow
 * card (a preview of the exchange: see CallCard's `preview`) overlaps only its lower-left quarter, hanging into
 * the column gap, where the scenes keep their empty floor (scripts/scenes: objects live in the upper half and on
 * the right), so each place stays recognisable.
 */
export function HeroScene({
  src,
  className,
  sceneClassName,
  children,
  scene,
}: {
  /** Marks the root with `data-scene` (the role heroes: tests find the scene and its exchange by it). */
  scene?: string;
  src: string;
  className?: string;
  sceneClassName?: string;
  children: ReactNode;
}) {
  return (
    <div data-scene={scene} className={cn('relative w-full max-w-xl lg:max-w-none', className)}>
      <SceneImage
        src={src}
        priority
        className={cn(
          'w-full rounded-[2rem] ring-1 lg:absolute lg:right-0 lg:top-0 lg:w-[calc(100%-2.5rem)]',
          sceneClassName,
        )}
      />
      <div className="relative -mt-16 w-[92%] max-w-sm sm:-mt-32 sm:ml-[-1.5rem] lg:mt-[6.25rem] lg:ml-[-1rem] lg:w-[19.5rem] lg:max-w-none">
        {children}
      </div>
    </div>
  );
}
