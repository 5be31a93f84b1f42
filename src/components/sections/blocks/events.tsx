import { headingText } from '@/components/ui/heading-text';
import { formatDate } from '@/lib/dates';

import { tileBlock } from './layout';

/** Past events: the date when the content has one, the time, title, description. */
export const EventsBlock = tileBlock<'events'>(
  'ol',
  { md: 3 },
  ({ item: e }) => (
    <>
      <p className="text-sm font-semibold text-tint-700">
        {e.date && (
          <>
            <time dateTime={e.date}>{formatDate(e.date)}</time> ·{' '}
          </>
        )}
        {e.time}
      </p>
      <h3 className="mt-2 text-h3 font-semibold">{headingText(e.title)}</h3>
      <p className="mt-2 text-small">{e.description}</p>
    </>
  ),
  3,
);
