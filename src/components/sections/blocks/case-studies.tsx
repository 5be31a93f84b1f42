import { Checklist, IconBadge } from '@/components/ui/card';
import { StackedBlock, Tile } from './layout';
import type { BlockProps } from './types';
import { gridStyle } from '@/lib/grid';

export function CaseStudiesBlock({ block, heading }: BlockProps<'caseStudies'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ul data-card-grid="" className="card-grid" style={gridStyle(block.items.length, { md: 2 })}>
        {block.items.map((c) => (
          <Tile key={c.title}>
            <div className="flex items-center gap-3">
              <IconBadge name={c.icon} />
              <h3 className="text-h3 font-semibold">{c.title}</h3>
            </div>
            <dl className="mt-6 grid gap-4 text-[0.9375rem]">
              <div><dt className="font-semibold text-ink-950">Problem</dt><dd className="mt-1">{c.problem}</dd></div>
              <div><dt className="font-semibold text-ink-950">Solution</dt><dd className="mt-1">{c.solution}</dd></div>
              <div>
                <dt className="font-semibold text-ink-950">Expected metrics</dt>
                <dd className="mt-2"><Checklist items={c.expectedMetrics} /></dd>
              </div>
            </dl>
          </Tile>
        ))}
      </ul>
    </StackedBlock>
  );
}
