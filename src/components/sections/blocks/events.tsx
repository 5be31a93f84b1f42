import { Button } from '@/components/ui/button';
import { headingText } from '@/components/ui/heading-text';
import { SmartLink } from '@/components/ui/smart-link';
import { formatDate } from '@/lib/dates';
import { blockLabels } from '@/lib/labels';

import { StackedBlock } from './layout';
import type { BlockProps } from './types';

type Empty = NonNullable<BlockProps<'events'>['block']['empty']>;

/**
 * No event listed yet (the notice's words are the section's intro): what is known of the next session on a board,
 * the first fact set large in the spoken face (what the session will be), the others in a row under it (the date
 * among them, small while it is not set), then the optional button.
 */
function NextSessionBoard({ empty }: { empty: Empty }) {
  const [first, ...rest] = empty.facts ?? [];
  return (
    <>
      <dl
        data-board=""
        className="on-dark grid gap-x-8 gap-y-5 rounded-3xl bg-ink-950 p-6 text-white sm:grid-cols-2 md:p-10 lg:grid-cols-4"
      >
        {first && (
          <div className="col-span-full flex flex-wrap items-baseline gap-x-6 gap-y-1 border-b border-white/15 pb-6 md:mb-3 md:pb-8">
            <dt className="text-sm font-semibold text-ink-300">{first.term}</dt>
            <dd className="font-spoken text-2xl leading-tight font-semibold tracking-tight text-balance md:text-4xl">
              {first.detail}
            </dd>
          </div>
        )}
        {rest.map((f) => (
          <div key={f.term}>
            <dt className="text-sm font-semibold text-ink-300">{f.term}</dt>
            <dd className="mt-1 font-spoken text-base leading-snug font-medium tracking-tight md:text-lg">
              {f.detail}
            </dd>
          </div>
        ))}
      </dl>
      {empty.cta && (
        <div className="mt-8">
          <Button href={empty.cta.href} arrow>
            {empty.cta.label}
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * Events from the events collection, upcoming or past (`show`), as a printed programme: one ruled row per session,
 * its start time large in the spoken face, its kind and date, title, description and link. With none listed and facts
 * in `empty`, the board of the next session instead. The route gives the page's events (`lists`).
 */
export function EventsBlock({ block, heading, lists, pager }: BlockProps<'events'>) {
  const items = lists?.events?.[block.show] ?? [];
  if (!items.length && block.empty?.facts)
    return (
      <StackedBlock heading={heading} action={block.action}>
        <NextSessionBoard empty={block.empty} />
      </StackedBlock>
    );
  return (
    <StackedBlock heading={heading} action={block.action}>
      <div data-programme="" className="rounded-3xl border border-line bg-white px-6 md:px-10">
        {block.label && (
          <p className="border-b-2 border-ink-950 py-4 font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase md:py-5">
            {block.label}
          </p>
        )}
        <ol className="divide-y divide-line">
          {items.map((e) => (
            <li
              key={e.id}
              data-entry=""
              className="grid gap-x-10 gap-y-2 py-6 md:grid-cols-[8rem_minmax(0,1fr)] md:py-8 lg:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1.2fr)]"
            >
              <p className="font-spoken text-2xl leading-none font-semibold tracking-tight text-ink-950 md:text-3xl">
                {e.time}
                {e.date && (
                  <time dateTime={e.date} className="mt-2 block text-sm font-medium tracking-normal text-body">
                    {formatDate(e.date)}
                  </time>
                )}
              </p>
              <div>
                {e.kind && (
                  <p className="text-sm font-semibold tracking-wide text-tint-700 uppercase">{blockLabels[e.kind]}</p>
                )}
                <h3 className="mt-1 text-h3 font-semibold text-ink-950">{headingText(e.title)}</h3>
              </div>
              <p className="text-small md:col-start-2 lg:col-start-auto lg:pt-1">
                {e.description}
                {e.link && (
                  <>
                    {' '}
                    <SmartLink href={e.link.href} className="font-semibold text-cool-700 underline underline-offset-4">
                      {e.link.label}
                    </SmartLink>
                  </>
                )}
              </p>
            </li>
          ))}
        </ol>
      </div>
      {pager}
    </StackedBlock>
  );
}
