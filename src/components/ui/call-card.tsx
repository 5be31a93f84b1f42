import { Phone, Mic } from '@/components/ui/icon';
import type { CallSnippet } from '@/content/types';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';

const bars = [0.45, 0.8, 0.55, 1, 0.7, 0.35, 0.9, 0.6, 0.4, 0.75, 0.5, 0.95, 0.65, 0.3, 0.85, 0.55, 0.7, 0.4];

/** A decorative voice waveform. */
export function Waveform({ className, bars: count = bars.length }: { className?: string; bars?: number }) {
  return (
    <span className={cn('flex h-8 items-center gap-[3px]', className)} aria-hidden="true">
      {bars.slice(0, count).map((h, i) => (
        <span
          key={i}
          className="wave-bar block w-[3px] rounded-full bg-current"
          style={{ height: `${Math.round(h * 100)}%`, animationDelay: `${(i % 6) * 0.12}s` }}
        />
      ))}
    </span>
  );
}

/**
 * The product, shown: a live call with a spoken exchange. The conversation is real text
 * (read by screen readers as a short transcript); the chrome around it is decorative.
 */
export function CallCard({ snippet, className, compact = false }: { snippet: CallSnippet; className?: string; compact?: boolean }) {
  return (
    <figure className={cn('relative w-full max-w-md rounded-[1.75rem] border border-white/10 bg-ink-900/90 p-5 text-left shadow-2xl shadow-ink-950/50 backdrop-blur', className)}>
      <figcaption className="sr-only">Example call: {snippet.caller}</figcaption>
      <div className="flex items-center justify-between gap-3 border-b border-white/10 pb-4" aria-hidden="true">
        <div className="flex items-center gap-3">
          <span className="relative inline-flex size-10 items-center justify-center rounded-full bg-signal-500 text-ink-950">
            <Phone className="size-4.5" strokeWidth={2} />
          </span>
          <span>
            <span className="block text-sm font-semibold text-white">{site.name}</span>
            <span className="block text-xs text-ink-300">Voice call · 00:27</span>
          </span>
        </div>
        <Waveform className="text-cool-300" bars={12} />
      </div>
      <div className={cn('space-y-3 pt-4', compact ? 'text-sm' : 'text-small')}>
        <div className="flex justify-end">
          <p className="max-w-[85%] rounded-2xl rounded-br-md bg-white/10 px-4 py-2.5 text-white">
            <span className="mb-1 flex items-center gap-1.5 text-xs font-medium text-ink-300">
              <Mic aria-hidden="true" className="size-3" /> {snippet.caller}
            </span>
            “{snippet.question}”
          </p>
        </div>
        <div className="max-w-[92%] rounded-2xl rounded-bl-md bg-cool-50 px-4 py-3 text-ink-900">
          <span className="mb-1.5 block text-xs font-semibold text-cool-700">{site.name}</span>
          <ol className="space-y-1.5">
            {snippet.answer.map((step, i) => (
              <li key={step} className="flex gap-2.5">
                <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-ink-900 text-[0.6875rem] font-bold text-white" aria-hidden="true">{i + 1}</span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </figure>
  );
}
