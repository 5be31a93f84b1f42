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
