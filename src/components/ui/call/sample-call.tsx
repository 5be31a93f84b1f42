import { useEffect, useRef, useState, type ReactNode } from 'react';

import type { Call } from '@/content/types';
import { emitAnalytics } from '@/lib/analytics/events';

import type { Engine } from './engine';
import type { PlayerState } from './machine';

type Player = typeof import('./player');

const glyph = 'size-3.5 shrink-0 fill-current';

/**
 * The call card's body with a "Play a sample call" control. The server renders the whole exchange
 * (`children`) and a real button; the first click loads the player (engine, state machine, captions)
 * with a dynamic import, so pages carry only this small shell at first load. While playing, the
 * exchange is replaced by captions that grow line by line in a polite live log; the card's waveform
 * animates only then (call.css keys it off data-call-state).
 */
export function SampleCall({
  call,
  mentorName,
  compact,
  header,
  children,
}: {
  call: Call;
  mentorName: string;
  compact?: boolean;
  /** The card's header (with the waveform). */
  header: ReactNode;
  /** The static exchange, shown before and after playing, and without JavaScript. */
  children: ReactNode;
}) {
  const [player, setPlayer] = useState<Player | null>(null);
  const [state, setState] = useState<PlayerState | null>(null);
  const [minHeight, setMinHeight] = useState<number>();
  const engine = useRef<Engine | null>(null);
  const loading = useRef(false);
  const body = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLButtonElement>(null);
  const stopHadFocus = useRef(false);

  const status = state?.status ?? 'idle';
  const live = status === 'playing' || status === 'paused';
  const captions = live || status === 'ended';

  useEffect(() => {
    // Leaving the page (or the route) silences the call.
    const hide = () => engine.current?.stop();
    window.addEventListener('pagehide', hide);
    return () => {
      window.removeEventListener('pagehide', hide);
      engine.current?.destroy();
      engine.current = null;
    };
  }, []);

  useEffect(() => {
    // Analytics (docs/analytics.md): the call played to the end, or was stopped (button or leaving the page).
    if (__PM_ANALYTICS__ && (status === 'ended' || status === 'stopped'))
      emitAnalytics({
        name: status === 'ended' ? 'Sample Call: Ended' : 'Sample Call: Stopped',
        props: { call: call.caller },
      });
  }, [status, call.caller]);

  useEffect(() => {
    // The stop button goes away when the call ends: keep keyboard focus on the card's control.
    if (!live && stopHadFocus.current && (!document.activeElement || document.activeElement === document.body)) {
      main.current?.focus({ preventScroll: true });
    }
    if (!live) stopHadFocus.current = false;
  }, [live]);

  /** Hover or focus: fetch the player and wake the browser's speech engine before the click. */
  function warm() {
    if (engine.current || loading.current) return;
    void import('./player');
    if ('speechSynthesis' in window) window.speechSynthesis.getVoices();
  }

  async function toggle() {
    if (!engine.current) {
      if (loading.current) return;
      loading.current = true;
      try {
        const p = await import('./player');
        engine.current = p.createEngine(call, setState);
        setPlayer(p);
      } finally {
        loading.current = false;
      }
    }
    const e = engine.current;
    if (!e) return;
    const s = e.state().status;
    if (s === 'playing') e.pause();
    else if (s === 'paused') e.resume();
    else {
      // Keep the card's height while the captions build up again.
      setMinHeight(body.current?.offsetHeight || undefined);
      e.play();
    }
  }

  function stop() {
    engine.current?.stop();
    setMinHeight(undefined);
    main.current?.focus();
  }

  const control =
    player && state ? player.controlLabel(state) : { label: 'Play a sample call', pressed: false, note: undefined };

  return (
    <div data-call-state={status}>
      {header}
      <div ref={body} className="pt-4" style={minHeight ? { minHeight } : undefined}>
        <div hidden={captions}>{children}</div>
        <div role="log" aria-live="polite" aria-label="Sample call captions">
          {player && state && captions ? (
            <player.Transcript
              call={call}
              mentorName={mentorName}
              compact={compact}
              progress={{ shown: state.shown, cue: state.cue, char: state.char }}
            />
          ) : null}
        </div>
      </div>
      <div
        data-call-controls
        className="mt-4 flex flex-wrap items-center gap-1.5 border-t border-white/10 pt-4 sm:gap-2"
      >
        <button
          ref={main}
          type="button"
          aria-pressed={control.pressed}
          onClick={toggle}
          onPointerEnter={warm}
          onFocus={warm}
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
          <span>
            {control.label}
            {control.note ? <span className="font-medium"> · {control.note}</span> : null}
          </span>
        </button>
        {live ? (
          <button
            type="button"
            onClick={stop}
            onFocus={() => (stopHadFocus.current = true)}
            onBlur={(e) => {
              if (e.relatedTarget) stopHadFocus.current = false;
            }}
            aria-label="Stop sample call"
            className="inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-full border border-white/25 px-3 py-2 text-sm font-semibold text-white transition-colors hover:bg-white/10 sm:px-4"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className={glyph}>
              <rect x="3" y="3" width="10" height="10" rx="1.5" />
            </svg>
            <span className="max-sm:sr-only">Stop</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
