import { clsx } from 'clsx';
import { Fragment } from 'react';

import type { Call } from '@/schemas/common';

import { Mic } from '../icon';

/** Where the player is: how many lines are shown and which word of which line is being spoken. */
export interface TranscriptProgress {
  /** Lines (cues) shown so far, counted across turns. */
  shown: number;
  /** The line being spoken and the offset of its current word (-1: none). */
  cue: number;
  char: number;
}

/**
 * Each word of a line in its own span, so the word being spoken can be marked without changing the text. With a
 * word position (`char` ≥ 0) the words after it are laid out but not shown yet: the caption follows the voice.
 */
function Words({ text, char }: { text: string; char: number }) {
  let offset = 0;
  return text.split(/(\s+)/).map((part, i) => {
    const start = offset;
    offset += part.length;
    if (/^\s+$/.test(part) || part === '') return <Fragment key={i}>{part}</Fragment>;
    const now = char >= start && char < offset;
    // Words not spoken yet keep their place (the line does not reflow as it fills) but do not show yet.
    const later = char >= 0 && start > char;
    return (
      <span key={i} className={now ? 'call-word-now' : later ? 'call-word-later' : undefined}>
        {part}
      </span>
    );
  });
}

/**
 * The call as speech bubbles: the caller's lines on the right, the mentor's steps numbered on the left.
 * Without `progress` every line shows (the static exchange the server renders); with it, only the lines
 * played so far, each word in a span (the sample-call player's captions).
 */
export function Transcript({
  call,
  mentorName,
  compact,
  progress,
}: {
  call: Call;
  mentorName: string;
  compact?: boolean;
  progress?: TranscriptProgress;
}) {
  // Index of each turn's first line among all the call's lines.
  const firsts = call.turns.map((_, t) => call.turns.slice(0, t).reduce((n, x) => n + x.lines.length, 0));
  return (
    // The words of the call in the spoken face (font-spoken); speaker labels stay in the sans.
    <div className={clsx('space-y-3 font-spoken tracking-tight', compact ? 'text-[0.8125rem]' : 'text-[0.84375rem]')}>
      {call.turns.map((turn, t) => {
        const first = firsts[t] ?? 0;
        const visible = progress ? Math.max(0, Math.min(turn.lines.length, progress.shown - first)) : turn.lines.length;
        if (visible === 0) return null;
        // `quoted`: the caller's words, in quotes that belong to their first and last word (so the closing quote
        // shows with the last word said, not at the end of a line still being spoken).
        const line = (text: string, i: number, quoted = false) => {
          if (!progress) return quoted ? `“${text}”` : text;
          const char = progress.cue === first + i ? progress.char : -1;
          return quoted ? (
            <Words text={`“${text}”`} char={char >= 0 ? char + 1 : -1} />
          ) : (
            <Words text={text} char={char} />
          );
        };
        const enter = progress ? 'call-enter' : undefined;
        if (turn.speaker === 'caller') {
          return (
            <div key={t} className={clsx('flex justify-end', enter)}>
              <p className="max-w-[85%] rounded-2xl rounded-br-md bg-white/10 px-4 py-2.5 text-white">
                <span className="mb-1 flex items-center gap-1.5 font-sans text-xs font-medium tracking-normal text-ink-300">
                  <Mic aria-hidden="true" className="size-3" /> {call.caller}
                </span>
                {turn.lines.slice(0, visible).map((text, i) => (
                  <span
                    key={i}
                    data-line={progress ? first + i : undefined}
                    className={clsx('block', i > 0 && 'mt-1', i > 0 && enter)}
                  >
                    {line(text, i, true)}
                  </span>
                ))}
              </p>
            </div>
          );
        }
        return (
          <div
            key={t}
            className={clsx('max-w-[92%] rounded-2xl rounded-bl-md bg-cool-50 px-4 py-3 text-ink-900', enter)}
          >
            <span className="mb-1.5 block font-sans text-xs font-semibold tracking-normal text-cool-700">
              {mentorName}
            </span>
            {turn.lines.length === 1 ? (
              <p data-line={progress ? first : undefined}>{line(turn.lines[0] ?? '', 0)}</p>
            ) : (
              <ol className="space-y-1.5">
                {turn.lines.slice(0, visible).map((text, i) => (
                  <li
                    key={i}
                    data-line={progress ? first + i : undefined}
                    className={clsx('flex gap-2.5', i > 0 && enter)}
                  >
                    <span
                      className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-ink-900 text-[0.6875rem] font-bold text-white"
                      aria-hidden="true"
                    >
                      {i + 1}
                    </span>
                    <span>{line(text, i)}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        );
      })}
    </div>
  );
}
