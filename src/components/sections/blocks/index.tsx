import type { ReactNode } from 'react';

import { Section, SectionHeading, type Tone } from '@/components/ui/section';
import type { PageLists } from '@/lib/listings';
import type { Block } from '@/schemas/composed';

import { CardsBlock } from './cards';
import { CaseStudiesBlock } from './case-studies';
import { ChecklistBlock } from './checklist';
import { DetailCardsBlock } from './detail-cards';
import { DocsBlock } from './docs';
import { EmojiCardsBlock } from './emoji-cards';
import { EventsBlock } from './events';
import { LinksBlock } from './links';
import { MomentBlock } from './moment';
import { MomentsBlock } from './moments';
import { NewsBlock } from './news';
import { NoticeBlock } from './notice';
import { PeopleBlock } from './people';
import { PressKitBlock } from './press-kit';
import { ProseBlock } from './prose';
import { QuotesBlock } from './quotes';
import { RoutesBlock } from './routes';
import { StepsBlock } from './steps';
import { StoriesBlock } from './stories';
import { TableBlock } from './table';
import type { BlockProps, BlockType } from './types';
import { ValuesBlock } from './values';

/**
 * Whether a block draws its items as icon cards (an icon over each title): a page shows one such grid at most, so
 * later ones are drawn without their icons (`plain`).
 */
export function drawsIconCards(b: Block) {
  return (
    (b.type === 'cards' && b.layout !== 'list' && !b.items.some((c) => c.line)) ||
    b.type === 'detailCards' ||
    b.type === 'emojiCards' ||
    (b.type === 'steps' && b.counter !== 'number' && b.steps.some((s) => s.icon))
  );
}

/**
 * The blocks a page draws, given the entries its events and news blocks list on this page: a list with no entries
 * is left out, or, for upcoming events with an `empty` notice, replaced by that notice (same eyebrow), or kept under
 * the notice's heading when it has facts to show (the events block draws them).
 */
export function listedBlocks(blocks: Block[], lists?: PageLists): Block[] {
  return blocks.flatMap((b): Block[] => {
    if (b.type === 'events') {
      if (lists?.events?.[b.show].length) return [b];
      if (!b.empty) return [];
      // With facts about the next session, the events block draws its own board under the notice's words.
      if (b.empty.facts) return [{ ...b, heading: b.empty.heading, intro: b.empty.body }];
      const { heading, body, cta, tone } = b.empty;
      return [{ type: 'notice', id: b.id, eyebrow: b.eyebrow, heading, body, cta, tone, action: b.action }];
    }
    if (b.type === 'news') return lists?.news?.featured || lists?.news?.items.length ? [b] : [];
    return [b];
  });
}

/** One component per block type; a type missing here is a compile error. */
const bodies: { [T in BlockType]: (props: BlockProps<T>) => ReactNode } = {
  cards: CardsBlock,
  caseStudies: CaseStudiesBlock,
  checklist: ChecklistBlock,
  detailCards: DetailCardsBlock,
  docs: DocsBlock,
  emojiCards: EmojiCardsBlock,
  events: EventsBlock,
  links: LinksBlock,
  moment: MomentBlock,
  moments: MomentsBlock,
  news: NewsBlock,
  notice: NoticeBlock,
  people: PeopleBlock,
  pressKit: PressKitBlock,
  prose: ProseBlock,
  quotes: QuotesBlock,
  routes: RoutesBlock,
  steps: StepsBlock,
  stories: StoriesBlock,
  table: TableBlock,
  values: ValuesBlock,
};

/** Renders one content block as a page section. `index` keys the heading ids; `tone` alternates. */
export function BlockSection({
  block,
  index,
  tone,
  plain,
  lists,
  pager,
  note,
}: {
  block: Block;
  index: number;
  tone: Tone;
  plain?: boolean;
  lists?: PageLists;
  pager?: ReactNode;
  /** A quiet line under the heading's intro (the page's one illustrative note, on its first block). */
  note?: ReactNode;
}) {
  const hid = `block-${index}-heading`;
  // Questions and answers (prose with subsections) read their paragraphs as the section's lead, set like every other.
  const lead = block.type === 'prose' && block.subsections ? block.paragraphs : [];
  const intro =
    block.intro || lead.length || note ? (
      <>
        {block.intro && <p>{block.intro}</p>}
        {lead.map((p) => (
          <p key={p} className="not-first:mt-3">
            {p}
          </p>
        ))}
        {note}
      </>
    ) : undefined;
  const heading = <SectionHeading id={hid} eyebrow={block.eyebrow} title={block.heading} intro={intro} />;
  // TypeScript cannot correlate `block` with `bodies[block.type]`; the mapped type above keeps them in step.
  const Body = bodies[block.type] as (props: BlockProps<BlockType>) => ReactNode;
  return (
    <Section tone={tone} id={block.id} labelledBy={hid}>
      <Body block={block} heading={heading} plain={plain} lists={lists} pager={pager} />
    </Section>
  );
}
