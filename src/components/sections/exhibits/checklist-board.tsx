import { Icon } from '@/components/ui/icon';
import type { Exhibit } from '@/schemas/solution';

import { ExhibitFrame } from './frame';

type ChecklistBoard = Extract<Exhibit, { form: 'checklist-board' }>;

/** Small business: the closing checklist on a clipboard, and the line posted on the wall beside it. */
export function ChecklistBoardExhibit({ exhibit: e, band }: { exhibit: ChecklistBoard; band: 'light' | 'dark' }) {
  return (
    <ExhibitFrame exhibit={e} surface="tint" band={band} surfaceClassName="bg-tint-100 p-4 sm:p-5">
      <div className="grid gap-4 sm:grid-cols-[1fr_11rem] sm:items-start">
        <div className="relative rounded-lg bg-white px-4 pt-6 pb-4 shadow-md shadow-ink-950/15 ring-1 ring-ink-900/10">
          <span
            aria-hidden="true"
            className="absolute -top-1.5 left-1/2 h-4 w-16 -translate-x-1/2 rounded-md bg-ink-700"
          />
          <p className="text-xs font-semibold uppercase tracking-[0.1em] text-tint-700">{e.list}</p>
          <p className="mt-1 text-base font-bold leading-snug text-ink-950">{e.title}</p>
          <ul className="mt-3 space-y-2 text-sm text-ink-900">
            {e.items.map((i) => (
              <li key={i} className="flex gap-2">
                <span aria-hidden="true" className="mt-0.5 size-4 shrink-0 rounded border-2 border-tint-700" />
                {i}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-md bg-tint-900 p-4 text-white shadow-lg shadow-ink-950/25 sm:mt-6 sm:rotate-2">
          <Icon name="PhoneCall" className="size-6 text-tint-200" />
          <p className="mt-2 text-base font-bold leading-snug">{e.sign.heading}</p>
          <p className="mt-1 text-sm text-white/90">{e.sign.text}</p>
        </div>
      </div>
      <p className="sr-only">Not needed:</p>
      <ul className="mt-4 flex flex-wrap gap-1.5">
        {e.facts.map((f) => (
          <li
            key={f}
            className="rounded-full bg-white px-2.5 py-1 text-xs font-medium text-tint-900 ring-1 ring-tint-600/40"
          >
            {f}
          </li>
        ))}
      </ul>
    </ExhibitFrame>
  );
}
