import type { ReactNode } from 'react';

import { Checklist, IconBadge } from '@/components/ui/card';
import { GridList } from '@/components/ui/grid-list';
import { ArrowRight, ExternalLink } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { cn } from '@/lib/cn';
import { site } from '@/lib/settings';
import type { ContactRoute } from '@/schemas/composed';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

/** The address an email route writes to: the press email when it asks for it, else the company's. */
const inboxOf = (via: { inbox?: 'press' }) => (via.inbox === 'press' ? site.pressEmail : site.email);

/** Where a route leads: a page of the site, or a number, address or URL from site.ts. */
export function routeHref(via: ContactRoute['via']): string {
  if ('page' in via) return via.page;
  if ('phone' in via) return `tel:${via.phone === 'main' ? site.phone.tel : site.secondaryPhone.tel}`;
  if ('email' in via)
    return `mailto:${inboxOf(via)}${via.subject ? `?subject=${encodeURIComponent(via.subject)}` : ''}`;
  return site.communityUrl;
}

/**
 * One route as a link row: its icon badge, its link words with an arrow that steps forward on hover, then what the
 * caller puts under them (the number or address, a line about it). The people block's and the press kit's rows.
 */
export function RouteLink({
  route: r,
  badge,
  gap,
  children,
}: {
  route: ContactRoute;
  badge: string;
  gap: string;
  children?: ReactNode;
}) {
  return (
    <SmartLink
      href={routeHref(r.via)}
      className={cn('group flex items-start font-semibold text-ink-950 hover:text-tint-700', gap)}
    >
      <IconBadge name={r.icon} className={cn(badge, 'shrink-0')} />
      <span className="min-w-0">
        <span className="flex items-center gap-1.5">
          {r.link}
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
        {children}
      </span>
    </SmartLink>
  );
}

/** The number or address a route shows, so a visitor can note it down without following the link. */
export function routeDetail(via: ContactRoute['via']): string | undefined {
  if ('phone' in via) return via.phone === 'main' ? site.phone.display : site.secondaryPhone.display;
  if ('email' in via) return inboxOf(via);
  return undefined;
}

/** Ways to reach the company as link tiles, led by an optional status line, with an optional checklist beside them. */
export function RoutesBlock({ block, heading }: BlockProps<'routes'>) {
  const { status, items, points } = block;
  return (
    <StackedBlock heading={heading} action={block.action}>
      {status && (
        <p
          data-status=""
          className="mb-8 flex flex-col gap-2 rounded-2xl border border-tint-600/25 bg-tint-100 px-6 py-5 sm:flex-row sm:items-center sm:gap-4"
        >
          <span className="inline-flex w-fit items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-tint-700 ring-1 ring-tint-600/25">
            <span aria-hidden="true" className="size-2 rounded-full bg-tint-600" />
            {status.label}
          </span>
          <span className="text-ink-900">{status.text}</span>
        </p>
      )}
      {/* With a checklist, the routes sit side by side from lg as rows (the icon beside the words), and the checklist
          runs full width under them, its heading beside its points: no panel is stretched to another's height. */}
      <div className="grid gap-4">
        <GridList
          items={items}
          cols={points ? { md: 2 } : { md: 2, lg: 4 }}
          className="[--gap:1rem]"
          itemClassName="flex"
        >
          {(r) => {
            const href = routeHref(r.via);
            const detail = routeDetail(r.via);
            const external = 'community' in r.via;
            return (
              <SmartLink
                href={href}
                className={cn(
                  'group flex w-full flex-col rounded-2xl border border-line bg-white p-6 transition-shadow hover:shadow-card',
                  points && 'lg:flex-row lg:gap-5',
                )}
              >
                <IconBadge name={r.icon} className="shrink-0" />
                <span className={cn('flex grow flex-col', points ? 'mt-5 lg:mt-0' : 'mt-5')}>
                  <span className="block text-h3 font-semibold text-balance text-ink-950">{r.title}</span>
                  <span className="mt-2 block text-small text-body">{r.description}</span>
                  {detail && <span className="mt-4 block font-semibold break-all text-ink-950">{detail}</span>}
                  {/* Right under the words it follows (not pinned to the tile's foot): no gap opens above it. */}
                  <span className="inline-flex items-center gap-1.5 pt-5 font-semibold text-tint-700 group-hover:text-ink-950">
                    {r.link}
                    {external ? (
                      <ExternalLink aria-hidden="true" className="size-4" />
                    ) : (
                      <ArrowRight
                        aria-hidden="true"
                        className="size-4 transition-transform group-hover:translate-x-0.5"
                      />
                    )}
                  </span>
                </span>
              </SmartLink>
            );
          }}
        </GridList>
        {points && (
          <div className="rounded-2xl bg-ink-950 p-7 text-ink-200 md:p-8 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-10">
            <h3 className="text-h3 font-semibold text-balance text-white">{points.heading}</h3>
            <Checklist items={points.items} dark cols={{ md: 2 }} className="mt-5 lg:mt-0" />
          </div>
        )}
      </div>
    </StackedBlock>
  );
}
