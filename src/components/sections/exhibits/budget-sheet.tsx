import type { Exhibit } from '@/schemas/solution';

import { ExhibitFrame, Reading } from './frame';

type BudgetSheet = Extract<Exhibit, { form: 'budget-sheet' }>;

/** CFO: a one-page budget review on paper, a second sheet showing behind it. */
export function BudgetSheetExhibit({ exhibit: e, band }: { exhibit: BudgetSheet; band: 'light' | 'dark' }) {
  return (
    <ExhibitFrame
      exhibit={e}
      surface="paper"
      band={band}
      stacked
      surfaceClassName="tabular-nums before:absolute before:inset-x-0 before:top-0 before:h-1.5 before:bg-tint-600"
    >
      <div className="px-6 pt-6">
        <p className="text-[0.6875rem] font-semibold uppercase tracking-[0.16em] text-tint-700">{e.subject}</p>
        <p className="mt-1.5 text-xl font-bold leading-snug text-ink-950">{e.title}</p>
      </div>
      <table className="mx-6 mt-2 w-[calc(100%-3rem)] border-collapse text-sm">
        <thead>
          <tr className="border-b-2 border-ink-900 text-left text-xs uppercase tracking-[0.08em] text-ink-700">
            <th scope="col" className="py-1.5 font-semibold">
              {e.columns[0]}
            </th>
            <th scope="col" className="py-1.5 text-right font-semibold">
              {e.columns[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {e.lines.map((l) => (
            <tr key={l.item} className="border-b border-dashed border-ink-900/20">
              <th scope="row" className="py-1.5 pr-3 text-left font-normal text-ink-700">
                {l.item}
              </th>
              <td className="py-1.5 text-right font-semibold text-ink-950">{l.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mx-6 mt-3 mb-4 rounded-md bg-tint-50 px-4 py-3 ring-1 ring-tint-600/30">
        <p className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-xs font-semibold uppercase tracking-[0.08em] text-tint-700">{e.returnsLabel}</span>
          {e.returns[0]?.reading && <Reading text={e.returns[0].reading} tone="light" />}
        </p>
        <dl className="mt-2 grid grid-cols-2 gap-4">
          {e.returns.map((f) => (
            <div key={f.label} className="flex flex-col-reverse justify-end">
              <dt className="text-sm text-ink-700">{f.label}</dt>
              <dd className="text-xl font-extrabold tracking-tight text-ink-950">{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {e.scorecard && (
        <div data-scorecard="" className="mx-6 mb-5">
          <p className="font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase">{e.scorecard.label}</p>
          {/* On a phone each measure is a line (name, then how it is read); three columns from sm. */}
          <ul className="mt-1.5 grid gap-x-3 text-xs leading-snug sm:grid-cols-3">
            {e.scorecard.measures.map((m) => (
              <li
                key={m.name}
                className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] gap-x-3 border-t border-dashed border-ink-900/20 py-1.5 sm:block sm:pb-0"
              >
                <span className="block font-semibold text-ink-950">{m.name}</span>
                <span className="text-ink-700">{m.read}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ExhibitFrame>
  );
}
