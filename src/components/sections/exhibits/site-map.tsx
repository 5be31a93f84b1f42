import { Icon } from '@/components/ui/icon';
import type { Exhibit } from '@/schemas/solution';

import { ExhibitFrame, scatter } from './frame';

type SiteMap = Extract<Exhibit, { form: 'site-map' }>;

/** Region outlines on a 480×200 map, left to right (abstract shapes, not a real geography). */
const shapes = [
  'M10 50 L62 22 L132 30 L152 66 L148 140 L120 186 L40 182 L14 130 Z',
  'M162 64 L158 24 L242 14 L314 28 L320 104 L302 188 L164 186 L154 140 Z',
  'M330 30 L396 16 L458 38 L472 104 L446 170 L390 194 L320 188 L330 104 Z',
];
/** Where each region's sites may fall: x, y, width, height. */
const boxes = [
  [34, 54, 96, 104],
  [182, 40, 118, 124],
  [346, 46, 108, 118],
] as const;

/** CEO: sites drawn on a map by region, every one hearing the same procedure, on a light sheet. */
export function SiteMapExhibit({ exhibit: e, band }: { exhibit: SiteMap; band: 'light' | 'dark' }) {
  return (
    <ExhibitFrame exhibit={e} surface="paper" band={band} surfaceClassName="rounded-2xl">
      <p className="px-5 pt-5 text-lg font-bold leading-snug text-ink-950">{e.title}</p>
      <p className="mx-5 mt-3 flex items-center gap-3 rounded-xl bg-tint-900 px-3 py-2.5 text-sm text-white">
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-white text-tint-900"
        >
          <Icon name="PhoneCall" className="size-4" />
        </span>
        <span>
          <span className="block font-semibold">{e.procedure}</span>
          <span className="block text-white/85">{e.heard}</span>
        </span>
      </p>
      <svg viewBox="0 0 480 200" className="mt-2 block h-auto w-full px-3" aria-hidden="true">
        {shapes.map((d, i) => (
          <path key={i} d={d} className="fill-tint-100 stroke-tint-400" strokeWidth="1.5" strokeDasharray="5 4" />
        ))}
        {e.regions.map((r, i) => {
          const [x, y, w, h] = boxes[i % boxes.length]!;
          return scatter(r.sites, w, h, 97 + i * 31).map(([dx, dy], j) => (
            <g key={`${i}-${j}`} transform={`translate(${x + dx} ${y + dy})`}>
              <circle r="11" className="fill-tint-400/30" />
              <circle r="5" className="fill-tint-900 stroke-white" strokeWidth="1.5" />
            </g>
          ));
        })}
      </svg>
      <ul className="grid grid-cols-3 gap-2 border-t border-ink-900/10 px-5 py-3.5 text-sm">
        {e.regions.map((r) => (
          <li key={r.name}>
            <span className="block font-semibold text-ink-950">{r.name}</span>
            <span className="block text-ink-700">
              {r.sites} {r.sites === 1 ? e.unit.one : e.unit.many}
            </span>
          </li>
        ))}
      </ul>
    </ExhibitFrame>
  );
}
