import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { Exhibit } from '@/schemas/solution';

import { ExhibitFrame } from './frame';

type ShiftRota = Extract<Exhibit, { form: 'shift-rota' }>;

/** Midsize: the shift rota across plants, each running shift able to reach the day-shift expert's answers. */
export function ShiftRotaExhibit({ exhibit: e, band }: { exhibit: ShiftRota; band: 'light' | 'dark' }) {
  return (
    <ExhibitFrame exhibit={e} surface="tint" band={band} surfaceClassName="p-5 sm:p-6">
      <p className="text-lg font-bold leading-snug text-tint-900">{e.title}</p>
      <table className="mt-4 w-full table-fixed border-separate border-spacing-1.5 text-xs">
        <thead>
          <tr>
            <td className="w-[28%]" />
            {e.shifts.map((s) => (
              <th
                key={s}
                scope="col"
                className="pb-1 text-left font-semibold uppercase tracking-[0.08em] text-tint-700"
              >
                {s}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {e.sites.map((site) => (
            <tr key={site.name}>
              <th scope="row" className="pr-1 text-left text-sm font-semibold leading-tight text-tint-900">
                {site.name}
              </th>
              {site.cells.map((c, i) => (
                <td
                  key={i}
                  className={cn(
                    'h-12 rounded-lg px-1.5 align-middle leading-tight sm:px-2',
                    c === 'expert' && 'bg-tint-900 text-white',
                    c === 'call' && 'bg-tint-200 text-tint-900',
                    c === 'none' && 'border border-dashed border-tint-600/40 text-ink-700',
                  )}
                >
                  <span className="flex items-center gap-1.5">
                    {c !== 'none' && (
                      <Icon
                        name={c === 'expert' ? 'UserCheck' : 'PhoneCall'}
                        className="hidden size-3.5 shrink-0 sm:block"
                      />
                    )}
                    <span className="min-w-0">{e.legend[c]}</span>
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 grid grid-cols-3 gap-3 border-t border-tint-600/30 pt-3 text-xs">
        {e.facts.map((f) => (
          <div key={f.item}>
            <dt className="text-ink-700">{f.item}</dt>
            <dd className="text-sm font-semibold text-tint-900">{f.value}</dd>
          </div>
        ))}
      </dl>
    </ExhibitFrame>
  );
}
