import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { Exhibit } from '@/schemas/solution';

import { ExhibitFrame } from './frame';

type Network = Extract<Exhibit, { form: 'network' }>;

const W = 480;
const H = 230;

/** Sites round the hub in three sectors, one per region, alternating between two rings. */
function layout(regions: Network['regions']) {
  const total = regions.reduce((n, r) => n + r.sites, 0);
  const points: { x: number; y: number; region: number }[] = [];
  let k = 0;
  regions.forEach((r, ri) => {
    for (let j = 0; j < r.sites; j++, k++) {
      // A small gap between sectors so the regions read as groups.
      const a = -Math.PI / 2 + ((k + ri * 1.5 + 0.5) / (total + regions.length * 1.5)) * Math.PI * 2;
      const ring = j % 2 === 0 ? 1 : 0.74;
      points.push({ x: W / 2 + Math.cos(a) * 215 * ring, y: H / 2 + Math.sin(a) * 100 * ring, region: ri });
    }
  });
  return points;
}

const dot = ['fill-tint-200', 'fill-white', 'fill-tint-400'];

/** Enterprise: one revised procedure at the hub, every site on a spoke, on a dark plate. */
export function NetworkExhibit({ exhibit: e, band }: { exhibit: Network; band: 'light' | 'dark' }) {
  const pts = layout(e.regions);
  return (
    <ExhibitFrame exhibit={e} surface="dark" band={band} surfaceClassName="p-5 sm:p-6">
      <p className="text-lg font-bold leading-snug text-white">{e.title}</p>
      <div className="relative mt-3">
        <svg viewBox={`0 0 ${W} ${H}`} className="block h-auto w-full" aria-hidden="true">
          {pts.map((p, i) => (
            <line
              key={`l${i}`}
              x1={W / 2}
              y1={H / 2}
              x2={p.x}
              y2={p.y}
              className="stroke-tint-400/35"
              strokeWidth="1"
            />
          ))}
          {pts.map((p, i) => (
            <circle
              key={`c${i}`}
              cx={p.x}
              cy={p.y}
              r="5"
              className={cn(dot[p.region % dot.length], 'stroke-ink-950')}
              strokeWidth="2"
            />
          ))}
        </svg>
        <p className="absolute top-1/2 left-1/2 w-40 -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white px-3 py-2 text-center text-xs text-ink-700 shadow-lg shadow-ink-950/50">
          <Icon name="FileCheck" className="mx-auto size-4 text-tint-700" />
          <span className="mt-1 block font-semibold text-ink-950">{e.hub.label}</span>
          <span className="block">{e.hub.detail}</span>
        </p>
      </div>
      <ul className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-ink-200">
        {e.regions.map((r, i) => (
          <li key={r.name} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={cn('size-2.5 rounded-full', ['bg-tint-200', 'bg-white', 'bg-tint-400'][i % 3])}
            />
            {r.name}: {r.sites} {r.sites === 1 ? e.unit.one : e.unit.many}
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid gap-2 border-t border-white/10 pt-4 text-sm">
        {e.compare.map((c) => (
          <div key={c.how} className="flex items-baseline justify-between gap-3">
            <dt className="text-ink-300">{c.how}</dt>
            <dd className={cn('text-right font-semibold', c.after ? 'text-white' : 'text-ink-200')}>{c.when}</dd>
          </div>
        ))}
      </dl>
    </ExhibitFrame>
  );
}
