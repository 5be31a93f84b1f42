/**
 * The sample-call player's state machine: pure data and functions, no browser APIs, so it is unit-tested
 * on its own (tests/unit/call-machine.test.ts). The engine (engine.ts) feeds it events from speech
 * synthesis or from timers and acts on the transitions.
 *
 *   idle ─play→ playing ─pause→ paused ─resume→ playing ─(last line ends)→ ended
 *   playing | paused ─stop→ stopped;   ended | stopped ─play→ playing (from the first line)
 *
 * A call is played as cues: one per line, in turn order (the caller's question, then each of the
 * mentor's steps). `mode` says whether the browser speaks ('speech') or the captions run on their own
 * timing ('captions', where speech synthesis is missing or fails, or until the browser's voices load).
 */
import type { Call, CallTurn } from '@/schemas/common';
import type { CallCopy } from '@/schemas/site-words';

type Speaker = CallTurn['speaker'];
export type Status = 'idle' | 'playing' | 'paused' | 'ended' | 'stopped';
export type Mode = 'speech' | 'captions';

export interface Cue {
  /** Index of the turn this line belongs to, and of the line within the turn. */
  turn: number;
  line: number;
  speaker: Speaker;
  text: string;
}

export interface PlayerState {
  status: Status;
  mode: Mode;
  /** The cue being played (or about to be); 0 before the first. */
  cue: number;
  /** How many cues the captions show (a cue is shown from the moment it starts). */
  shown: number;
  /** Offset in the current cue's text of the word being spoken (speech boundaries), or -1. */
  char: number;
}

export type PlayerEvent =
  /** Play from the start; `mode` (default: unchanged) lets a new play try speech again. */
  | { type: 'play'; mode?: Mode }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'stop' }
  | { type: 'cueStart'; cue: number }
  | { type: 'boundary'; cue: number; char: number }
  | { type: 'cueEnd'; cue: number }
  | { type: 'speechFailed' }
  /** The browser's voices arrived after the call started as captions: speak from the next line on. */
  | { type: 'speechReady' };

/** Every line of the call, in the order it is spoken. */
export function cuesOf(call: Call): Cue[] {
  return call.turns.flatMap((t, turn) => t.lines.map((text, line) => ({ turn, line, speaker: t.speaker, text })));
}

export function initialState(mode: Mode = 'speech'): PlayerState {
  return { status: 'idle', mode, cue: 0, shown: 0, char: -1 };
}

/** The next state; events that do not apply in the current state return it unchanged. */
export function reduce(state: PlayerState, event: PlayerEvent, total: number): PlayerState {
  switch (event.type) {
    case 'play':
      if (state.status === 'playing' || state.status === 'paused' || total === 0) return state;
      return { ...state, status: 'playing', mode: event.mode ?? state.mode, cue: 0, shown: 0, char: -1 };
    case 'pause':
      return state.status === 'playing' ? { ...state, status: 'paused' } : state;
    case 'resume':
      return state.status === 'paused' ? { ...state, status: 'playing' } : state;
    case 'stop':
      return state.status === 'playing' || state.status === 'paused'
        ? { ...state, status: 'stopped', cue: 0, shown: 0, char: -1 }
        : state;
    case 'cueStart':
      if (state.status !== 'playing' || event.cue !== state.cue) return state;
      return { ...state, shown: Math.max(state.shown, event.cue + 1), char: -1 };
    case 'boundary':
      if (state.status !== 'playing' || event.cue !== state.cue) return state;
      return { ...state, char: event.char };
    case 'cueEnd':
      if (state.status !== 'playing' || event.cue !== state.cue) return state;
      if (event.cue + 1 >= total) return { ...state, status: 'ended', shown: total, char: -1 };
      return { ...state, cue: event.cue + 1, char: -1 };
    case 'speechFailed':
      return state.mode === 'captions' ? state : { ...state, mode: 'captions', char: -1 };
    case 'speechReady':
      return state.mode === 'speech' || (state.status !== 'playing' && state.status !== 'paused')
        ? state
        : { ...state, mode: 'speech' };
  }
}

/** What the main button says and whether it is pressed (pressed: the call is playing). */
export function controlLabel(state: PlayerState, w: CallCopy): { label: string; pressed: boolean } {
  switch (state.status) {
    case 'playing':
      return { label: w.pause, pressed: true };
    case 'paused':
      return { label: w.resume, pressed: false };
    case 'ended':
      return { label: w.again, pressed: false };
    default:
      return { label: w.play, pressed: false };
  }
}

/**
 * While the call runs as captions only (no voice in this browser, or speech failed): the sentence announced to
 * screen readers (a polite status); the card shows it as its status line ("Captions only · 00:07", callStatus),
 * not in the button's label. Undefined otherwise.
 */
export function captionsNote(state: PlayerState, w: CallCopy): string | undefined {
  const live = state.status === 'playing' || state.status === 'paused' || state.status === 'ended';
  return live && state.mode === 'captions' ? w.captionsNote : undefined;
}

