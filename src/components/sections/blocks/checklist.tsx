import { Checklist } from '@/components/ui/card';
import { Waveform } from '@/components/ui/waveform';

import type { BlockProps } from './types';

/**
 * Heading beside a two-column check list (the block's action is not shown). With `sides`, the list is two cards
 * under the heading instead: the first items on a light card (what carries the partner's name) beside a dark one
 * (what runs underneath), so sides of like length read as one balanced pair.
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
  // The heading over the pair, the two cards side by side from lg and one height, so the columns end together.
  return (
    <>
      {heading}
      <div className="mt-10 grid gap-4 md:mt-12 lg:grid-cols-2 lg:gap-6">
        <div className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-line md:p-8">
          <h3 className="flex items-center gap-3 font-spoken text-xs tracking-wide text-cool-700 uppercase">
            <Waveform bars={8} className="h-4 text-signal-500" />
            {sides.first}
          </h3>
          <Checklist items={first} className="mt-5" />
        </div>
        {rest.length > 0 && (
          <div className="on-dark rounded-2xl bg-ink-950 p-6 md:p-8">
            <h3 className="font-spoken text-xs tracking-wide text-cool-300 uppercase">{sides.rest}</h3>
            <Checklist items={rest} dark className="mt-5" />
          </div>
        )}
      </div>
    </>
  );
}
