import { tileBlock } from './layout';

/** Past events: date and time, title, description. */
export const EventsBlock = tileBlock<'events'>('ol', 'grid gap-5 md:grid-cols-3', ({ item: e }) => (
  <>
    <p className="text-sm font-semibold text-cool-700"><time>{e.date}</time> · {e.time}</p>
    <h3 className="mt-2 text-h3 font-semibold">{e.title}</h3>
    <p className="mt-2 text-small">{e.description}</p>
  </>
));
