import { NumberedTile } from '@/components/sections/steps';
import { Checklist } from '@/components/ui/card';
import { GridList } from '@/components/ui/grid-list';
import { ordinal } from '@/lib/format';
import { blockLabels } from '@/lib/labels';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

export function StepsBlock({ block, heading, plain }: BlockProps<'steps'>) {
  const numbered = block.counter === 'number';
  return (
    <StackedBlock heading={heading} action={block.action}>
      <GridList
        items={block.steps}
        cols={{ md: 2, xl: 4 }}
        ordered
        rows={block.steps.some((s) => s.points) ? 4 : 3}
        // Numbered alone, the steps are a ruled row (no cards, no icons: the number says enough).
        itemClassName={numbered ? 'border-t-2 border-tint-600 pt-5' : 'rounded-2xl border border-line bg-white p-6'}
      >
        {(s, i) => (
          <NumberedTile
            {...s}
            icon={plain || numbered ? undefined : s.icon}
            number={
              numbered ? (
                <span className="font-spoken text-2xl leading-none font-semibold text-tint-600">{ordinal(i)}</span>
              ) : (
                <span className="text-sm font-bold text-tint-700">
                  {blockLabels.phase} {i + 1}
                </span>
              )
            }
          >
            {s.points && <Checklist items={s.points} className="mt-4 text-small" />}
          </NumberedTile>
        )}
      </GridList>
    </StackedBlock>
  );
}
