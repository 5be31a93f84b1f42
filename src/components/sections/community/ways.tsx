import { headingText } from '@/components/ui/heading-text';
import { ExternalLink, Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { cn } from '@/lib/cn';
import { resolveHref } from '@/lib/href';
import type { CommunityContent } from '@/schemas/community';

/**
 * Ways to take part: one panel per space, each in its own tint (a dotted band with the space's icon), what it is
 * for, how to start, and its link where it has one. Two wide panels, then three.
 */
export function Ways({ items }: { items: CommunityContent['ways']['items'] }) {
  return (
    <ul className="mt-12 grid gap-4 md:grid-cols-2 lg:grid-cols-6">
      {items.map((w, i) => (
        <li
          key={w.title}
          data-tint={w.tint.id}
          className={cn(
            'flex flex-col overflow-hidden rounded-3xl border border-line bg-white',
            i < 2 ? 'lg:col-span-3' : 'lg:col-span-2',
            i === items.length - 1 && items.length % 2 === 1 && 'md:col-span-2 lg:col-span-2',
          )}
        >
          <div className="relative flex h-16 items-end bg-tint-100 px-7 md:h-24">
            <div
              aria-hidden="true"
              className="absolute inset-0 opacity-70 [background-image:radial-gradient(var(--tint-200)_1.5px,transparent_1.5px)] [background-size:16px_16px] [mask-image:linear-gradient(100deg,transparent_30%,black)]"
            />
            <span className="relative inline-flex size-14 translate-y-1/2 items-center justify-center rounded-2xl bg-white text-tint-700 shadow-card ring-1 ring-tint-600/20">
              <Icon name={w.icon} className="size-7" />
            </span>
          </div>
          <div className="flex flex-1 flex-col px-7 pt-11 pb-7">
            <h3 className="text-h3 font-semibold">{headingText(w.title)}</h3>
            <p className="mt-2 text-body">{w.description}</p>
            <p className="mt-5 border-t border-line pt-4 text-small font-semibold text-tint-700">{w.how}</p>
            {w.link && (
              <SmartLink
                href={resolveHref(w.link.href)}
                className="mt-auto inline-flex items-center gap-1.5 self-start pt-5 font-semibold text-ink-950 underline decoration-tint-600/40 underline-offset-4 hover:decoration-tint-600"
              >
                {w.link.label}
                <ExternalLink aria-hidden="true" className="size-4" />
              </SmartLink>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
