import { Checklist } from '@/components/ui/card';
import { blockLabels } from '@/lib/labels';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

/** A three-column comparison table (scrolls sideways on small screens), with optional notes below. */
export function TableBlock({ block, heading }: BlockProps<'table'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <div>
        <section
          className="overflow-x-auto rounded-2xl border border-line bg-white"
          aria-label={`${block.heading}: ${blockLabels.table}`}
          // A scrolling region must be reachable by keyboard to scroll it (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="w-full min-w-[36rem] text-left text-small">
            <thead className="bg-ink-950 text-white">
              <tr>
                {block.columns.map((c) => (
                  <th key={c} scope="col" className="px-5 py-4 font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map(([a, b, c]) => (
                <tr key={a} className="border-t border-line">
                  <th scope="row" className="px-5 py-4 font-semibold text-ink-950">
                    {a}
                  </th>
                  <td className="px-5 py-4">
                    <span className="inline-flex rounded-full bg-tint-100 px-2.5 py-0.5 text-sm font-semibold text-tint-700">
                      {b}
                    </span>
                  </td>
                  <td className="px-5 py-4">{c}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        {block.notes && <Checklist items={block.notes} className="mt-8" cols={{ md: 3 }} />}
      </div>
    </StackedBlock>
  );
}
