import { Icon } from '@/components/ui/icon';
import type { Exhibit } from '@/schemas/solution';

import { ExhibitFrame } from './frame';

type Notebook = Extract<Exhibit, { form: 'notebook' }>;

/** Family-owned: a page of the owner's notebook (ruled, with a margin), and who can now call it. */
export function NotebookExhibit({ exhibit: e, band }: { exhibit: Notebook; band: 'light' | 'dark' }) {
  return (
    <ExhibitFrame
      exhibit={e}
      surface="paper"
      band={band}
      className="sm:-rotate-1"
      surfaceClassName="rounded-sm rounded-t-lg"
    >
      <div aria-hidden="true" className="flex justify-around bg-tint-100 px-6 py-2">
        {Array.from({ length: 9 }, (_, i) => (
          <span key={i} className="size-2.5 rounded-full bg-tint-900/70" />
        ))}
      </div>
      <div className="relative [background-image:linear-gradient(transparent_25px,var(--tint-200)_25px,var(--tint-200)_26px,transparent_26px)] [background-size:100%_32px] pt-0 pr-5 pb-2 pl-14">
        <span aria-hidden="true" className="absolute top-0 bottom-0 left-10 w-px bg-tint-400" />
        <p className="text-sm leading-8 font-semibold text-tint-700">{e.notebook}</p>
        <p className="text-lg leading-8 font-bold text-ink-950">{e.title}</p>
        <ul className="text-[0.9375rem] leading-8 italic text-ink-900">
          {e.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </div>
      <div className="border-t-2 border-tint-700 bg-tint-50 px-5 py-3.5">
        <p className="flex items-center gap-2 text-sm font-semibold text-tint-900">
          <Icon name="PhoneCall" className="size-4 text-tint-700" />
          {e.reachLabel}
        </p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {e.reach.map((r) => (
            <li key={r.label} className="rounded-full bg-white px-3 py-1 text-sm text-ink-700 ring-1 ring-tint-600/40">
              <span className="font-semibold text-ink-950">{r.count}</span> {r.label}
            </li>
          ))}
        </ul>
      </div>
    </ExhibitFrame>
  );
}
