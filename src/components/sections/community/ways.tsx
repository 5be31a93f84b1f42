import { headingText } from '@/components/ui/heading-text';
import { ExternalLink, Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { resolveHref } from '@/lib/href';
import type { CommunityContent } from '@/schemas/community';

/**
 * Ways to take part as stops on one line: each space a node in its own tint, what it is for, how to start and its
 * link where it has one. Members move along it at their own pace, so it reads as a route, not a set of cards.
 */
export function Ways({ items }: { items: CommunityContent['ways']['items'] }) {
  return (
    // The line through the stops is the list's own ::before (nothing but <li> may sit in an <ol>).
    <ol className="relative mt-10 before:absolute before:top-7 before:bottom-7 before:left-[1.4375rem] before:w-0.5 before:bg-ink-100 before:content-[''] md:mt-12">
      {items.map((w) => (
        <li
          key={w.title}
          data-tint={w.tint.id}
          className="relative grid grid-cols-[3rem_minmax(0,1fr)] gap-x-5 py-4 lg:grid-cols-[3rem_minmax(0,15rem)_minmax(0,1fr)_minmax(0,17rem)] lg:gap-x-8 lg:py-5"
        >
          <span className="relative flex size-12 items-center justify-center rounded-full bg-tint-100 text-tint-700 ring-4 ring-mist">
            <Icon name={w.icon} className="size-6" />
          </span>
          <h3 className="self-center text-h3 font-semibold text-ink-950 lg:self-start lg:pt-2.5">
            {headingText(w.title)}
          </h3>
          <p className="col-start-2 mt-1 text-body lg:col-start-3 lg:mt-0 lg:pt-2.5">{w.description}</p>
          <div className="col-start-2 mt-3 text-small lg:col-start-4 lg:mt-0 lg:pt-3">
            <p className="font-semibold text-tint-700">{w.how}</p>
            {w.link && (
              <SmartLink
                href={resolveHref(w.link.href)}
                className="mt-2 inline-flex items-center gap-1.5 font-semibold text-ink-950 underline decoration-tint-600/40 underline-offset-4 hover:decoration-tint-600"
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
