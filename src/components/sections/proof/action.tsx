import { Icon } from '@/components/ui/icon';
import type { ProofPiece } from '@/schemas/connections-hr';

type Action = Extract<ProofPiece, { type: 'action' }>;

/** A recommended next step, set apart from the figures. */
export function ActionNote({ label, text }: Omit<Action, 'type'>) {
  return (
    <div className="flex gap-3 rounded-xl bg-cool-400/10 p-3.5 ring-1 ring-cool-300/25">
      <Icon name="Lightbulb" className="mt-0.5 size-5 text-cool-300" />
      {/* Label and text as two paragraphs, so text extraction (search, screen readers) keeps them apart. */}
      <div className="text-sm text-ink-100">
        <p className="font-semibold text-white">{label}</p>
        <p>{text}</p>
      </div>
    </div>
  );
}
