import { headingText } from '@/components/ui/heading-text';
import { SmartLink } from '@/components/ui/smart-link';
import { formatDate } from '@/lib/dates';
import { blockLabels } from '@/lib/labels';
import type { NewsItem } from '@/lib/listings';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

/** A title, as a link to its page when it has one. */
const Title = ({ item }: { item: NewsItem }) =>
  item.link ? (
    <SmartLink href={item.link} className="underline decoration-line underline-offset-4 hover:decoration-current">
      {headingText(item.title)}
    </SmartLink>
  ) : (
    <>{headingText(item.title)}</>
  );

/** The dateline: the date in the spoken face, then where the item comes from (its category or the blog). */
const Dateline = ({ item, lead }: { item: NewsItem; lead?: string }) => (
  <p className="flex flex-wrap content-start items-baseline gap-x-3 gap-y-1">
    <time dateTime={item.date} className="font-spoken text-sm font-semibold tracking-tight text-ink-950">
      {formatDate(item.date)}
    </time>
    <span className="text-xs font-semibold tracking-wide text-tint-700 uppercase">
      {lead ? `${lead} · ${item.category}` : item.category}
    </span>
  </p>
);

/**
 * The news and the blog's posts as a press room (each listed entry marked data-entry, which the list pages' tests
 * count), newest first (the route gives this page's, `lists`): on the list's first page the featured item as a
 * release across the width under a heavy rule, then one ruled row per item, dateline left, headline and summary right.
 */
export function NewsBlock({ block, heading, lists, pager }: BlockProps<'news'>) {
  const featured = lists?.news?.featured;
  const items = lists?.news?.items ?? [];
  return (
    <StackedBlock heading={heading} action={block.action}>
      {featured && (
        <article
          data-entry=""
          className="grid gap-x-12 gap-y-4 border-t-4 border-ink-950 pt-6 md:grid-cols-[13rem_minmax(0,1fr)] md:pt-8"
        >
          <Dateline item={featured} lead={blockLabels.featured} />
          <div>
            <h3 className="text-h2 font-bold text-balance text-ink-950">
              <Title item={featured} />
            </h3>
            <p className="mt-4 max-w-3xl text-lead">{featured.summary}</p>
          </div>
        </article>
      )}
      <ul className={featured ? 'mt-12 border-y border-line md:mt-16' : 'border-y border-line'}>
        {items.map((n) => (
          <li
            key={n.id}
            data-entry=""
            className="grid gap-x-12 gap-y-2 border-line py-6 not-first:border-t md:grid-cols-[13rem_minmax(0,1fr)]"
          >
            <Dateline item={n} />
            <div>
              <h3 className="text-lg leading-snug font-semibold text-ink-950">
                <Title item={n} />
              </h3>
              <p className="mt-1.5 max-w-3xl text-small">{n.summary}</p>
            </div>
          </li>
        ))}
      </ul>
      {pager}
    </StackedBlock>
  );
}
