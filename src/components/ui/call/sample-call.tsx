import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { settlePress } from '@/components/ui/islands/names';
import { emitAnalytics } from '@/lib/analytics/events';
import { cx } from '@/lib/cx';
import type { Call } from '@/schemas/common';

import { useCallClock } from './clock';
import { CallControls } from './controls';
import type { Engine } from './engine';
import type { PlayerState } from './machine';

type Player = typeof import('./player');

/**
 * The call card with a "Play a sample call" control. The server renders the whole exchange (`children`) and a
 * real button; the first click loads the player (engine, state machine, captions) with a dynamic import, so
 * pages carry only this small shell at first load. The card keeps one height from the first frame to the last:
 * the exchange keeps its place (dimmed behind "Connecting" while the call starts, then invisible) and the captions
 * are drawn over it, line by line in a polite live log, each line's words showing as they are said (speech's word
 * boundaries, or the caption timer's). After each caller turn the mentor's side shows "Pocket Mentor is answering"
 * with a small moving waveform until the answer starts. The header's status line runs the call's time (with
 * reduced motion too: only animation stops, and lines show whole) and, without a voice, says "Captions only"
 * there (not in the button's label), with the reason announced to screen readers. The card's waveform animates
 * only while playing (call.css, data-call-state).
 */
export function SampleCall({
  call,
  mentorName,
  compact,
  badge,
  wave,
  children,
}: {
  call: Call;
  mentorName: string;
  compact?: boolean;
  /** The header's round phone badge and its waveform (static HTML). */
  badge: ReactNode;
  wave: ReactNode;
  /** The static exchange, shown before and after playing, and without JavaScript. */
  children: ReactNode;
}) {
  const [player, setPlayer] = useState<Player | null>(null);
  const [state, setState] = useState<PlayerState | null>(null);
  const engine = useRef<Engine | null>(null);
  const loading = useRef(false);
  const body = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLButtonElement>(null);
  const stopHadFocus = useRef(false);

  const status = state?.status ?? 'idle';
  const live = status === 'playing' || status === 'paused';
  const captions = live || status === 'ended';
  const seconds = useCallClock(status);
  const cues = useMemo(() => player?.cuesOf(call) ?? [], [player, call]);
  const waiting = player && state ? player.waitingFor(state, cues) : undefined;
  const note = player && state ? player.captionsNote(state) : undefined;

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

  useLayoutEffect(() => {
    // A preview card's captions outgrow its box: keep the newest line in view (a no-op when they fit).
    const el = scroller.current;
    if (!el) return;
    const top = captions ? Math.max(0, el.scrollHeight - el.clientHeight) : 0;
    if (Math.abs(el.scrollTop - top) < 1) return;
    const calm = !captions || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ top, behavior: calm ? 'instant' : 'smooth' });
  }, [captions, state?.shown, state?.char, waiting]);

  useEffect(() => {
    // Analytics (docs/analytics.md): the call played to the end, or was stopped (button or leaving the page).
    if (__PM_ANALYTICS__ && (status === 'ended' || status === 'stopped'))
      emitAnalytics({
        name: status === 'ended' ? 'Sample Call: Ended' : 'Sample Call: Stopped',
        props: { call: call.caller },
      });
  }, [status, call.caller]);

  useEffect(() => {
    // The call has started: the "Connecting" drawn before React (below) is this card's own from now on.
    if (status !== 'idle') settlePress(main.current);
  }, [status]);

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
    else e.play();
  }

  function stop() {
    engine.current?.stop();
    main.current?.focus();
  }

  const control = player && state ? player.controlLabel(state) : { label: 'Play a sample call', pressed: false };

  return (
    <div data-call-state={status}>
      <div
        className={cx('flex items-center justify-between gap-3 border-b border-white/10', compact ? 'pb-3' : 'pb-4')}
        aria-hidden="true"
      >
        <div className="flex items-center gap-3">
          {badge}
          <span>
            <span className="block text-sm font-semibold text-white">{mentorName}</span>
            <span data-call-status className="block text-xs tabular-nums text-ink-300">
              {player ? player.callStatus(status, seconds, state?.mode) : 'Voice call'}
            </span>
          </span>
        </div>
        {wave}
      </div>
      {/* One height from the first frame to the last: the static exchange keeps its place in the layout the whole
          time (dimmed while connecting, then invisible under the captions), and the captions and the waiting
          states are drawn over it, inside its box. The captions are never taller than the full exchange; a preview
          card (cut to its first lines) scrolls them within its box instead, the newest line in view. */}
      <div ref={body} className={cx('relative', compact ? 'pt-3' : 'pt-4')}>
        <div
          data-call-exchange
          aria-hidden={captions || undefined}
          className={cx(
            'transition-opacity duration-300 motion-reduce:transition-none',
            captions && (waiting === 'connecting' ? 'opacity-35' : 'invisible opacity-0'),
          )}
        >
          {children}
        </div>
        <div
          ref={scroller}
          data-call-captions
          className={cx('absolute inset-x-0 bottom-0 overflow-hidden', compact ? 'top-3' : 'top-4')}
        >
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
          {waiting === 'answering' ? (
            <p
              data-call-waiting={waiting}
              aria-hidden="true"
              className="call-enter mt-3 inline-flex items-center gap-2.5 rounded-2xl rounded-bl-md bg-cool-50 px-4 py-2.5 text-xs font-medium text-cool-700"
            >
              <span className="call-think" aria-hidden="true">
                <span />
                <span />
                <span />
                <span />
                <span />
              </span>
              {`${mentorName} is answering`}
            </p>
          ) : null}
        </div>
        {/* "Connecting" while the call starts; before it, hidden and drawn by CSS alone the moment the button is
            clicked before React listens (call.css, `.call-early`), so that click shows at once. */}
        {waiting === 'connecting' || status === 'idle' ? (
          <p
            data-call-waiting={waiting}
            data-call-early={status === 'idle' ? '' : undefined}
            data-pagefind-ignore="all"
            aria-hidden="true"
            className={cx(
              'absolute inset-x-0 top-1/2 mx-auto flex w-fit -translate-y-1/2 items-center gap-2 rounded-full bg-ink-950/90 px-4 py-2 text-xs font-medium text-white ring-1 ring-white/15',
              status === 'idle' && 'call-early',
            )}
          >
            <span className="call-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            Connecting
          </p>
        ) : null}
      </div>
      <CallControls
        compact={compact}
        status={status}
        control={control}
        mainRef={main}
        onToggle={toggle}
        onWarm={warm}
        onStop={stop}
        stopHadFocusRef={stopHadFocus}
      />
      {/* Always present, so the captions-only sentence is announced (politely) when it appears; sighted visitors
          read the same state in the status line above, so nothing shifts. */}
      <p role="status" className="sr-only">
        {note}
      </p>
    </div>
  );
}
