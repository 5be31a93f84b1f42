import { BlockSection } from '@/components/sections/blocks';
import { ReadingHeader } from '@/components/sections/reading';
import { Pager } from '@/components/ui/pager';
import { SmartLink } from '@/components/ui/smart-link';
import { format } from '@/lib/format';
import type { PageLists } from '@/lib/listings';
import type { ComposedBody } from '@/schemas/composed';

/**
 * A later page of a composed page's events or news list (/company/events/2/ …): a quiet header naming the page and
 * linking back to the first, then the page's lists that have entries here, and the pager. The page's other blocks
 * are on its first page only.
 */
export function ListingPage({
  content: c,
  path,
  lists,
}: {
  content: ComposedBody;
  /** The list's first page. */
  path: string;
  lists: PageLists;
}) {
  const paging = c.paging!;
  const n = lists.page.current;
  const pager = <Pager page={lists.page} words={lists.words} />;
  const blocks = c.blocks.filter(
    (b) =>
      (b.type === 'events' && lists.events?.[b.show].length) ||
      (b.type === 'news' && (lists.news?.featured || lists.news?.items.length)),
  );
  return (
    <>
      <ReadingHeader
        eyebrow={
          <SmartLink href={path} className="hover:text-ink-950 hover:underline">
            {c.hero.eyebrow ?? c.hero.title}
          </SmartLink>
        }
        title={format(paging.heading, { n })}
        standfirst={format(paging.description, { n })}
        facts={<p>{format(paging.position, { n, count: lists.page.last })}</p>}
      />
      {blocks.map((b, i) => (
        <BlockSection
          key={b.heading}
          block={b}
          index={i}
          tone={i % 2 === 0 ? 'tint' : 'white'}
          lists={lists}
          pager={i === blocks.length - 1 ? pager : undefined}
        />
      ))}
    </>
  );
}
