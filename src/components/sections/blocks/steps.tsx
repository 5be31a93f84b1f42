import { Checklist } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { blockLabels } from '@/content/shared';
import { gridStyle } from '@/lib/grid';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

export function StepsBlock({ block, heading }: BlockProps<'steps'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol data-card-grid="" className="card-grid" style={gridStyle(block.steps.length, { md: 2, xl: 4 })}>
        {block.steps.map((s, i) => (
          <li key={s.title} className="rounded-2xl border border-line bg-white p-6">
            <div className="flex items-center justify-between">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-ink-950 text-cool-300">
                <Icon name={s.icon} className="size-5" />
              </span>
              <span className="text-sm font-bold text-cool-700">
                {blockLabels.phase} {i + 1}
              </span>
            </div>
            <h3 className="mt-5 text-h3 font-semibold">{s.title}</h3>
            <p className="mt-2 text-[0.9875rem]">{s.description}</p>
            {s.points && <Checklist items={s.points} className="mt-4 text-small" />}
          </li>
        ))}
      </ol>
    </StackedBlock>
  );
}
