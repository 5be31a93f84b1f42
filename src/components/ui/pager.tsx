import { SmartLink } from '@/components/ui/smart-link';
import { format } from '@/lib/format';
import type { ListPage, PagerWords } from '@/lib/listings';

/** The links to the previous and next pages of a list, and which page this is ("Page 2 of 5"); none on one page. */
export function Pager({ page, words: c }: { page: ListPage; words: PagerWords }) {
  if (page.last < 2) return null;
  const link = 'font-semibold text-cool-700 underline underline-offset-4';
  return (
    <nav aria-label={c.label} className="mt-10 flex flex-wrap items-center justify-between gap-4">
      {page.prev ? (
        <SmartLink href={page.prev} rel="prev" className={link}>
          {c.prev}
        </SmartLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">{format(c.position, { n: page.current, count: page.last })}</p>
      {page.next ? (
        <SmartLink href={page.next} rel="next" className={link}>
          {c.next}
        </SmartLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
