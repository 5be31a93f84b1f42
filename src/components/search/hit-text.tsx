import { cutExcerpt } from './excerpt';
import type { SearchHit } from './pagefind';

/**
 * A search hit's section, title and highlighted excerpt (Pagefind marks the matched words), cut at a word with an
 * ellipsis: short enough in the header's list (compact) to fit its two lines, so the clamp never cuts a word.
 */
export function HitText({ hit, compact }: { hit: SearchHit; compact?: boolean }) {
  return (
    <>
      <span className="block text-xs font-semibold uppercase tracking-[0.12em] text-cool-700">{hit.section}</span>
      <span
        className={
          compact ? 'mt-0.5 block font-semibold text-ink-950' : 'mt-1 block text-lg font-semibold text-ink-950'
        }
      >
        {hit.title}
      </span>
      <span
        className={
          compact ? 'search-excerpt mt-1 line-clamp-2 block text-sm text-muted' : 'search-excerpt mt-1 block text-muted'
        }
        dangerouslySetInnerHTML={{ __html: cutExcerpt(hit.excerpt, compact ? 90 : 180) }}
      />
    </>
  );
}
