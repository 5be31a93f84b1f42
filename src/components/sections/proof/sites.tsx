import { Phone } from '@/components/ui/icon';
import type { ProofPiece } from '@/content/types';

type Sites = Extract<ProofPiece, { type: 'sites' }>;

/** A rollout at a given scale: groups of sites (or companies), every tile on the same number. */
export function SiteGrid({ label, groups, unit }: Omit<Sites, 'type'>) {
  return (
    <div>
      <p className="flex items-center gap-2 text-sm font-semibold text-white">
        <span
          aria-hidden="true"
          className="inline-flex size-7 items-center justify-center rounded-full bg-cool-400/15 text-cool-300"
        >
          <Phone className="size-3.5" />
        </span>
        {label}
      </p>
      <ul
        className="mt-3 grid gap-2.5"
        style={{ gridTemplateColumns: `repeat(${Math.min(groups.length, 3)}, minmax(0, 1fr))` }}
      >
        {groups.map((g) => (
          <li key={g.label} className="rounded-xl bg-white/5 p-2.5 ring-1 ring-white/10">
            <span className="block text-xs font-medium text-ink-200">{g.label}</span>
            <span className="block text-xs text-ink-300">
              {g.sites} {g.sites === 1 ? unit.one : unit.many}
            </span>
            <span aria-hidden="true" className="mt-2 flex flex-wrap gap-1">
              {Array.from({ length: g.sites }, (_, i) => (
                <span key={i} className="block size-2.5 rounded-[3px] bg-cool-400/80" />
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
