import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/content/types';
import { gridStyle } from '@/lib/grid';

export interface Step {
  title: string;
  description: string;
  icon: IconName;
}

/** Numbered steps / phases, connected by a line on wide screens. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol
      data-card-grid=""
      className="card-grid"
      style={gridStyle(steps.length, steps.length === 4 ? { md: 2, xl: 4 } : { md: 3 })}
    >
      {steps.map((s, i) => (
        <li key={s.title} className="relative rounded-2xl border border-line bg-white p-6 md:p-7">
          <div className="flex items-center justify-between">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-ink-950 text-cool-300">
              <Icon name={s.icon} className="size-5" />
            </span>
            <span className="text-2xl font-extrabold tracking-tight text-cool-600" aria-hidden="true">
              0{i + 1}
            </span>
          </div>
          <h3 className="mt-5 text-h3 font-semibold">
            <span className="sr-only">Step {i + 1}: </span>
            {s.title}
          </h3>
          <p className="mt-2.5 text-[0.9875rem]">{s.description}</p>
        </li>
      ))}
    </ol>
  );
}
