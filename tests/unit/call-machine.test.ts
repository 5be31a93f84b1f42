import { describe, expect, it } from 'vitest';

import {
  callStatus,
  captionsNote,
  controlLabel,
  cueDuration,
  cuesOf,
  gapBefore,
  initialState,
  pickVoices,
  reduce,
  waitingFor,
  wordStart,
  type PlayerEvent,
  type PlayerState,
} from '@/components/ui/call/machine';
import { callFromSnippet } from '@/lib/call';
import type { HomeContent } from '@/schemas/home';
import type { IndustryContent } from '@/schemas/industry';
import type { CallCopy } from '@/schemas/site-words';

import { entries, entry } from '../lib/content';

const industries = entries<IndustryContent>('industries').map((e) => e.data);
const home = entry<HomeContent>('pages', 'index');

/** Stand-in words (the real ones are the owner's, in src/content/site/ui.yaml): each names its key. */
const w = new Proxy({} as CallCopy, { get: (_, key) => `<${String(key)}>` });

const call = callFromSnippet(home.hero.snippet);
const cues = cuesOf(call);
const run = (events: PlayerEvent[], from: PlayerState = initialState()) =>
  events.reduce((s, e) => reduce(s, e, cues.length), from);
/** Play every line to its end, as the engine reports it. */
const playAll = (from: PlayerState) =>
  cues.reduce(
    (s, _, i) =>
      run(
        [
          { type: 'cueStart', cue: i },
          { type: 'cueEnd', cue: i },
        ],
        s,
      ),
    from,
  );

describe('a call from a card snippet', () => {
  it('is the caller’s question, then the mentor’s steps, then any further turns', () => {
    expect(call.caller).toBe(home.hero.snippet.caller);
    expect(call.turns.map((t) => t.speaker)).toEqual(['caller', 'mentor']);
    expect(call.turns[1].lines).toEqual(home.hero.snippet.answer);
    const longer = callFromSnippet({ ...home.hero.snippet, more: [{ speaker: 'caller', lines: ['Thanks.'] }] });
    expect(longer.turns.map((t) => t.speaker)).toEqual(['caller', 'mentor', 'caller']);
  });

  it('flattens to one cue per line, in the order spoken', () => {
    expect(cues.map((c) => [c.speaker, c.turn, c.line])).toEqual([
      ['caller', 0, 0],
      ['mentor', 1, 0],
      ['mentor', 1, 1],
      ['mentor', 1, 2],
    ]);
    expect(cues[0].text).toBe(home.hero.snippet.question);
  });

  it('exists for every industry, each starting with that industry’s own caller line', () => {
    const firsts = industries.map((c) => cuesOf(callFromSnippet(c.hero.snippet))[0]);
    expect(firsts.every((c) => c.speaker === 'caller' && c.text.length > 10)).toBe(true);
    expect(new Set(firsts.map((c) => c.text)).size).toBe(industries.length);
  });
});

