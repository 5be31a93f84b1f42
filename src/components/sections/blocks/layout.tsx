import type { ReactNode } from 'react';
import type { Cta } from '@/content/types';
import { Button } from '@/components/ui/button';

/** The common block layout: heading, content, then the block's optional action button. */
export function StackedBlock({ heading, action, children }: { heading: ReactNode; action?: Cta; children: ReactNode }) {
  return (
    <>
      {heading}
      <div className="mt-12">{children}</div>
      {action && <div className="mt-10"><Button href={action.href} variant="secondary" arrow>{action.label}</Button></div>}
    </>
  );
}

/** The bordered white tile most blocks list their items in. */
export const tileClass = 'flex h-full flex-col rounded-2xl border border-line bg-white p-7';

/** A list item drawn as a tile. */
export function Tile({ children }: { children: ReactNode }) {
  return <li className={tileClass}>{children}</li>;
}
