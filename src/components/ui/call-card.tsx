import { Phone } from '@/components/ui/icon';
import { callFromSnippet } from '@/lib/call';
import { cn } from '@/lib/cn';
import { format } from '@/lib/format';
import { site } from '@/lib/settings';
import { callWords } from '@/lib/ui-words';
import type { CallSnippet } from '@/schemas/common';

import { SampleCall } from './call/sample-call';
import { Transcript } from './call/transcript';
import { island } from './islands/island';

import './call/call.css';

import { Waveform } from './waveform';

/** The player is an island: it hydrates on the first pointer or focus on the card (ui/islands). */
const SampleCallIsland = island('sample-call', SampleCall, ['badge', 'wave', 'children']);

/**
 * The product, shown: a call with a spoken exchange and a "Play a sample call" control (src/content/site/ui.yaml). The conversation
 * is real text (read by screen readers as a short transcript, and all there is without JavaScript); the
 * chrome around it is decorative. Playing it (call/sample-call.tsx, loaded on first click) speaks the
 * lines with the browser's own voices and shows them as captions, line by line. `compact`: the heroes' card
 * beside a scene (smaller type, tighter chrome). `preview`: the static exchange is cut to its first
 * lines with a fade (globals.css), so the card leaves the scene behind it visible; the whole text stays in the page
 * for screen readers and search, and playing the call shows every line.
 */
export function CallCard({
  snippet,
  className,
  compact = false,
  preview = false,
  mentor = site.name,
}: {
  snippet: CallSnippet;
  /** The name the line answers with (a product built on the platform, e.g. Pocket SME). */
  mentor?: string;
  className?: string;
  compact?: boolean;
  preview?: boolean;
}) {
  const call = callFromSnippet(snippet);
  return (
    <figure
      className={cn(
        'relative w-full max-w-md rounded-[1.75rem] border border-white/10 bg-ink-900 text-left shadow-2xl shadow-ink-950/50',
        compact ? 'p-4' : 'p-5',
        className,
      )}
    >
      <figcaption className="sr-only">{format(callWords.example, { caller: snippet.caller })}</figcaption>
      <SampleCallIsland
        call={call}
        mentorName={mentor}
        words={callWords}
        compact={compact}
        badge={
          <span className="relative inline-flex size-10 items-center justify-center rounded-full bg-signal-500 text-ink-950">
            <Phone className="size-4.5" strokeWidth={2} />
          </span>
        }
        wave={<Waveform className="text-cool-300" bars={12} />}
      >
        {preview ? (
          <div className="preview-fade">
            <Transcript call={call} mentorName={mentor} compact={compact} />
          </div>
        ) : (
          <Transcript call={call} mentorName={mentor} compact={compact} />
        )}
      </SampleCallIsland>
    </figure>
  );
}
