import type { ComponentType } from 'react';

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

/** The component that draws each type of piece. */
const pieces: { [T in ProofPiece['type']]: ComponentType<Omit<Extract<ProofPiece, { type: T }>, 'type'>> } = {
  compare: CompareBars,
  flow: FlowDiagram,
  stats: StatRow,
  sentiment: SentimentBars,
  sites: SiteGrid,
  ledger: Ledger,
  trend: TrendChart,
  action: ActionNote,
};

function Piece({ piece: { type, ...props } }: { piece: ProofPiece }) {
  const Draw = pieces[type] as ComponentType<typeof props>;
  return <Draw {...props} />;
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
