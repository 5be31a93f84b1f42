import { CardList } from '@/components/ui/grid-list';
import { Section, SectionHeading, type Tone } from '@/components/ui/section';
import type { Card as CardData } from '@/schemas/common';

const colMax = { 2: { md: 2 }, 3: { md: 2, lg: 3 }, 4: { md: 2, lg: 4 } } as const;

/** Heading + grid of icon cards. */
export function CardGrid({
  id,
  eyebrow,
  heading,
  intro,
  items,
  tone = 'white',
  columns = 3,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  items: readonly CardData[];
  tone?: Tone;
  columns?: 2 | 3 | 4;
}) {
  return (
    <Section tone={tone} labelledBy={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={heading} intro={intro} />
      <CardList items={items} cols={colMax[columns]} className="mt-12" />
    </Section>
  );
}
