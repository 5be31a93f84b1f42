import { TileTop } from '@/components/sections/steps';
import { Checklist } from '@/components/ui/card';
import { GridList } from '@/components/ui/grid-list';
import { blockLabels } from '@/content/shared';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

export function StepsBlock({ block, heading }: BlockProps<'steps'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <GridList
        items={block.steps}
        cols={{ md: 2, xl: 4 }}
        ordered
        itemClassName="rounded-2xl border border-line bg-white p-6"
      >
        {(s, i) => (
          <>
            <TileTop icon={s.icon}>
              <span className="text-sm font-bold text-cool-700">
                {blockLabels.phase} {i + 1}
              </span>
            </TileTop>
            <h3 className="mt-5 text-h3 font-semibold">{s.title}</h3>
            <p className="mt-2 text-[0.9875rem]">{s.description}</p>
            {s.points && <Checklist items={s.points} className="mt-4 text-small" />}
          </>
        )}
      </GridList>
    </StackedBlock>
  );
}
