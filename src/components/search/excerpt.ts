/**
 * A search hit's excerpt made to read as a cut: Pagefind returns a window of the page's words (escaped text with the
 * matches in <mark>) that can end mid-sentence, even on a comma. Here it is cut at a word to at most `max` visible
 * characters, trailing punctuation that would dangle (, ; : and dashes) is dropped, and an ellipsis marks that the
 * text goes on, unless it ends a sentence; one that opens mid-sentence starts at its next sentence, or with an
 * ellipsis. Tags stay balanced; entities are never split. The header's results and
 * /search use it (hit-text.tsx, search-results-client.ts): tests/unit/search-excerpt.test.ts.
 */
const ELLIPSIS = '…';
/** Tokens: a tag, an entity, or one character of text. */
const TOKEN = /<\/?[a-z][^>]*>|&[#a-z0-9]+;|[\s\S]/gi;

/**
 * Where an excerpt that opens mid-sentence ("badge tap to ask. The first night…") should start: at the next
 * sentence when one begins within the first 80 characters before any match, so it reads from a capital; else it
 * stays whole and `lead` says to mark the cut at its start with an ellipsis too.
 */
function sentenceStart(tokens: string[]): { from: number; lead: boolean } {
  const first = tokens.find((t) => !/^<|^\s$/.test(t)) ?? '';
  if (!/^[a-z]/.test(first)) return { from: 0, lead: false };
  let visible = 0;
  for (let i = 0; i < tokens.length - 2 && visible < 80; i++) {
    const t = tokens[i]!;
    if (t === '<mark>') break;
    if (t.startsWith('<')) continue;
    visible++;
    if (!/^[.!?]$/.test(t) || !/^\s$/.test(tokens[i + 1]!)) continue;
    // The next sentence's first letter, looking through a tag (a match may open the sentence).
    const next = tokens.slice(i + 2).find((n) => !n.startsWith('<'));
    if (next && /^[A-Z“"‘]$/.test(next)) return { from: i + 2, lead: false };
  }
  return { from: 0, lead: true };
}

export function cutExcerpt(html: string, max = 180): string {
  const all = html.trim().match(TOKEN) ?? [];
  const start = sentenceStart(all);
  const tokens = all.slice(start.from);
  const isTag = (t: string) => t.startsWith('<') && t.length > 1;
  const isSpace = (t: string) => /^\s$/.test(t) || t === '&nbsp;';
  let visible = 0;
  let end = tokens.length;
  for (let i = 0; i < tokens.length; i++) {
    if (isTag(tokens[i]!)) continue;
    visible++;
    if (visible > max) {
      // Back to the last space before this point: the cut falls between words, never inside one.
      let j = i;
      while (j > 0 && !isSpace(tokens[j]!)) j--;
      end = j > 0 ? j : i;
      break;
    }
  }
  const kept = tokens.slice(0, end);
  // Drop what would dangle at the end (spaces, commas, semicolons, colons, dashes), looking through closing tags.
  const closing: string[] = [];
  while (kept.length) {
    const last = kept[kept.length - 1]!;
    if (/^<\//.test(last)) closing.unshift(kept.pop()!);
    else if (isSpace(last) || /^[,;:\-–—]$/.test(last)) {
      kept.pop();
    } else break;
  }
  // A tag left open by the cut (a <mark> whose text was cut off) is closed; an emptied one is dropped.
  let out = kept.join('') + closing.join('');
  out = out.replace(/<mark>(<\/mark>)/g, '');
  const open = (out.match(/<mark>/g) ?? []).length - (out.match(/<\/mark>/g) ?? []).length;
  if (open > 0) out += '</mark>'.repeat(open);
  const text = out.replace(/<[^>]*>/g, '');
  const endsSentence = /[.!?…]["'’”)]?$/.test(text);
  const lead = start.lead && text ? ELLIPSIS : '';
  // A cut that falls at a sentence's end reads as whole: no ellipsis after its full stop or question mark.
  return endsSentence ? `${lead}${out}` : `${lead}${out}${text ? ELLIPSIS : ''}`;
}
