/**
 * The search index reads a page's text as one run of words, so a card's label and its value, or an eyebrow and the
 * line under it, run together in result snippets ("Gas odor on arrival 1 Do not operate", "Day 1 Safety Receiving").
 * Here a " · " goes between two blocks of text where the first does not end a sentence: a block boundary is the end
 * of an element whose parent holds only elements (a layout container: a list item of spans, a card, a section), never
 * an element inside running text (a <strong>, a link or a span within a sentence). Everything else is left as
 * written, byte for byte. Text the index skips (data-pagefind-ignore) does not count as text, and a heading's own text
 * needs no separator: Pagefind itself ends it with a full stop (not text in a span inside the heading).
 */
const TOKEN =
  /<!--[\s\S]*?-->|<![^>]*>|<\/?[a-zA-Z][^\s/>]*(?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*\s*\/?>|[^<]+|</g;
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const SEPARATOR = ' · ';

/** @typedef {{ name: string, open: string, close: string, kids: (string | El)[], ignored: boolean, heading: boolean }} El */

/** @param {string} t */
const isText = (t) => !t.startsWith('<') && /\S/.test(t.replace(/&nbsp;|&#160;/g, ' '));

/** @param {string} html @returns {El} */
function parse(html) {
  /** @type {El} */
  const root = { name: '', open: '', close: '', kids: [], ignored: false, heading: false };
  const stack = [root];
  for (const [tok] of html.matchAll(TOKEN)) {
    const top = /** @type {El} */ (stack.at(-1));
    const end = /^<\/([a-zA-Z][^\s>]*)/.exec(tok);
    if (end) {
      const at = stack.findLastIndex((n) => n.name === end[1].toLowerCase());
      if (at > 0) {
        /** @type {El} */ (stack[at]).close = tok;
        stack.length = at;
      } else top.kids.push(tok);
      continue;
    }
    const start = /^<([a-zA-Z][^\s/>]*)/.exec(tok);
    if (!start) {
      top.kids.push(tok);
      continue;
    }
    const name = start[1].toLowerCase();
    /** @type {El} */
    const el = {
      name,
      open: tok,
      close: '',
      kids: [],
      ignored: top.ignored || /\sdata-pagefind-ignore\b/.test(tok),
      heading: /^h[1-6]$/.test(name),
    };
    top.kids.push(el);
    if (!VOID.has(name) && !tok.endsWith('/>')) stack.push(el);
  }
  return root;
}

/**
 * @param {El} el @param {string[]} out
 * @param {{ last: string, slot: number }} st the end of the last text ('.' after a heading's), and where a separator
 *   may go after it
 */
function write(el, out, st) {
  const container = !el.kids.some((k) => typeof k === 'string' && isText(k));
  for (const k of el.kids) {
    if (typeof k === 'string') {
      if (!el.ignored && isText(k)) {
        const ended = /[.!?…:;,·—–-]["'’”)]?$/.test(st.last);
        if (st.slot >= 0 && st.last && !ended && !/^\s*[.,;:!?)\]’”…·]/.test(k)) out[st.slot] = SEPARATOR;
        st.slot = -1;
        st.last = el.heading ? '.' : k.replace(/(?:\s|&nbsp;|&#160;)+$/, '');
      }
      out.push(k);
      continue;
    }
    out.push(k.open);
    write(k, out, st);
    out.push(k.close);
    if (container && st.slot < 0 && st.last) st.slot = out.push('') - 1;
  }
}

/** @param {string} html */
export function separateBlocks(html) {
  /** @type {string[]} */
  const out = [];
  write(parse(html), out, { last: '', slot: -1 });
  return out.join('');
}
