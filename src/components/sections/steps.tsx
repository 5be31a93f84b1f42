import { GridList } from '@/components/ui/grid-list';
import { Icon } from '@/components/ui/icon';
import { blockLabels } from '@/content/shared';
import type { IconName } from '@/content/types';

export interface Step {
  title: string;
  description: string;
  icon: IconName;
}

/** Numbered steps / phases, connected by a line on wide screens. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <GridList
      items={steps}
      cols={steps.length === 4 ? { md: 2, xl: 4 } : { md: 3 }}
      ordered
      itemClassName="relative rounded-2xl border border-line bg-white p-6 md:p-7"
    >
      {(s, i) => (
        <>
          <div className="flex items-center justify-between">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-ink-950 text-cool-300">
              <Icon name={s.icon} className="size-5" />
            </span>
            <span className="text-2xl font-extrabold tracking-tight text-cool-600" aria-hidden="true">
              0{i + 1}
            </span>
          </div>
          <StepHeading index={i} title={s.title} className="mt-5 text-h3 font-semibold" />
          <p className="mt-2.5 text-[0.9875rem]">{s.description}</p>
        </>
      )}
    </GridList>
  );
}

/** A numbered step's h3: the number is read out ("Step 1: …") where the list shows it only visually. */
export function StepHeading({ index, title, className }: { index: number; title: string; className: string }) {
  return (
    <h3 className={className}>
      <span className="sr-only">{blockLabels.step(index + 1)}</span>
      {title}
    </h3>
  );
}
