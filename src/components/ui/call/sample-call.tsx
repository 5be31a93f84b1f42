import { clsx } from 'clsx';
import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';

import { settlePress } from '@/components/ui/islands/names';
import { emitAnalytics } from '@/lib/analytics/events';
import { format } from '@/lib/format';
import type { Call } from '@/schemas/common';
import type { CallCopy } from '@/schemas/site-words';

import { useCallClock } from './clock';
import { CallControls } from './controls';
import { usePlayer } from './use-player';
import { Answering, Connecting } from './waiting';

/**
 * The call card's player. The server renders the whole exchange (`children`) and a real button; the first click
 * loads the player (engine, state machine, captions) with a dynamic import. The card keeps one height throughout:
 * the captions are drawn over the exchange, line by line in a polite live log, each word showing as it is said.
 * The status line runs the call's time and says when there is no voice (announced to screen readers too). The
 * waveform animates only while playing (call.css, data-call-state).
 */
export function SampleCall({
  call,
  mentorName,
  words: w,
  compact,
  badge,
  wave,
  children,
}: {
  call: Call;
  mentorName: string;
  words: CallCopy;
  compact?: boolean;
  /** The header's round phone badge and its waveform (static HTML). */
  badge: ReactNode;
  wave: ReactNode;
  /** The static exchange, shown before and after playing, and without JavaScript. */
  children: ReactNode;
}) {
  const { player, state, warm, toggle, stop: stopCall } = usePlayer(call);
  const scroller = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLButtonElement>(null);
  const stopHadFocus = useRef(false);

  const status = state?.status ?? 'idle';
  const live = status === 'playing' || status === 'paused';
  const captions = live || status === 'ended';
  const seconds = useCallClock(status);
  const cues = useMemo(() => player?.cuesOf(call) ?? [], [player, call]);
  const waiting = player && state ? player.waitingFor(state, cues) : undefined;
  const note = player && state ? player.captionsNote(state, w) : undefined;

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

  function stop() {
    stopCall();
    main.current?.focus();
  }

  const control = player && state ? player.controlLabel(state, w) : { label: w.play, pressed: false };

  return (
    <div data-call-state={status}>
      <div
        className={clsx('flex items-center justify-between gap-3 border-b border-white/10', compact ? 'pb-3' : 'pb-4')}
        aria-hidden="true"
      >
        <div className="flex items-center gap-3">
          {badge}
          <span>
            <span className="block text-sm font-semibold text-white">{mentorName}</span>
            <span data-call-status className="block text-xs tabular-nums text-ink-300">
              {player ? player.callStatus(status, seconds, w, state?.mode) : w.idle}
            </span>
          </span>
        </div>
        {wave}
      </div>
      {/* The static exchange keeps its place (dimmed while connecting, then invisible); the captions are drawn over
          it. A preview card (cut to its first lines) scrolls them within its box, the newest line in view. */}
      <div className={clsx('relative', compact ? 'pt-3' : 'pt-4')}>
        <div
          data-call-exchange
          aria-hidden={captions || undefined}
          className={clsx(
            'transition-opacity duration-300 motion-reduce:transition-none',
            captions && (waiting === 'connecting' ? 'opacity-35' : 'invisible opacity-0'),
          )}
        >
          {children}
        </div>
        <div
          ref={scroller}
          data-call-captions
          className={clsx('absolute inset-x-0 bottom-0 overflow-hidden', compact ? 'top-3' : 'top-4')}
        >
          <div role="log" aria-live="polite" aria-label={w.captionsLabel}>
            {player && state && captions ? (
              <player.Transcript
                call={call}
                mentorName={mentorName}
                compact={compact}
                progress={{ shown: state.shown, cue: state.cue, char: state.char }}
              />
            ) : null}
          </div>
          {waiting === 'answering' ? <Answering text={format(w.answering, { name: mentorName })} /> : null}
        </div>
        {waiting === 'connecting' || status === 'idle' ? (
          <Connecting text={w.connecting} early={status === 'idle'} />
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
        words={w}
      />
      {/* Always present, so the captions-only sentence is announced (politely) when it appears; sighted visitors
          read the same state in the status line above, so nothing shifts. */}
      <p role="status" className="sr-only">
        {note}
      </p>
    </div>
  );
}
