import { Checklist } from '@/components/ui/card';

import type { BlockProps } from './types';

/** Heading beside a two-column check list (the block's action is not shown). */
export function ChecklistBlock({ block, heading }: BlockProps<'checklist'>) {
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
      {heading}
      <Checklist items={block.items} cols={{ md: 2 }} />
    </div>
  );
}
