import { Checklist } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { StackedBlock } from './layout';
import type { BlockProps } from './types';

/** Illustrative stories: a picture panel beside the text, alternating sides. */
export function StoriesBlock({ block, heading }: BlockProps<'stories'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ol className="grid gap-8">
        {block.items.map((s, i) => (
          <li key={s.title} className="grid overflow-hidden rounded-3xl border border-line bg-white md:grid-cols-2">
            <div role="img" aria-label={s.alt}
              className={cn('flex min-h-56 items-center justify-center bg-gradient-to-br from-ink-900 to-ink-700', i % 2 === 1 && 'md:order-2')}>
              <Icon name={s.icon} className="size-20 text-cool-300/80" />
            </div>
            <div className="p-7 md:p-10">
              <p className="text-sm font-semibold uppercase tracking-[0.14em] text-cool-700">{s.subtitle}</p>
              <h3 className="mt-2 text-h3 font-bold">{s.title}</h3>
              <p className="mt-3">{s.description}</p>
              <h4 className="mt-6 text-sm font-semibold text-ink-950">Outcomes to aim for</h4>
              <Checklist items={s.outcomes} className="mt-3 text-[0.9375rem]" />
            </div>
          </li>
        ))}
      </ol>
    </StackedBlock>
  );
}
