import { clsx } from 'clsx';
import type { RefObject } from 'react';

import type { CallCopy } from '@/schemas/site-words';

import type { PlayerState } from './machine';

const glyph = 'size-3.5 shrink-0 fill-current';

/**
 * The sample call's controls: play/pause (its label and pressed state from the player, or `words.play` before
 * it loads) and, while the call is live, a stop button that hands keyboard focus back to the main one.
 */
export function CallControls({
  compact,
  status,
  control,
  mainRef,
  onToggle,
  onWarm,
  onStop,
  stopHadFocusRef,
  words,
}: {
  compact?: boolean;
  status: PlayerState['status'] | 'idle';
  control: { label: string; pressed: boolean };
  mainRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
  /** Hover or focus: load the player before the click. */
  onWarm: () => void;
  onStop: () => void;
  /** Set while the stop button has focus, so focus can move to the main button when it goes away. */
  stopHadFocusRef: RefObject<boolean>;
  words: CallCopy;
}) {
  const live = status === 'playing' || status === 'paused';
  return (
    <div
      data-call-controls
      className={clsx(
        'flex flex-wrap items-center gap-1.5 border-t border-white/10 sm:gap-2',
        compact ? 'mt-3 pt-3' : 'mt-4 pt-4',
      )}
    >
      <button
        ref={mainRef}
        type="button"
        aria-pressed={control.pressed}
        onClick={onToggle}
        onPointerEnter={onWarm}
        onFocus={onWarm}
        className="inline-flex min-h-10 items-center gap-2 rounded-full bg-signal-500 px-3.5 py-2 text-[0.8125rem] font-semibold text-ink-950 transition-colors hover:bg-signal-400 sm:px-4 sm:text-sm"
      >
        {status === 'playing' ? (
          <svg aria-hidden="true" viewBox="0 0 16 16" className={glyph}>
            <rect x="3" y="2" width="3.5" height="12" rx="1" />
            <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
          </svg>
        ) : (
          <svg aria-hidden="true" viewBox="0 0 16 16" className={glyph}>
            <path d="M4 2.5v11a1 1 0 0 0 1.5.86l9-5.5a1 1 0 0 0 0-1.72l-9-5.5A1 1 0 0 0 4 2.5Z" />
          </svg>
        )}
        <span>{control.label}</span>
      </button>
      {live ? (
        <button
          type="button"
          onClick={onStop}
          onFocus={() => (stopHadFocusRef.current = true)}
          onBlur={(e) => {
            if (e.relatedTarget) stopHadFocusRef.current = false;
          }}
          aria-label={words.stopLabel}
          className="inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-full border border-white/25 px-3 py-2 text-sm font-semibold text-white transition-colors hover:bg-white/10 sm:px-4"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className={glyph}>
            <rect x="3" y="3" width="10" height="10" rx="1.5" />
          </svg>
          <span className="max-sm:sr-only">{words.stop}</span>
        </button>
      ) : null}
    </div>
  );
}
