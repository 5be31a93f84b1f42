import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { SceneImage } from './scene-image';

/**
 * A hero's drawn scene (640×480, decorative) with the product in front of it: the scene carries the place, the
 * call card (or SMS thread) the meaning. On a phone the scene comes first and the card overlaps its lower-left
 * floor. From sm to lg (the hero is one column there) the two stand side by side, the card overlapping the scene's
 * left edge (its empty floor), so neither leaves an empty half of the band. From lg, beside the copy in a band of about 640 px, the scene fills the top of the column and a narrow
 * card (a preview of the exchange: see CallCard's `preview`) overlaps only its lower-left quarter, hanging into
 * the column gap, where the scenes keep their empty floor (scripts/scenes: objects live in the upper half and on
 * the right), so each place stays recognisable. `apart`: below lg the card stands clear of the scene (after it on a
 * phone, beside it from sm) instead of overlapping it, so the whole place shows.
 */
export function HeroScene({
  src,
  className,
  sceneClassName,
  children,
  scene,
  apart = false,
}: {
  /** Marks the root with `data-scene` (the role heroes: tests find the scene and its exchange by it). */
  scene?: string;
  src: string;
  className?: string;
  sceneClassName?: string;
  children: ReactNode;
  apart?: boolean;
}) {
  return (
    <div
      data-scene={scene}
      className={cn(
        'relative w-full max-w-xl sm:grid sm:max-w-none sm:grid-cols-[18rem_minmax(0,1fr)] sm:items-center lg:block',
        apart && 'sm:gap-6',
        className,
      )}
    >
      <SceneImage
        src={src}
        priority
        className={cn(
          'w-full rounded-[2rem] ring-1 sm:col-start-2 sm:row-start-1',
          'lg:absolute lg:right-0 lg:top-0 lg:w-[calc(100%-2.5rem)]',
          sceneClassName,
        )}
      />
      <div
        className={cn(
          'relative w-[92%] max-w-sm sm:col-start-1 sm:row-start-1 sm:mt-0 sm:-mr-12 sm:w-auto sm:max-w-none lg:mt-[6.25rem] lg:ml-[-1rem] lg:w-[19.5rem]',
          apart ? 'mt-4 w-full sm:mr-0' : '-mt-16',
        )}
      >
        {children}
      </div>
    </div>
  );
}
