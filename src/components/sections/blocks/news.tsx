import { headingText } from '@/components/ui/heading-text';
import { formatDate } from '@/lib/dates';
import { blockLabels } from '@/lib/labels';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

/** The featured item on a dark panel beside the list of the others. */
export function NewsBlock({ block, heading }: BlockProps<'news'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <div className="grid gap-5 lg:grid-cols-[1.4fr_1fr]">
        <article className="on-dark flex flex-col rounded-3xl bg-ink-950 p-8 md:p-10">
          <p className="text-sm font-semibold text-cool-300">
            {blockLabels.featured} · {block.featured.category}
          </p>
          <h3 className="mt-3 text-h2 font-bold text-white">{headingText(block.featured.title)}</h3>
          {block.featured.date && (
            <p className="mt-2 text-sm text-ink-300">
              <time dateTime={block.featured.date}>{formatDate(block.featured.date)}</time>
            </p>
          )}
          <p className="mt-5 text-lead text-ink-200">{block.featured.summary}</p>
        </article>
        <ul className="grid gap-4">
          {block.items.map((n) => (
            <li key={n.title} className="rounded-2xl border border-line bg-white p-6">
              <p className="text-sm font-semibold text-tint-700">
                {n.category}
                {n.date && (
                  <>
                    {' '}
                    · <time dateTime={n.date}>{formatDate(n.date)}</time>
                  </>
                )}
              </p>
              <h3 className="mt-1.5 font-semibold text-ink-950">{headingText(n.title)}</h3>
              <p className="mt-1.5 text-small">{n.summary}</p>
            </li>
          ))}
        </ul>
      </div>
    </StackedBlock>
  );
}
