import type { ProofPiece } from '@/schemas/connections-hr';

type Trend = Extract<ProofPiece, { type: 'trend' }>;

/** A small column chart over time; the summary is the text alternative. */
export function TrendChart({ label, points, summary }: Omit<Trend, 'type'>) {
  // Columns start a little below the lowest point so a change of a few points is visible.
  const floor = Math.max(0, Math.min(...points) - 15);
  const top = Math.max(...points);
  const height = (v: number) => `${Math.round(((v - floor) / Math.max(1, top - floor)) * 100)}%`;
  return (
    <div>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold text-white">{label}</span>
        <span className="text-ink-300">{summary}</span>
      </p>
      <span aria-hidden="true" className="mt-3 flex h-16 items-end gap-1.5 border-b border-white/15">
        {points.map((v, i) => (
          <span
            key={i}
            className={
              i === points.length - 1 ? 'block flex-1 rounded-t bg-cool-300' : 'block flex-1 rounded-t bg-cool-400/45'
            }
            style={{ height: height(v) }}
          />
        ))}
      </span>
    </div>
  );
}
