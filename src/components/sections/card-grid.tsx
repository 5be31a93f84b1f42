import { Card } from '@/components/ui/card';
import { Section, SectionHeading, type Tone } from '@/components/ui/section';
import type { Card as CardData } from '@/content/types';
import { gridStyle } from '@/lib/grid';

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
      <ul data-card-grid="" className="card-grid mt-12" style={gridStyle(items.length, colMax[columns])}>
        {items.map((c) => (
          <li key={c.title}>
            <Card icon={c.icon} title={c.title}>
              <p>{c.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
