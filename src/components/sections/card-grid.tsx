import type { Card as CardData } from '@/content/types';
import { Card } from '@/components/ui/card';
import { Section, SectionHeading, type Tone } from '@/components/ui/section';
import { cn } from '@/lib/cn';

const colClass = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'md:grid-cols-2 lg:grid-cols-4' } as const;

/** Heading + grid of icon cards. */
export function CardGrid({
  id, eyebrow, heading, intro, items, tone = 'white', columns = 3,
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
      <ul className={cn('mt-12 grid gap-5', colClass[columns])}>
        {items.map((c) => (
          <li key={c.title}><Card icon={c.icon} title={c.title}><p>{c.description}</p></Card></li>
        ))}
      </ul>
    </Section>
  );
}
