import type { Proof, ProofPiece } from '@/content/types';
import { cn } from '@/lib/cn';

import { ActionNote } from './action';
import { CompareBars } from './compare';
import { FlowDiagram } from './flow';
import { Ledger } from './ledger';
import { SentimentBars } from './sentiment';
import { SiteGrid } from './sites';
import { StatRow } from './stats';
import { TrendChart } from './trend';

function Piece({ piece }: { piece: ProofPiece }) {
  switch (piece.type) {
    case 'compare':
      return <CompareBars {...piece} />;
    case 'flow':
      return <FlowDiagram {...piece} />;
    case 'stats':
      return <StatRow {...piece} />;
    case 'sentiment':
      return <SentimentBars {...piece} />;
    case 'sites':
      return <SiteGrid {...piece} />;
    case 'ledger':
      return <Ledger {...piece} />;
    case 'trend':
      return <TrendChart {...piece} />;
    case 'action':
      return <ActionNote {...piece} />;
  }
}

/**
 * What an executive buys, or a rollout at a business's scale: a dark panel of proof pieces with real text,
 * server-rendered (no image, no client JavaScript). `kind` is exposed as data-proof for tests.
 */
export function ProofPanel({
  proof,
  kind,
  className,
}: {
  proof: Proof;
  kind: 'proof' | 'rollout' | 'dashboard';
  className?: string;
}) {
  return (
    <figure
      data-proof={kind}
      data-pieces={proof.pieces.map((p) => p.type).join(' ')}
      className={cn(
        'w-full max-w-md rounded-[1.75rem] border border-white/10 bg-ink-900/90 p-5 text-left shadow-2xl shadow-ink-950/50 sm:p-6',
        className,
      )}
    >
      <figcaption>
        <span className="block text-xs font-semibold uppercase tracking-[0.14em] text-cool-300">{proof.eyebrow}</span>
        <span className="mt-1.5 block text-lg font-bold leading-snug text-white">{proof.title}</span>
      </figcaption>
      <div className="mt-5 divide-y divide-white/10">
        {proof.pieces.map((p, i) => (
          <div key={i} className="py-4 first:pt-0 last:pb-0">
            <Piece piece={p} />
          </div>
        ))}
      </div>
      {proof.note && <p className="mt-4 border-t border-white/10 pt-3 text-xs text-ink-300">{proof.note}</p>}
    </figure>
  );
}
