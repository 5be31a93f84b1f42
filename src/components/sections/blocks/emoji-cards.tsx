import { IconBadge } from '@/components/ui/card';
import { headingText } from '@/components/ui/heading-text';

import { tileBlock } from './layout';

/** Icon-led cards (line icons from the sprite, never emoji); a card without items shows its "coming" note instead. */
export const EmojiCardsBlock = tileBlock<'emojiCards'>('ul', { md: 2, lg: 3 }, ({ item: c, plain }) => (
  <>
    {!plain && <IconBadge name={c.icon} />}
    <h3 className={plain ? 'text-h3 font-semibold' : 'mt-5 text-h3 font-semibold'}>{headingText(c.title)}</h3>
    <p className="mt-2">{c.description}</p>
    {c.items && c.items.length > 0 ? (
      <ul className="mt-4 list-disc space-y-1 pl-5 text-small marker:text-cool-600">
        {c.items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    ) : c.emptyNote ? (
      <p className="mt-4 rounded-lg bg-mist px-4 py-3 text-sm text-ink-700">{c.emptyNote}</p>
    ) : null}
  </>
));
