/**
 * Plays a call: speaks each line with the browser's speech synthesis (two voices where the browser has
 * them) and drives the state machine from the utterances' start, word-boundary and end events. Where
 * synthesis is missing, has no voice for the page language, errors or never starts, it switches to
 * captions only: the same lines on a reading-speed timer. Loaded on first use (see sample-call.tsx).
 *
 * Pause cancels the current utterance and resume speaks the rest of the line from the word it reached:
 * speechSynthesis.pause()/resume() are unreliable across engines (some never resume).
 */
import type { Call } from '@/schemas/common';

import {
  cueDuration,
  cuesOf,
  gapBefore,
  initialState,
  pickVoices,
  reduce,
  wordStart,
  type PlayerEvent,
  type PlayerState,
} from './machine';

export interface Engine {
  state(): PlayerState;
  play(): void;
  pause(): void;
  resume(): void;
  stop(): void;
  /** Stops and cancels speech for good (unmount, page hide). */
  destroy(): void;
}

type Voices = { mentor?: SpeechSynthesisVoice; caller?: SpeechSynthesisVoice };

/** How long an utterance may take to start before the engine gives up on speech. */
const START_TIMEOUT = 4000;
/** How long to wait for the browser's voice list. */
const VOICES_TIMEOUT = 500;

