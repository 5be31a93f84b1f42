import type { Call, CallSnippet } from '@/schemas/common';

/** A card's snippet as a call: the caller's question, the mentor's steps, then any further turns. */
export function callFromSnippet(snippet: CallSnippet): Call {
  return {
    caller: snippet.caller,
    turns: [
      { speaker: 'caller', lines: [snippet.question] },
      { speaker: 'mentor', lines: snippet.answer },
      ...(snippet.more ?? []),
    ],
  };
}
