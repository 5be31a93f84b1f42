import { X } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { Exhibit } from '@/schemas/solution';

import { ExhibitFrame } from './frame';

type Portfolio = Extract<Exhibit, { form: 'portfolio' }>;

/** PE-backed: the portfolio as a grid of companies, the platform's playbook running in each, on a dark plate. */
export function PortfolioExhibit({ exhibit: e, band }: { exhibit: Portfolio; band: 'light' | 'dark' }) {
  return (
    <ExhibitFrame exhibit={e} surface="dark" band={band} surfaceClassName="rounded-2xl p-5 sm:p-6">
      <p className="text-lg font-bold leading-snug text-white">{e.title}</p>
      <ul className="mt-4 grid grid-cols-2 gap-2.5">
        {e.companies.map((c) => (
          <li
            key={c.name}
            className={cn(
              'flex min-h-28 flex-col rounded-xl p-3',
              c.state === 'source' && 'bg-tint-100 text-tint-900',
              c.state === 'live' && 'bg-white/[0.07] ring-1 ring-white/15',
              c.state === 'next' && 'border border-dashed border-white/30',
            )}
          >
            <span className={cn('text-sm font-semibold', c.state === 'source' ? 'text-tint-900' : 'text-white')}>
              {c.name}
            </span>
            <span className={cn('text-xs', c.state === 'source' ? 'text-tint-900' : 'text-ink-300')}>
              {c.sites} {c.sites === 1 ? e.unit.one : e.unit.many}
            </span>
            <span aria-hidden="true" className="mt-2 flex flex-wrap gap-1">
              {Array.from({ length: c.sites }, (_, i) => (
                <span
                  key={i}
                  className={cn(
                    'block size-2.5 rounded-[3px]',
                    c.state === 'source'
                      ? 'bg-tint-700'
                      : c.state === 'live'
                        ? 'bg-tint-200'
                        : 'border border-white/40',
                  )}
                />
              ))}
            </span>
            <span
              className={cn(
                'mt-auto self-start rounded-full px-2 py-0.5 pt-0.5 text-[0.6875rem] font-semibold',
                c.state === 'source' && 'mt-3 bg-tint-900 text-white',
                c.state === 'live' && 'mt-3 bg-white text-ink-950',
                c.state === 'next' && 'mt-3 border border-white/30 text-ink-100',
              )}
            >
              {c.status}
            </span>
          </li>
        ))}
      </ul>
      <p className="sr-only">Not needed:</p>
      <ul className="mt-4 flex flex-wrap gap-1.5">
        {e.without.map((w) => (
          <li
            key={w}
            className="inline-flex items-center gap-1 rounded-full border border-white/20 px-2.5 py-1 text-xs text-ink-200"
          >
            <X aria-hidden="true" className="size-3" /> {w}
          </li>
        ))}
      </ul>
    </ExhibitFrame>
  );
}
