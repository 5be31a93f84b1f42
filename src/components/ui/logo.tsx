import { cn } from '@/lib/cn';
import { site } from '@/lib/settings';

/** The mark: a speech bubble carrying a voice waveform. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-ink-900)" />
      <path
        d="M7 9.5A3.5 3.5 0 0 1 10.5 6h11A3.5 3.5 0 0 1 25 9.5v8a3.5 3.5 0 0 1-3.5 3.5H15l-5 4.5V21h.5A3.5 3.5 0 0 1 7 17.5z"
        fill="var(--color-signal-500)"
      />
      <g stroke="var(--color-ink-950)" strokeWidth="1.8" strokeLinecap="round">
        <path d="M11.5 12v3" />
        <path d="M14.5 10.5v6" />
        <path d="M17.5 11.5v4" />
        <path d="M20.5 12.5v2" />
      </g>
    </svg>
  );
}

export function Logo({ dark = false, className }: { dark?: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark className="size-8" />
      <span className={cn('text-lg font-bold tracking-tight', dark ? 'text-white' : 'text-ink-950')}>{site.name}</span>
    </span>
  );
}
