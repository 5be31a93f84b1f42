import { Icon, X } from '@/components/ui/icon';
import type { ProofPiece } from '@/content/types';

import { Labelled } from './labelled';

type Flow = Extract<ProofPiece, { type: 'flow' }>;

/** A left-to-right flow of a few steps, and the things it works without. */
export function FlowDiagram({ label, steps, without }: Omit<Flow, 'type'>) {
  return (
    <Labelled label={label}>
      <ol className="mt-3 flex gap-2">
        {steps.map((s, i) => (
          <li
            key={s.label}
            className="relative flex min-w-0 flex-1 flex-col items-center gap-1.5 rounded-xl bg-white/5 px-1 py-3 text-center text-xs font-medium leading-tight text-white ring-1 ring-white/10"
          >
            <Icon name={s.icon} className="size-5 text-cool-300" />
            {s.label}
            {i < steps.length - 1 && (
              <span
                aria-hidden="true"
                className="absolute top-1/2 -right-2 z-10 size-2 -translate-y-1/2 rotate-45 border-t-2 border-r-2 border-cool-300"
              />
            )}
          </li>
        ))}
      </ol>
      {without && without.length > 0 && (
        <>
          <p className="sr-only">Not needed:</p>
          <ul className="mt-3 flex flex-wrap gap-1.5">
            {without.map((w) => (
              <li
                key={w}
                className="inline-flex items-center gap-1 rounded-full border border-white/15 px-2.5 py-1 text-xs text-ink-200"
              >
                <X aria-hidden="true" className="size-3 text-ink-300" /> {w}
              </li>
            ))}
          </ul>
        </>
      )}
    </Labelled>
  );
}
