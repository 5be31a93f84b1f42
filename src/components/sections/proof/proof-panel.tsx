import type { ComponentType } from 'react';

import { cn } from '@/lib/cn';
import type { Proof, ProofPiece } from '@/schemas/connections-hr';

import { ActionNote } from './action';
import { SentimentBars } from './sentiment';
import { TrendChart } from './trend';

/** The component that draws each type of piece. */
const pieces: { [T in ProofPiece['type']]: ComponentType<Omit<Extract<ProofPiece, { type: T }>, 'type'>> } = {
  sentiment: SentimentBars,
  trend: TrendChart,
  action: ActionNote,
};

function Piece({ piece: { type, ...props }, compact }: { piece: ProofPiece; compact?: boolean }) {
  const Draw = pieces[type] as ComponentType<typeof props & { compact?: boolean }>;
  return <Draw {...props} {...(compact ? { compact } : {})} />;
}

/**
 * Connections HR's dashboard: a dark panel of proof pieces with real text, server-rendered (no image, no client
 * JavaScript). `kind` is exposed as data-proof for tests. (Solution pages draw their own exhibits, sections/exhibits.)
 */
export function ProofPanel({
  proof,
  kind,
  className,
  pairSentiment = false,
}: {
  proof: Proof;
  kind: 'dashboard';
  className?: string;
  /**
   * A hero's dashboard, kept within the first screen: two sentiment pieces in a row side by side from sm, and
   * slightly tighter spacing between pieces.
   */
  pairSentiment?: boolean;
}) {
  // Consecutive sentiment pieces share a row when paired.
  const rows: ProofPiece[][] = [];
  for (const p of proof.pieces) {
    const last = rows.at(-1);
    if (pairSentiment && p.type === 'sentiment' && last?.length === 1 && last[0]?.type === 'sentiment') last.push(p);
    else rows.push([p]);
  }
  return (
    <figure
      data-proof={kind}
      data-pieces={proof.pieces.map((p) => p.type).join(' ')}
      className={cn(
        'w-full max-w-md rounded-[1.75rem] border border-white/10 bg-ink-900/90 p-5 text-left shadow-2xl shadow-ink-950/50',
        !pairSentiment && 'sm:p-6',
        className,
      )}
    >
      <figcaption>
        <span className="block eyebrow text-xs text-cool-300">{proof.eyebrow}</span>
        <span className="mt-1.5 block text-lg font-bold leading-snug text-white">{proof.title}</span>
      </figcaption>
      <div className={cn('divide-y divide-white/10', pairSentiment ? 'mt-4' : 'mt-5')}>
        {rows.map((row, i) => (
          <div
            key={i}
            className={cn(
              'first:pt-0 last:pb-0',
              pairSentiment ? 'py-3.5' : 'py-4',
              row.length > 1 && 'grid gap-4 sm:grid-cols-2 sm:gap-6',
            )}
          >
            {row.map((p, j) => (
              <Piece key={j} piece={p} compact={row.length > 1} />
            ))}
          </div>
        ))}
      </div>
      {proof.note && <p className="mt-4 border-t border-white/10 pt-3 text-xs text-ink-300">{proof.note}</p>}
    </figure>
  );
}
