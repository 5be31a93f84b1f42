import { Checklist } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { blockLabels } from '@/lib/labels';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

/**
 * A three-column comparison table (scrolls sideways on small screens), with optional notes below. With `stack`, below
 * md each row is a short entry instead: the name and its tag on one line, the detail under them, the head hidden.
 */
export function TableBlock({ block, heading }: BlockProps<'table'>) {
  const s = block.stack;
  return (
    <StackedBlock heading={heading} action={block.action}>
      <div>
        <section
          className={cn('rounded-2xl border border-line bg-white', s ? 'md:overflow-x-auto' : 'overflow-x-auto')}
          aria-label={`${block.heading}: ${blockLabels.table}`}
          // A scrolling region must be reachable by keyboard to scroll it (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className={cn('w-full text-left text-small', s ? 'md:min-w-[36rem]' : 'min-w-[36rem]')}>
            <thead className={cn('bg-ink-950 text-white', s && 'max-md:sr-only')}>
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
                <tr
                  key={a}
                  className={cn(
                    'border-t border-line',
                    s &&
                      'max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:px-5 max-md:py-4 max-md:first:border-t-0',
                  )}
                >
                  <th scope="row" className={cn('px-5 py-4 font-semibold text-ink-950', s && 'max-md:p-0')}>
                    {a}
                  </th>
                  <td className={cn('px-5 py-4', s && 'max-md:p-0')}>
                    <span className="inline-flex rounded-full bg-tint-100 px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-tint-700">
                      {b}
                    </span>
                  </td>
                  <td className={cn('px-5 py-4', s && 'max-md:col-span-2 max-md:p-0 max-md:pt-1.5')}>{c}</td>
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
