import { headingText } from '@/components/ui/heading-text';
import { SmartLink } from '@/components/ui/smart-link';
import { cn } from '@/lib/cn';

import { ActionButton } from './layout';
import { routeDetail, RouteLink } from './routes';
import type { BlockProps } from './types';

type Leader = BlockProps<'people'>['block']['items'][number];

const whoLabel = { caller: 'Caller', mentor: 'Pocket Mentor', review: 'Sign-off', text: 'Text' } as const;

/**
 * The moment of a call a role answers for, set as a line of the transcript: when, who is heard, the words in the
 * spoken face. A sign-off or a text reads as what is shown (no quotes); a caller and the mentor as what is said.
 */
function Moment({ m }: { m: NonNullable<Leader['moment']> }) {
  const said = m.who === 'caller' || m.who === 'mentor';
  return (
    <div
      data-moment={m.who}
      className={cn(
        'border-l-2 pl-4',
        m.who === 'caller' ? 'border-line' : m.who === 'mentor' ? 'border-tint-600' : 'border-dashed border-tint-600',
      )}
    >
      <p className="font-spoken text-xs tracking-wide text-muted uppercase">
        {m.when} · <span className={m.who === 'caller' ? 'text-ink-700' : 'text-tint-700'}>{whoLabel[m.who]}</span>
      </p>
      <p
        className={cn(
          'mt-1 font-spoken text-base leading-snug tracking-tight md:text-[1.0625rem]',
          said ? 'font-medium text-ink-950' : 'text-ink-800',
        )}
      >
        {said ? `“${m.words}”` : m.words}
      </p>
    </div>
  );
}

/**
 * One role as a row: what it answers for, then the role, then the question a customer brings to it (in the spoken
 * face) and what it does for customers. When the owner publishes the person, their name leads (the role under it,
 * linked to their profile when given), their photo stands beside it and their bio follows; blank, the row is led by
 * the role alone (no icon in place of a face, no placeholder avatar). No one is ever invented.
 */
function Role({ p, wide }: { p: Leader; wide?: boolean }) {
  return (
    <li
      className={cn(
        'grid gap-x-8 gap-y-3 py-4 md:grid-cols-[minmax(0,0.62fr)_minmax(0,1.38fr)]',
        // A full-width group keeps the block's columns: the role under the heading, its words from the roster's edge.
        wide && 'lg:grid-cols-[minmax(0,0.85fr)_minmax(0,2fr)] lg:gap-x-16',
      )}
    >
      <div className="flex items-start gap-4">
        {p.image && (
          <img
            src={p.image.src}
            alt={p.image.alt}
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
            className="size-14 shrink-0 rounded-full object-cover ring-1 ring-line"
          />
        )}
        <div>
          {/* The spoken face is kept for the question; what the role answers for is a plain label over it. */}
          <p className="text-xs font-semibold tracking-wide text-tint-700 uppercase">{p.area}</p>
          <h4 className="text-lg leading-snug font-bold text-ink-950">
            {p.name && p.link ? (
              <SmartLink href={p.link} className="underline decoration-line underline-offset-4 hover:text-tint-700">
                {p.name}
              </SmartLink>
            ) : (
              headingText(p.name ?? p.title)
            )}
          </h4>
          {p.name && <p className="text-sm font-semibold text-ink-700">{p.title}</p>}
        </div>
      </div>
      <div className="md:pt-0.5">
        {p.moment ? (
          <Moment m={p.moment} />
        ) : (
          p.asks && (
            <p className="font-spoken text-base leading-snug font-medium tracking-tight text-ink-950 md:text-[1.0625rem]">
              “{p.asks}”
            </p>
          )
        )}
        {p.bio && <p className={p.moment || p.asks ? 'mt-2 text-small text-body' : 'text-small text-body'}>{p.bio}</p>}
      </div>
    </li>
  );
}

/**
 * Leaders as an accountability roster: the heading and the routes to reach them stay beside the executives from lg
 * (sticky); the advisors follow at full width, one compact row per role between hairlines, so the seven roles
 * read as one table of who answers for what (the leadership page stays under 3,000 px at 1280: tests/e2e/company.spec.ts).
 */
export function PeopleBlock({ block, heading }: BlockProps<'people'>) {
  const groups = (['executive', 'advisor'] as const)
    .map((g) => ({ g, items: block.items.filter((p) => p.group === g) }))
    .filter((x) => x.items.length);
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,2fr)] lg:gap-16">
      {/* On a phone the routes follow the roster (its words first); from lg they stay beside it, sticky. */}
      <div className="contents lg:sticky lg:top-[calc(var(--header-condensed)+2rem)] lg:block lg:self-start">
        <div className="order-1 lg:order-none">{heading}</div>
        {block.contact && (
          <div
            data-contact-routes=""
            className="order-3 rounded-2xl border border-line bg-white p-5 lg:order-none lg:mt-8"
          >
            <h3 className="text-base font-bold text-ink-950">{block.contact.heading}</h3>
            <ul className="mt-3 divide-y divide-line">
              {block.contact.items.map((r) => {
                const detail = routeDetail(r.via);
                return (
                  <li key={r.title} className="py-3">
                    <RouteLink route={r} badge="size-9" gap="gap-3">
                      <span className="block text-sm font-normal text-body">
                        {detail ? (
                          <span className="font-semibold break-all text-ink-900">{detail}</span>
                        ) : (
                          r.description
                        )}
                      </span>
                    </RouteLink>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        {block.action && (
          <div className="order-3 lg:order-none lg:mt-8">
            <ActionButton action={block.action} />
          </div>
        )}
      </div>
      {/* From lg the roster steps aside (contents): its first group sits beside the heading and routes, and any later
          group (the advisors) runs the full width under both, so no column stands empty beside it. */}
      <div data-roster="" className="order-2 lg:contents">
        {groups.map(({ g, items }, i) => (
          <div key={g} className={i === 0 ? undefined : 'mt-8 lg:col-span-2 lg:mt-0'}>
            {block.groups && <h3 className="eyebrow text-tint-700">{block.groups[g]}</h3>}
            <ul data-group={g} className="mt-2 divide-y divide-line border-y border-line">
              {items.map((p) => (
                <Role key={p.title} p={p} wide={i > 0} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
