import { describe, expect, it } from 'vitest';

import { cutExcerpt } from '@/components/search/excerpt';

/** What a reader sees: the excerpt without its tags. */
const text = (html: string) => html.replace(/<[^>]*>/g, '');
/** The rule the header's results and /search hold every excerpt to. */
function excerptFaults(html: string): string[] {
  const t = text(html);
  const faults: string[] = [];
  if (/[,;:\-–—]\s*…?$/.test(t)) faults.push('ends on a comma, colon or dash');
  if (!/([.!?]["'’”)]?|\S…)$/.test(t)) faults.push('ends without an ellipsis or a full stop');
  if ((html.match(/<mark>/g) ?? []).length !== (html.match(/<\/mark>/g) ?? []).length) faults.push('unbalanced tags');
  return faults;
}

// An excerpt as Pagefind returns it: a window of words, matches in <mark>, ending on a comma mid-sentence.
const pagefind =
  'Staff call one number, describe the <mark>problem</mark> in their own words and hear the steps from your own procedures, one at a time,';

describe('search excerpts: cut at a word, with an ellipsis', () => {
  it('the check can fail: the raw excerpt ends on a comma with no ellipsis', () => {
    expect(excerptFaults(pagefind)).toEqual([
      'ends on a comma, colon or dash',
      'ends without an ellipsis or a full stop',
    ]);
    expect(excerptFaults('A word cut mid-wo')).toEqual(['ends without an ellipsis or a full stop']);
  });

  it('drops the dangling comma and adds an ellipsis', () => {
    const out = cutExcerpt(pagefind);
    expect(excerptFaults(out)).toEqual([]);
    expect(text(out)).toMatch(/one at a time…$/);
    expect(out).toContain('<mark>problem</mark>');
  });

  it('cuts a long excerpt at the last whole word within the length, never inside a word or an entity', () => {
    const out = cutExcerpt(pagefind, 40);
    expect(excerptFaults(out)).toEqual([]);
    const words = text(pagefind).split(/\s+/);
    const kept = text(out).replace(/…$/, '').split(/\s+/);
    // Every kept word is a whole word of the original, in order.
    expect(kept).toEqual(
      words.slice(0, kept.length).map((w, i) => (i === kept.length - 1 ? w.replace(/[,;:]$/, '') : w)),
    );
    expect(text(out).length).toBeLessThanOrEqual(41);
    expect(cutExcerpt('Fish &amp; chips &amp; peas', 8)).toBe('Fish &amp;…');
  });

  it('closes a <mark> the cut runs through, and leaves a finished sentence as it is', () => {
    expect(cutExcerpt('Call <mark>the number written</mark> on the badge', 15)).toBe('Call <mark>the number</mark>…');
    expect(cutExcerpt('It answers from your own procedures.')).toBe('It answers from your own procedures.');
    // Opened and ended mid-sentence: an ellipsis at both ends.
    expect(cutExcerpt('from your own procedures')).toBe('…from your own procedures…');
  });

  it('ends on the sentence a cut falls just after, without an ellipsis after its question mark', () => {
    const out = cutExcerpt(
      'Staff call when they need help. Which <mark>phones</mark> work? Any phone that can call.',
      53,
    );
    expect(out).toBe('Staff call when they need help. Which <mark>phones</mark> work?');
    expect(excerptFaults(out)).toEqual([]);
  });
});

describe('search excerpts: an excerpt that opens mid-sentence', () => {
  it('starts at the next sentence when one begins before the match', () => {
    const out = cutExcerpt('badge tap to ask. The first <mark>night</mark> on an unfamiliar unit.');
    expect(text(out)).toBe('The first night on an unfamiliar unit.');
    expect(out).toContain('<mark>night</mark>');
  });

  it('starts at a sentence that opens with the match', () => {
    const out = cutExcerpt('your workload this week? <mark>Night</mark>-shift picker at the north site,');
    expect(text(out)).toBe('Night-shift picker at the north site…');
  });

  it('keeps the match: with no sentence start before it, the cut at the start is marked with an ellipsis', () => {
    const out = cutExcerpt('the same way for everyone who asks. The <mark>shift</mark> without the expert.'.slice(4));
    expect(text(out)).toBe('The shift without the expert.');
    const kept = cutExcerpt('pass on a busy <mark>night</mark>: the allergen steps, heard in under a minute.');
    expect(text(kept)).toBe('…pass on a busy night: the allergen steps, heard in under a minute.');
  });

  it('leaves an excerpt that opens with a capital as it is', () => {
    expect(text(cutExcerpt('Every <mark>shift</mark> hears the same steps.'))).toBe(
      'Every shift hears the same steps.',
    );
  });

  it('starts after a quotation whose opening mark was cut off, at the next sentence', () => {
    const cut = 'Get the sign-off before you restart.” Checklists. Pre-start, <mark>safety</mark> and closing checks.';
    expect(text(cutExcerpt(cut))).toBe('Checklists. Pre-start, safety and closing checks.');
    // With no sentence start before the match, the cut is marked instead.
    expect(text(cutExcerpt('before you <mark>restart</mark>.” Safety first.'))).toBe(
      '…before you restart.” Safety first.',
    );
  });
});

describe('search excerpts: the block separator the index puts between headings and text', () => {
  it('is never the first or last thing an excerpt shows', () => {
    expect(text(cutExcerpt('· Gas odor on arrival · 1 · Do not operate <mark>switches</mark>.'))).toBe(
      'Gas odor on arrival · 1 · Do not operate switches.',
    );
    const out = cutExcerpt('<mark>Safety</mark> procedure · Gas odor on arrival · 1 · Do not operate switches', 39);
    expect(text(out)).toBe('Safety procedure · Gas odor on arrival…');
  });

  it('is dropped after a sentence that has ended', () => {
    expect(text(cutExcerpt('Week 2. · A new <mark>safety</mark> rule.'))).toBe('Week 2. A new safety rule.');
  });

  it('is where an excerpt that opens mid-sentence starts', () => {
    expect(text(cutExcerpt('word for word · Allergen handling and <mark>food safety</mark> steps.'))).toBe(
      'Allergen handling and food safety steps.',
    );
  });
});
