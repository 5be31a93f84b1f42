import { GridList } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { SmartLink } from '@/components/ui/smart-link';
import { formatDate } from '@/lib/dates';
import { blockLabels } from '@/lib/labels';

import { StackedBlock, tileClass } from './layout';
import type { BlockProps } from './types';

/**
 * Events from the events collection, upcoming or past (`show`): the kind and date when the event has them, the
 * time, title, description and its link. The route gives the page's events (`lists`).
 */
export function EventsBlock({ block, heading, lists, pager }: BlockProps<'events'>) {
  const items = lists?.events?.[block.show] ?? [];
  return (
    <StackedBlock heading={heading} action={block.action}>
      <GridList items={items} cols={{ md: 3 }} ordered itemClassName={tileClass} rows={3} keyOf={(e) => e.id}>
        {(e) => (
          <>
            {/* data-entry: one listed entry (the list pages' tests count them). */}
            <p data-entry="" className="text-sm font-semibold text-tint-700">
              {e.kind && <>{blockLabels[e.kind]} · </>}
              {e.date && (
                <>
                  <time dateTime={e.date}>{formatDate(e.date)}</time> ·{' '}
                </>
              )}
              {e.time}
            </p>
            <h3 className="mt-2 text-h3 font-semibold">{headingText(e.title)}</h3>
            <p className="mt-2 text-small">
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
          </>
        )}
      </GridList>
      {pager}
    </StackedBlock>
  );
}