export function createEngine(call: Call, onChange: (state: PlayerState) => void): Engine {
  const cues = cuesOf(call);
  const synth: SpeechSynthesis | null =
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
      ? window.speechSynthesis
      : null;
  const lang = document.documentElement.lang || 'en';
  let state = initialState(synth ? 'speech' : 'captions');
  let timer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  // Captions only: the timers that mark the current line's words.
  let words: ReturnType<typeof setTimeout>[] = [];
  let current: SpeechSynthesisUtterance | null = null;
  let voices: Promise<Voices> | null = null;
  // Captions-only timing of the current line, for pause and resume.
  let lineStarted = 0;
  let lineLeft = 0;
  let destroyed = false;
  // Playing as captions because no voice was listed yet (not because speech failed).
  let awaitingVoices = false;

  const dispatch = (event: PlayerEvent) => {
    if (destroyed) return;
    const prev = state;
    const next = reduce(prev, event, cues.length);
    if (next === prev) return;
    state = next;
    effects(prev, next);
    onChange(state);
  };
  const later = (fn: () => void, ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
  const silence = () => {
    clearTimeout(timer);
    clearWords();
    clearTimeout(watchdog);
    if (current) {
      current = null;
      synth?.cancel();
    }
  };

  /**
   * The voices, waiting briefly for the browser to list them. When it has none yet (Chromium on Linux
   * takes seconds to list speech-dispatcher's), the call starts as captions and `speechReady` switches
   * it to speech from the next line once they arrive.
   */
  function loadVoices(): Promise<Voices> {
    return (voices ??= new Promise<Voices>((resolve) => {
      if (!synth) return resolve({});
      const done = () => {
        clearTimeout(wait);
        const list = synth.getVoices();
        if (list.length) synth.removeEventListener?.('voiceschanged', onVoices);
        else voices = null; // ask again next time
        resolve(pickVoices(list, lang, navigator.languages ?? []));
      };
      const onVoices = () => {
        if (!synth.getVoices().length) return;
        if (waiting) return done();
        synth.removeEventListener?.('voiceschanged', onVoices);
        voices = Promise.resolve(pickVoices(synth.getVoices(), lang, navigator.languages ?? []));
        if (awaitingVoices) {
          awaitingVoices = false;
          dispatch({ type: 'speechReady' });
        }
      };
      let waiting = true;
      const wait = setTimeout(
        () => {
          waiting = false;
          done();
        },
        synth.getVoices().length ? 0 : VOICES_TIMEOUT,
      );
      synth.addEventListener?.('voiceschanged', onVoices);
    }));
  }

  /** Starts line `i` now: speaks it, or shows it for its reading time. */
  function begin(i: number) {
    if (state.mode === 'speech') void speak(i, 0);
    else caption(i, cueDuration(cues[i]!.text));
  }

  /**
   * Captions only: line `i` for `ms`, from the word at offset `from` (a resumed line). Its words are marked one by
   * one over that time, as speech's word boundaries would (the captions follow the timeline, not just the line).
   */
  function caption(i: number, ms: number, from = 0) {
    lineStarted = Date.now();
    lineLeft = ms;
    dispatch({ type: 'cueStart', cue: i });
    clearWords();
    const text = cues[i]!.text;
    const starts = [...text.matchAll(/\S+/g)].map((m) => m.index).filter((c) => c >= from);
    const span = Math.max(1, text.length - (starts[0] ?? 0));
    starts.forEach((char) => {
      const at = Math.round(((char - (starts[0] ?? 0)) / span) * ms * 0.92);
      if (at === 0) dispatch({ type: 'boundary', cue: i, char });
      else words.push(setTimeout(() => dispatch({ type: 'boundary', cue: i, char }), at));
    });
    later(() => dispatch({ type: 'cueEnd', cue: i }), ms);
  }
  function clearWords() {
    words.forEach(clearTimeout);
    words = [];
  }

  async function speak(i: number, from: number) {
    const v = await loadVoices();
    if (destroyed || state.status !== 'playing' || state.cue !== i || state.mode !== 'speech') return;
    const voice = cues[i]!.speaker === 'mentor' ? v.mentor : v.caller;
    if (!synth || !voice) {
      // No voice for the page language (yet): captions now, speech if the voices turn up.
      awaitingVoices = !!synth && synth.getVoices().length === 0;
      return dispatch({ type: 'speechFailed' });
    }
    const u = new SpeechSynthesisUtterance(cues[i]!.text.slice(from));
    u.voice = voice;
    u.lang = voice.lang || lang;
    const mentor = cues[i]!.speaker === 'mentor';
    u.rate = mentor ? 0.95 : 1.05;
    // One voice for both: tell them apart by pitch.
    u.pitch = v.mentor === v.caller ? (mentor ? 1.1 : 0.8) : 1;
    u.onstart = () => {
      if (current !== u) return;
      clearTimeout(watchdog);
      dispatch({ type: 'cueStart', cue: i });
    };
    u.onboundary = (e) => {
      if (current !== u || (e.name && e.name !== 'word')) return;
      dispatch({ type: 'boundary', cue: i, char: from + e.charIndex });
    };
    u.onend = () => {
      if (current !== u) return;
      current = null;
      clearTimeout(watchdog);
      dispatch({ type: 'cueEnd', cue: i });
    };
    u.onerror = (e) => {
      if (current !== u) return;
      current = null;
      clearTimeout(watchdog);
      if (e.error === 'interrupted' || e.error === 'canceled') return;
      dispatch({ type: 'speechFailed' });
    };
    current = u;
    synth.speak(u);
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      if (current !== u) return;
      silence();
      dispatch({ type: 'speechFailed' });
    }, START_TIMEOUT);
  }

  function effects(prev: PlayerState, next: PlayerState) {
    if (next.status === 'stopped' || next.status === 'ended') {
      awaitingVoices = false;
      silence();
      synth?.cancel();
      return;
    }
    if (next.status === 'paused') {
      silence();
      if (next.mode === 'captions' && next.shown > next.cue)
        lineLeft = Math.max(0, lineLeft - (Date.now() - lineStarted));
      return;
    }
    if (next.status !== 'playing') return;
    const started = next.shown > next.cue;
    if (prev.status === 'paused') {
      // Resume: the rest of the current line, or the line itself if it had not started.
      if (!started) return later(() => begin(next.cue), 0);
      if (next.mode === 'speech') void speak(next.cue, wordStart(cues[next.cue]!.text, next.char));
      else caption(next.cue, lineLeft, wordStart(cues[next.cue]!.text, next.char));
      return;
    }
    if (prev.status !== 'playing') {
      if (synth && next.mode === 'speech') synth.cancel();
      return later(() => begin(0), 0);
    }
    if (next.mode === 'speech' && prev.mode === 'captions') return; // voices arrived: the next line is spoken
    if (next.mode !== prev.mode) {
      // Speech failed: the current line carries on as a caption.
      silence();
      return later(
        () =>
          started
            ? caption(
                next.cue,
                cueDuration(cues[next.cue]!.text.slice(wordStart(cues[next.cue]!.text, prev.char))),
                wordStart(cues[next.cue]!.text, prev.char),
              )
            : begin(next.cue),
        0,
      );
    }
    if (next.cue !== prev.cue) later(() => begin(next.cue), gapBefore(cues, next.cue));
  }

  return {
    state: () => state,
    // Every play tries speech again where the browser has it (its voices may have loaded since).
    play: () => dispatch({ type: 'play', mode: synth ? 'speech' : 'captions' }),
    pause: () => dispatch({ type: 'pause' }),
    resume: () => dispatch({ type: 'resume' }),
    stop: () => dispatch({ type: 'stop' }),
    destroy: () => {
      silence();
      synth?.cancel();
      destroyed = true;
    },
  };
}
