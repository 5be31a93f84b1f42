import { Icon, X } from '@/components/ui/icon';
import type { Exhibit } from '@/schemas/solution';

import { ExhibitFrame } from './frame';

type Architecture = Extract<Exhibit, { form: 'architecture' }>;

/**
 * CIO: the architecture as a line drawing on a blueprint grid. The call's path is a solid line; the systems it
 * is not integrated with hang off a broken dashed line.
 */
export function ArchitectureExhibit({ exhibit: e, band }: { exhibit: Architecture; band: 'light' | 'dark' }) {
  return (
    <ExhibitFrame
      exhibit={e}
      surface="paper"
      band={band}
      surfaceClassName="rounded-xl [background-image:linear-gradient(var(--tint-100)_1px,transparent_1px),linear-gradient(90deg,var(--tint-100)_1px,transparent_1px)] [background-size:16px_16px] px-4 py-5 sm:px-5"
    >
      <p className="font-mono text-[0.6875rem] font-semibold uppercase tracking-[0.14em] text-tint-700">{e.title}</p>
      <div className="relative mt-4">
        <span aria-hidden="true" className="absolute top-6 right-[12.5%] left-[12.5%] h-0.5 bg-tint-700" />
        <ol className="relative grid grid-cols-4 gap-2">
          {e.path.map((n) => (
            <li key={n.label} className="flex flex-col items-center text-center">
              <span className="flex size-12 items-center justify-center rounded-full border-2 border-tint-700 bg-white text-tint-700">
                <Icon name={n.icon} className="size-5" />
              </span>
              <span className="mt-2 text-xs font-semibold leading-tight text-tint-900 sm:text-sm">{n.label}</span>
              <span className="mt-0.5 text-[0.6875rem] leading-tight text-ink-700 sm:text-xs">{n.detail}</span>
            </li>
          ))}
        </ol>
      </div>
      <div aria-hidden="true" className="relative h-10">
        <span className="absolute top-0 bottom-0 left-[62.5%] border-l-2 border-dashed border-tint-600/60" />
        <span className="absolute top-1/2 left-[62.5%] flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-tint-700 bg-white text-tint-700">
          <X className="size-3.5" />
        </span>
      </div>
      <div className="rounded-lg border-2 border-dashed border-tint-600/60 bg-white/80 p-3">
        <p className="text-xs font-semibold text-tint-900">{e.notConnected.label}</p>
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {e.notConnected.items.map((i) => (
            <li
              key={i}
              className="rounded border border-ink-900/20 bg-white px-2 py-0.5 font-mono text-xs text-ink-700 line-through decoration-ink-700/50"
            >
              {i}
            </li>
          ))}
        </ul>
      </div>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-xs sm:grid-cols-3">
        {e.facts.map((f) => (
          <div key={f.item} className="border-t-2 border-tint-700 pt-1.5">
            <dt className="text-ink-700">{f.item}</dt>
            <dd className="font-semibold text-tint-900">{f.value}</dd>
          </div>
        ))}
      </dl>
    </ExhibitFrame>
  );
}