/**
 * What the card shows while a new turn has not started yet (the line is queued, or speech is still starting):
 * 'connecting' before the caller's first line, 'answering' before the first of the mentor's lines of a turn.
 * Between two lines of one turn (a short pause) nothing, so the indicator does not flicker.
 */
export function waitingFor(state: PlayerState, cues: readonly Cue[]): 'connecting' | 'answering' | undefined {
  if (state.status !== 'playing' || state.shown > state.cue) return undefined;
  const cue = cues[state.cue];
  if (!cue || cue.line !== 0) return undefined;
  if (state.cue === 0) return 'connecting';
  return cue.speaker === 'mentor' ? 'answering' : undefined;
}

/**
 * The call card's status line: where the call is, with its running time (mm:ss) once it has started; while it
 * plays without a voice it says so, calmly, in the same place ("Captions only · 00:07").
 */
export function callStatus(status: Status, seconds: number, w: CallCopy, mode: Mode = 'speech'): string {
  const clock = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  switch (status) {
    case 'playing':
      return `${mode === 'captions' ? w.captionsOnly : w.onCall} · ${clock}`;
    case 'paused':
      return `${w.onHold} · ${clock}`;
    case 'ended':
      return `${w.ended} · ${clock}`;
    default:
      return w.idle;
  }
}

/** Words per minute the captions run at without speech, a little slower than speech to leave time to read. */
const CAPTION_WPM = 160;

/** How long a line stays current in captions-only mode, in milliseconds. */
export function cueDuration(text: string, wpm = CAPTION_WPM): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1200, Math.round((words * 60_000) / wpm));
}

/**
 * The pause before a cue: longer when the speaker changes, as on a real call; longest before the mentor answers,
 * a beat the card fills with its "answering" state (waitingFor), so the wait reads as the mentor at work.
 */
export function gapBefore(cues: readonly Cue[], index: number): number {
  if (index <= 0) return 0;
  if (cues[index]?.speaker === cues[index - 1]?.speaker) return 250;
  return cues[index]?.speaker === 'mentor' ? 900 : 600;
}

/** Start of the word containing offset `char` in `text` (for resuming speech mid-line). */
export function wordStart(text: string, char: number): number {
  if (char <= 0) return 0;
  const i = Math.min(char, text.length);
  const before = text.slice(0, i).search(/\S*$/);
  return before < 0 ? i : before;
}

/** The subset of SpeechSynthesisVoice the voice picker reads (so it is testable without a browser). */
export interface VoiceLike {
  name: string;
  lang: string;
  default?: boolean;
  localService?: boolean;
}

/**
 * A voice's family: its name without an engine variant ("+Alicia", as in Chromium's "English (America)+Alicia
 * espeak-ng") or a quality tag ("(Enhanced)").
 */
const family = (name: string) =>
  name
    .replace(/\+\S+/, '')
    .replace(/\s*\((enhanced|premium|compact)\)/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
const isVariant = (name: string) => name.includes('+');

/**
 * Two voices for the page language: the mentor's and a different one for the caller. Preferred: the
 * page's exact language, then on-device voices (no text leaves the machine), the visitor's own variants
 * of the language (`preferred`, e.g. navigator.languages), the browser's default; engine variants (espeak's "+Name" voices) only as a last
 * resort. The caller gets a female speaker variant of the mentor's voice where the engine has them (all of
 * espeak-ng's base voices share one male speaker), else a voice of another family (another speaker), else
 * the mentor's own voice. Both are undefined when nothing speaks the language.
 */
export function pickVoices<V extends VoiceLike>(
  voices: readonly V[],
  pageLang: string,
  preferred: readonly string[] = [],
): { mentor?: V; caller?: V } {
  const lang = (pageLang || 'en').toLowerCase();
  const base = lang.split('-')[0];
  const norm = (v: V) => v.lang.toLowerCase().replace('_', '-');
  const matching = voices.filter((v) => norm(v).split('-')[0] === base);
  if (matching.length === 0) return {};
  const liked = preferred.map((l) => l.toLowerCase());
  const score = (v: V) =>
    (norm(v) === lang ? 8 : 0) +
    (v.localService ? 4 : 0) +
    (liked.includes(norm(v)) ? 2 : 0) +
    (v.default ? 1 : 0) -
    (isVariant(v.name) ? 16 : 0);
  const ranked = matching
    .map((v, i) => ({ v, s: score(v), i }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.v);
  const mentor = ranked[0]!; // matching is not empty
  const others = ranked.filter((v) => v.name !== mentor.name);
  const caller =
    // An engine with speaker variants (espeak-ng's "+female2"): the same accent, a clearly different speaker.
    others.find((v) => family(v.name) === family(mentor.name) && /\+female\d/i.test(v.name)) ??
    others.find((v) => !isVariant(v.name) && family(v.name) !== family(mentor.name)) ??
    others.find((v) => family(v.name) === family(mentor.name) && /\+(male|female)\d/i.test(v.name)) ??
    others.find((v) => !isVariant(v.name)) ??
    mentor;
  return { mentor, caller };
}