describe('sample-call state machine', () => {
  it('starts idle, in speech mode unless told otherwise, showing nothing', () => {
    expect(initialState()).toEqual({ status: 'idle', mode: 'speech', cue: 0, shown: 0, char: -1 });
    expect(initialState('captions').mode).toBe('captions');
  });

  it('plays from the first line and reveals each line when it starts, not before', () => {
    let s = run([{ type: 'play' }]);
    expect(s).toMatchObject({ status: 'playing', cue: 0, shown: 0 });
    s = run([{ type: 'cueStart', cue: 0 }], s);
    expect(s.shown).toBe(1);
    s = run([{ type: 'cueEnd', cue: 0 }], s);
    expect(s).toMatchObject({ cue: 1, shown: 1 });
    s = run([{ type: 'cueStart', cue: 1 }], s);
    expect(s.shown).toBe(2);
  });

  it('ignores events for a line that is not the current one (stale utterances)', () => {
    const s = run([{ type: 'play' }, { type: 'cueStart', cue: 0 }]);
    expect(run([{ type: 'cueEnd', cue: 2 }], s)).toBe(s);
    expect(run([{ type: 'cueStart', cue: 3 }], s)).toBe(s);
    expect(run([{ type: 'boundary', cue: 1, char: 4 }], s)).toBe(s);
  });

  it('tracks the word being spoken and forgets it when the line ends', () => {
    let s = run([{ type: 'play' }, { type: 'cueStart', cue: 0 }, { type: 'boundary', cue: 0, char: 7 }]);
    expect(s.char).toBe(7);
    s = run([{ type: 'cueEnd', cue: 0 }], s);
    expect(s.char).toBe(-1);
  });

  it('pauses and resumes where it was; line events while paused change nothing', () => {
    const playing = run([
      { type: 'play' },
      { type: 'cueStart', cue: 0 },
      { type: 'cueEnd', cue: 0 },
      { type: 'cueStart', cue: 1 },
    ]);
    const paused = run([{ type: 'pause' }], playing);
    expect(paused).toMatchObject({ status: 'paused', cue: 1, shown: 2 });
    expect(run([{ type: 'cueEnd', cue: 1 }], paused)).toBe(paused);
    expect(run([{ type: 'play' }], paused)).toBe(paused);
    const resumed = run([{ type: 'resume' }], paused);
    expect(resumed).toMatchObject({ status: 'playing', cue: 1, shown: 2 });
    expect(run([{ type: 'resume' }], resumed)).toBe(resumed);
  });

  it('ends after the last line with every line shown, and plays again from the start', () => {
    const ended = playAll(run([{ type: 'play' }]));
    expect(ended).toMatchObject({ status: 'ended', shown: cues.length });
    expect(run([{ type: 'pause' }], ended)).toBe(ended);
    expect(run([{ type: 'play' }], ended)).toMatchObject({ status: 'playing', cue: 0, shown: 0 });
  });

  it('stops from playing or paused, clearing the captions; stop does nothing when idle', () => {
    const playing = run([{ type: 'play' }, { type: 'cueStart', cue: 0 }]);
    expect(run([{ type: 'stop' }], playing)).toMatchObject({ status: 'stopped', shown: 0 });
    expect(run([{ type: 'pause' }, { type: 'stop' }], playing).status).toBe('stopped');
    const idle = initialState();
    expect(run([{ type: 'stop' }], idle)).toBe(idle);
    expect(run([{ type: 'stop' }, { type: 'play' }], playing)).toMatchObject({ status: 'playing', cue: 0 });
  });

  it('falls back to captions only when speech fails, keeping its place', () => {
    const s = run([
      { type: 'play' },
      { type: 'cueStart', cue: 0 },
      { type: 'cueEnd', cue: 0 },
      { type: 'speechFailed' },
    ]);
    expect(s).toMatchObject({ status: 'playing', mode: 'captions', cue: 1, shown: 1 });
    expect(run([{ type: 'speechFailed' }], s)).toBe(s);
    // Voices that arrive later switch it back to speech (only during a call).
    expect(run([{ type: 'speechReady' }], s).mode).toBe('speech');
    expect(run([{ type: 'stop' }, { type: 'speechReady' }], s).mode).toBe('captions');
    // A new play tries speech again.
    expect(run([{ type: 'stop' }, { type: 'play', mode: 'speech' }], s).mode).toBe('speech');
    expect(playAll(run([{ type: 'play' }], initialState('captions'))).status).toBe('ended');
  });

  it('labels the control with what pressing it does, pressed while playing, never with the captions-only state', () => {
    const idle = initialState();
    expect(controlLabel(idle, w)).toEqual({ label: w.play, pressed: false });
    const playing = run([{ type: 'play' }]);
    expect(controlLabel(playing, w)).toEqual({ label: w.pause, pressed: true });
    expect(controlLabel(run([{ type: 'pause' }], playing), w)).toEqual({ label: w.resume, pressed: false });
    expect(controlLabel(playAll(playing), w)).toEqual({ label: w.again, pressed: false });
    expect(controlLabel(run([{ type: 'speechFailed' }], playing), w)).toEqual({
      label: w.pause,
      pressed: true,
    });
  });

  it('announces captions only while a call runs without a voice, and only then', () => {
    const playing = run([{ type: 'play' }]);
    expect(captionsNote(initialState('captions'), w)).toBeUndefined();
    expect(captionsNote(playing, w)).toBeUndefined();
    const captions = run([{ type: 'speechFailed' }], playing);
    expect(captionsNote(captions, w)).toBe(w.captionsNote);
    expect(captionsNote(run([{ type: 'pause' }], captions), w)).toBe(w.captionsNote);
    expect(captionsNote(playAll(captions), w)).toBe(w.captionsNote);
    expect(captionsNote(run([{ type: 'stop' }], captions), w)).toBeUndefined();
    expect(captionsNote(run([{ type: 'speechReady' }], captions), w)).toBeUndefined();
  });

  it('says what the card is waiting for before a turn starts: connecting, then the mentor answering', () => {
    const playing = run([{ type: 'play' }]);
    expect(waitingFor(initialState(), cues)).toBeUndefined();
    expect(waitingFor(playing, cues)).toBe('connecting');
    const asking = run([{ type: 'cueStart', cue: 0 }], playing);
    expect(waitingFor(asking, cues)).toBeUndefined();
    const asked = run([{ type: 'cueEnd', cue: 0 }], asking);
    expect(cues[1]).toMatchObject({ speaker: 'mentor', line: 0 });
    expect(waitingFor(asked, cues)).toBe('answering');
    expect(waitingFor(run([{ type: 'pause' }], asked), cues)).toBeUndefined();
    // Between two lines of the mentor's turn: nothing (no flicker).
    const step = run(
      [
        { type: 'cueStart', cue: 1 },
        { type: 'cueEnd', cue: 1 },
      ],
      asked,
    );
    expect(step).toMatchObject({ cue: 2, shown: 2 });
    expect(waitingFor(step, cues)).toBeUndefined();
  });

  it('shows the call’s running time in its status line once it has started', () => {
    expect(callStatus('idle', 0, w)).toBe(w.idle);
    expect(callStatus('stopped', 12, w)).toBe(w.idle);
    expect(callStatus('playing', 7, w)).toBe(`${w.onCall} · 00:07`);
    expect(callStatus('paused', 65, w)).toBe(`${w.onHold} · 01:05`);
    expect(callStatus('ended', 31, w)).toBe(`${w.ended} · 00:31`);
    // Without a voice the same line says so, calmly (not the button).
    expect(callStatus('playing', 7, w, 'captions')).toBe(`${w.captionsOnly} · 00:07`);
    expect(callStatus('paused', 7, w, 'captions')).toBe(`${w.onHold} · 00:07`);
  });
});

