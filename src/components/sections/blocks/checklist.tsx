import { Checklist } from '@/components/ui/card';
import { Waveform } from '@/components/ui/waveform';

import type { BlockProps } from './types';

/**
 * Heading beside a two-column check list (the block's action is not shown). With `sides`, the list is two layers
 * instead: the first items on a light card (what carries the partner's name) over a dark one (what runs underneath),
 * both in two columns from md, so sides of like length read as one balanced pair.
 */
export function ChecklistBlock({ block, heading }: BlockProps<'checklist'>) {
  const { sides } = block;
  if (!sides)
    return (
      <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        {heading}
        <Checklist items={block.items} cols={{ md: 2 }} />
      </div>
    );
  const first = block.items.slice(0, sides.firstCount);
  const rest = block.items.slice(sides.firstCount);
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
      {heading}
      <div className="grid">
        <div className="relative z-10 rounded-2xl bg-white p-6 shadow-card ring-1 ring-line md:p-8">
          <h3 className="flex items-center gap-3 font-spoken text-xs tracking-wide text-cool-700 uppercase">
            <Waveform bars={8} className="h-4 text-signal-500" />
            {sides.first}
          </h3>
          <Checklist items={first} cols={{ md: 2 }} className="mt-5" />
        </div>
        {rest.length > 0 && (
          <div className="on-dark -mt-4 rounded-b-2xl bg-ink-950 px-6 pt-10 pb-6 md:px-8 md:pb-8">
            <h3 className="font-spoken text-xs tracking-wide text-cool-300 uppercase">{sides.rest}</h3>
            <Checklist items={rest} dark cols={{ md: 2 }} className="mt-5" />
          </div>
        )}
      </div>
    </div>
  );
}
