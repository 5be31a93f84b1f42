import type { Exhibit } from '@/schemas/solution';

import { ExhibitFrame } from './frame';

type GrowthChart = Extract<Exhibit, { form: 'growth-chart' }>;

const W = 440;
const H = 180;
const x = (i: number, n: number) => 24 + (i / Math.max(1, n - 1)) * (W - 48);
const y = (v: number) => H - 16 - (v / 100) * (H - 32);
const line = (pts: number[]) => pts.map((v, i) => `${i ? 'L' : 'M'}${x(i, pts.length)} ${y(v)}`).join(' ');

/**
 * Fast-growing: headcount outgrowing the bench of experienced people, as two lines (their shape, not a
 * measurement), and the gap between them that the line covers. The legend and the gap label are the text.
 */
export function GrowthChartExhibit({ exhibit: e, band }: { exhibit: GrowthChart; band: 'light' | 'dark' }) {
  const n = e.hires.points.length;
  const gap = `${line(e.hires.points)} ${[...e.experts.points]
    .map((v, i) => [x(i, n), y(v)] as const)
    .reverse()
    .map(([a, b]) => `L${a} ${b}`)
    .join(' ')} Z`;
  return (
    <ExhibitFrame exhibit={e} surface="paper" band={band} surfaceClassName="rounded-2xl p-5 sm:p-6">
      <p className="text-lg font-bold leading-snug text-ink-950">{e.title}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-700">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-0.5 w-5 bg-tint-700" />
          {e.hires.label}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-0.5 w-5 border-t-2 border-dashed border-ink-700" />
          {e.experts.label}
        </li>
      </ul>
      <div className="relative mt-2">
        <svg viewBox={`0 0 ${W} ${H}`} className="block h-auto w-full" aria-hidden="true">
          {[0.25, 0.5, 0.75].map((f) => (
            <line
              key={f}
              x1="24"
              x2={W - 24}
              y1={16 + f * (H - 32)}
              y2={16 + f * (H - 32)}
              className="stroke-ink-900/10"
            />
          ))}
          <line x1="24" x2={W - 24} y1={H - 16} y2={H - 16} className="stroke-ink-900/40" />
          <path d={gap} className="fill-tint-200/70" />
          <path
            d={line(e.experts.points)}
            className="fill-none stroke-ink-700"
            strokeWidth="2.5"
            strokeDasharray="6 5"
          />
          <path d={line(e.hires.points)} className="fill-none stroke-tint-700" strokeWidth="3" />
          <circle
            cx={x(n - 1, n)}
            cy={y(e.hires.points[n - 1] ?? 0)}
            r="6"
            className="fill-white stroke-tint-700"
            strokeWidth="3"
          />
        </svg>
        <p className="absolute top-[44%] left-[68%] max-w-[9rem] -translate-x-1/2 rounded-md bg-white px-2 py-1 text-xs font-semibold leading-snug text-tint-900 shadow-sm ring-1 ring-tint-600/40">
          {e.gap}
        </p>
      </div>
      <ol aria-hidden="true" className="flex justify-between px-1 text-xs text-ink-700">
        {e.periods.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ol>
      <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-ink-900/10 pt-3 text-sm">
        {e.facts.map((f) => (
          <div key={f.item}>
            <dt className="text-ink-700">{f.item}</dt>
            <dd className="font-semibold text-ink-950">{f.value}</dd>
          </div>
        ))}
      </dl>
    </ExhibitFrame>
  );
}
