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
    <SmartLink href={item.link} className="underline-offset-4 hover:underline">
      {headingText(item.title)}
    </SmartLink>
  ) : (
    <>{headingText(item.title)}</>
  );

/**
 * The news and the blog's posts (each listed entry marked data-entry, which the list pages' tests count), newest first (the route gives this page's, `lists`): on the list's first page the
 * featured item on a dark panel beside the list of the others.
 */
export function NewsBlock({ block, heading, lists, pager }: BlockProps<'news'>) {
  const featured = lists?.news?.featured;
  const items = lists?.news?.items ?? [];
  const list = (
    <ul className="grid gap-4">
      {items.map((n) => (
        <li key={n.id} data-entry="" className="rounded-2xl border border-line bg-white p-6">
          <p className="text-sm font-semibold text-tint-700">
            {n.category} · <time dateTime={n.date}>{formatDate(n.date)}</time>
          </p>
          <h3 className="mt-1.5 font-semibold text-ink-950">
            <Title item={n} />
          </h3>
          <p className="mt-1.5 text-small">{n.summary}</p>
        </li>
      ))}
    </ul>
  );
  return (
    <StackedBlock heading={heading} action={block.action}>
      {featured ? (
        <div className="grid gap-5 lg:grid-cols-[1.4fr_1fr]">
          <article data-entry="" className="on-dark flex flex-col self-start rounded-3xl bg-ink-950 p-8 md:p-10">
            <p className="text-sm font-semibold text-cool-300">
              {blockLabels.featured} · {featured.category}
            </p>
            <h3 className="mt-3 text-h2 font-bold text-white">
              <Title item={featured} />
            </h3>
            <p className="mt-2 text-sm text-ink-300">
              <time dateTime={featured.date}>{formatDate(featured.date)}</time>
            </p>
            <p className="mt-5 text-lead text-ink-200">{featured.summary}</p>
          </article>
          {list}
        </div>
      ) : (
        list
      )}
      {pager}
    </StackedBlock>
  );
}