describe('sample-call timing and voices', () => {
  it('gives a caption time to be read, never less than 1.2 s', () => {
    expect(cueDuration('Yes.')).toBe(1200);
    expect(
      cueDuration('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen'),
    ).toBe(6000);
  });

  it('pauses longer when the speaker changes than between one speaker’s steps', () => {
    expect(gapBefore(cues, 0)).toBe(0);
    expect(gapBefore(cues, 1)).toBeGreaterThan(gapBefore(cues, 2));
  });

  it('resumes speech from the start of the word it reached', () => {
    expect(wordStart('check the filter first', 12)).toBe(10);
    expect(wordStart('check the filter first', 10)).toBe(10);
    expect(wordStart('check the filter first', -1)).toBe(0);
  });

  const v = (name: string, lang: string, extra: { default?: boolean; localService?: boolean } = {}) => ({
    name,
    lang,
    ...extra,
  });

  it('picks two different voices in the page language, the default one for the mentor', () => {
    const voices = [
      v('Deutsch', 'de-DE'),
      v('Daniel', 'en-GB'),
      v('Samantha', 'en-US', { default: true }),
      v('Alex', 'en-US'),
    ];
    const { mentor, caller } = pickVoices(voices, 'en-US');
    expect(mentor?.name).toBe('Samantha');
    expect(caller?.name).toBe('Alex');
    expect(pickVoices(voices, 'en').mentor?.lang.startsWith('en')).toBe(true);
  });

  it('prefers a caller voice that is not a variant of the mentor’s', () => {
    const voices = [
      v('English (America)+Demonic', 'en-US'),
      v('English (America)', 'en-US'),
      v('English (America)+male2', 'en-US'),
      v('Zira', 'en-US'),
      v('English (America)+female2', 'en-US'),
    ];
    expect(pickVoices(voices, 'en-US').mentor?.name).toBe('English (America)');
    // espeak-ng style: a female variant of the same voice is the most distinct caller.
    expect(pickVoices(voices, 'en-US').caller?.name).toBe('English (America)+female2');
    expect(pickVoices(voices.slice(0, 4), 'en-US').caller?.name).toBe('Zira');
    expect(pickVoices(voices.slice(0, 3), 'en-US').caller?.name).toBe('English (America)+male2');
    // As Chromium names them through speech-dispatcher: the engine after the variant.
    const chromium = [
      'English (America) espeak-ng',
      'English (America, New York City) espeak-ng',
      'English (America)+Demonic espeak-ng',
      'English (America)+female2 espeak-ng',
    ].map((name) => v(name, name.includes('New York') ? 'en-US-NYC' : 'en-US', { localService: true }));
    expect(pickVoices(chromium, 'en', ['en-US'])).toEqual({ mentor: chromium[0], caller: chromium[3] });
    // Only novelty variants besides the mentor's voice: the mentor's voice for both (told apart by pitch).
    expect(pickVoices(voices.slice(0, 2), 'en-US').caller?.name).toBe('English (America)');
  });

  it('prefers the visitor’s own variant of the page language, and on-device voices', () => {
    const local = { localService: true };
    const voices = [
      v('English (America)', 'en-US', local),
      v('Google UK English', 'en-GB', { localService: false }),
      v('English (Great Britain)', 'en-GB', local),
    ];
    expect(pickVoices(voices, 'en', ['en-GB', 'en']).mentor?.name).toBe('English (Great Britain)');
    expect(pickVoices(voices, 'en', ['en-GB', 'en']).caller?.name).toBe('English (America)');
    expect(pickVoices(voices, 'en').mentor?.name).toBe('English (America)');
  });

  it('uses one voice for both when there is only one, and none when the language has no voice', () => {
    const one = [v('Karen', 'en-AU')];
    const { mentor, caller } = pickVoices(one, 'en');
    expect(mentor).toBe(one[0]);
    expect(caller).toBe(one[0]);
    expect(pickVoices([v('Thomas', 'fr-FR')], 'en')).toEqual({});
    expect(pickVoices([], 'en')).toEqual({});
  });
});
