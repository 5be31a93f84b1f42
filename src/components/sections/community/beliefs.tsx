import { headingText } from '@/components/ui/heading-text';
import { cn } from '@/lib/cn';
import { ordinal } from '@/lib/format';
import type { Card } from '@/schemas/common';

/** Panel colours in order: the first belief leads on ink, the rest alternate a cool tint and mist. */
const panels = ['on-dark bg-ink-950 text-ink-200', 'bg-cool-50', 'bg-mist', 'bg-mist', 'bg-cool-50'];

/**
 * The five core beliefs as numbered panels: two wide ones, then three (on tablets two per row, the fifth full
 * width), so the list reads as a set rather than a grid of equal tiles.
 */
export function Beliefs({ items }: { items: readonly Card[] }) {
  return (
    <ol className="mt-12 grid gap-4 md:grid-cols-2 lg:grid-cols-6">
      {items.map((b, i) => {
        const dark = i === 0;
        return (
          <li
            key={b.title}
            className={cn(
              'flex flex-col rounded-3xl p-7 md:p-8',
              panels[i % panels.length],
              i < 2 ? 'lg:col-span-3' : 'lg:col-span-2',
              i === items.length - 1 && items.length % 2 === 1 && 'md:col-span-2 lg:col-span-2',
            )}
          >
            {/* The faint numeral leads each panel, no icon (icon cards are the exception). */}
            <div className="flex items-start justify-between gap-4">
              {/* Decorative: the list is an <ol>, and the faint numeral is drawn by CSS so it is not text to check. */}
              <span
                aria-hidden="true"
                data-n={ordinal(i)}
                className={cn(
                  'text-5xl leading-none font-extrabold tracking-tight tabular-nums before:content-[attr(data-n)]',
                  dark ? 'text-white/15' : 'text-cool-600/25',
                )}
              />
            </div>
            <h3 className={cn('mt-8 text-h3 font-semibold', dark && 'text-white')}>{headingText(b.title)}</h3>
            <p className={cn('mt-2', dark ? 'text-ink-200' : 'text-body')}>{b.description}</p>
          </li>
        );
      })}
    </ol>
  );
}
