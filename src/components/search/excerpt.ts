/**
 * A search hit's excerpt made to read as a cut: Pagefind returns a window of the page's words (escaped text with the
 * matches in <mark>) that can end mid-sentence, even on a comma. Here it is cut at a word to at most `max` visible
 * characters, trailing punctuation that would dangle (, ; : dashes, the index's block separator ·) is dropped, and
 * an ellipsis marks that the text goes on, unless it ends a sentence; one that opens mid-sentence starts at its next
 * sentence, or with an ellipsis. Tags stay balanced; entities are never split. The header's results and
 * /search use it (hit-text.tsx, search-results-client.ts): tests/unit/search-excerpt.test.ts.
 */
const ELLIPSIS = '…';
/** Tokens: a tag, an entity, or one character of text. */
const TOKEN = /<\/?[a-z][^>]*>|&[#a-z0-9]+;|[\s\S]/gi;

/** Whether a quotation closes before any opens (the excerpt starts inside a quote), looking before the first match. */
function opensInQuote(tokens: string[]): boolean {
  const end = tokens.indexOf('<mark>');
  const before = (end < 0 ? tokens : tokens.slice(0, end)).join('');
  const close = before.indexOf('”');
  return close >= 0 && !before.slice(0, close).includes('“');
}

/**
 * Where an excerpt that opens mid-sentence ("badge tap to ask. The first night…") or inside a quotation ("before you
 * restart.” Checklists…") should start: at the next sentence, or the next block of the page (the index joins blocks
 * with " · "), when one begins within the first 80 characters before any match, so it reads from a capital; else it
 * stays whole and `lead` says to mark the cut at its start with an ellipsis too.
 */
function sentenceStart(tokens: string[]): { from: number; lead: boolean } {
  const first = tokens.find((t) => !/^<|^\s$/.test(t)) ?? '';
  if (!/^[a-z]/.test(first) && !opensInQuote(tokens)) return { from: 0, lead: false };
  let visible = 0;
  for (let i = 0; i < tokens.length - 2 && visible < 80; i++) {
    const t = tokens[i]!;
    if (t === '<mark>') break;
    if (t.startsWith('<')) continue;
    visible++;
    // A full stop may have a closing quote after it; a block separator is a boundary too.
    const j = /^[.!?]$/.test(t) && /^["'’”)]$/.test(tokens[i + 1] ?? '') ? i + 1 : i;
    if (!/^[.!?·]$/.test(t) || !/^\s$/.test(tokens[j + 1] ?? '')) continue;
    // The next sentence's first letter, looking through a tag (a match may open the sentence).
    const next = tokens.slice(j + 2).find((n) => !n.startsWith('<'));
    if (next && /^[A-Z0-9“"‘]$/.test(next)) return { from: j + 2, lead: false };
  }
  return { from: 0, lead: true };
}

export function cutExcerpt(html: string, max = 180): string {
  // An excerpt that opens on the index's block separator starts at the block after it; one after a sentence's end
  // (Pagefind ends some blocks with a full stop of its own) is not needed.
  const cleaned = html
    .trim()
    .replace(/^(?:·\s*)+/, '')
    .replace(/([.!?…]["'’”)]?(?:<\/mark>)?)\s+·(?=\s)/g, '$1');
  const all = cleaned.match(TOKEN) ?? [];
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
    else if (isSpace(last) || /^[,;:\-–—·]$/.test(last)) {
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
  // A cut that falls just after a sentence's end reads as an end: no ellipsis after its full stop or question mark.
  return endsSentence ? `${lead}${out}` : `${lead}${out}${text ? ELLIPSIS : ''}`;
}
