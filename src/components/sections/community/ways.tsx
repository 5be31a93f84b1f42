import { headingText } from '@/components/ui/heading-text';
import { ExternalLink, Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { resolveHref } from '@/lib/href';
import type { CommunityContent } from '@/schemas/community';

/**
 * Ways to take part as the beliefs are set: ruled rows read top to bottom, in the page's one colour. Each space its
 * icon, what it is for, how to start and its link where it has one; members move between them at their own pace.
 */
export function Ways({ items }: { items: CommunityContent['ways']['items'] }) {
  return (
    <ol className="mt-10 border-b border-line md:mt-12">
      {items.map((w) => (
        <li
          key={w.title}
          className="grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-4 border-t border-line py-5 md:grid-cols-[3rem_minmax(0,1fr)] md:gap-x-5 md:py-6 lg:grid-cols-[4rem_minmax(0,15rem)_minmax(0,1fr)_minmax(0,17rem)] lg:gap-x-8 lg:py-8"
        >
          <span className="flex size-10 items-center justify-center rounded-full bg-cool-50 text-cool-700 ring-1 ring-cool-100 md:size-12">
            <Icon name={w.icon} className="size-5 md:size-6" />
          </span>
          <h3 className="self-center text-h3 font-semibold text-ink-950 lg:self-start lg:pt-2.5">
            {headingText(w.title)}
          </h3>
          <p className="col-start-2 mt-1 text-small text-body md:text-base lg:col-start-3 lg:mt-0 lg:pt-2.5">
            {w.description}
          </p>
          <div className="col-start-2 mt-2 text-small md:mt-3 lg:col-start-4 lg:mt-0 lg:pt-3">
            <p className="font-semibold text-ink-950">{w.how}</p>
            {w.link && (
              <SmartLink
                href={resolveHref(w.link.href)}
                className="mt-2 inline-flex items-center gap-1.5 font-semibold text-cool-700 underline decoration-cool-700/40 underline-offset-4 hover:decoration-cool-700"
              >
                {w.link.label}
                <ExternalLink aria-hidden="true" className="size-4" />
              </SmartLink>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
