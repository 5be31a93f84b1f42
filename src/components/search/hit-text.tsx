import { cutExcerpt } from './excerpt';
import type { SearchHit } from './pagefind';

/**
 * A search hit in the header's list: its section, title and highlighted excerpt (Pagefind marks the matched words),
 * cut at a word with an ellipsis, short enough to fit its two lines, so the clamp never cuts a word.
 */
export function HitText({ hit }: { hit: SearchHit }) {
  return (
    <>
      <span className="block text-xs font-semibold uppercase tracking-[0.12em] text-cool-700">{hit.section}</span>
      <span className="mt-0.5 block font-semibold text-ink-950">{hit.title}</span>
      <span
        className="search-excerpt mt-1 line-clamp-2 block text-sm text-muted"
        dangerouslySetInnerHTML={{ __html: cutExcerpt(hit.excerpt, 90) }}
      />
    </>
  );
}
