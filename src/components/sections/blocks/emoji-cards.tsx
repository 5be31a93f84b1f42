import { IconBadge } from '@/components/ui/card';
import { StackedBlock, Tile } from './layout';
import type { BlockProps } from './types';
import { gridStyle } from '@/lib/grid';

/** Icon-led cards (line icons from the sprite, never emoji); a card without items shows its "coming" note instead. */
export function EmojiCardsBlock({ block, heading }: BlockProps<'emojiCards'>) {
  return (
    <StackedBlock heading={heading} action={block.action}>
      <ul data-card-grid="" className="card-grid" style={gridStyle(block.items.length, { md: 2, lg: 3 })}>
        {block.items.map((c) => (
          <Tile key={c.title}>
            <IconBadge name={c.icon} />
            <h3 className="mt-5 text-h3 font-semibold">{c.title}</h3>
            <p className="mt-2">{c.description}</p>
            {c.items && c.items.length > 0 ? (
              <ul className="mt-4 list-disc space-y-1 pl-5 text-[0.9375rem] marker:text-cool-600">
                {c.items.map((i) => <li key={i}>{i}</li>)}
              </ul>
            ) : c.emptyNote ? (
              <p className="mt-4 rounded-lg bg-mist px-4 py-3 text-sm text-ink-700">{c.emptyNote}</p>
            ) : null}
          </Tile>
        ))}
      </ul>
    </StackedBlock>
  );
}
