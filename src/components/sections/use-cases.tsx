import { GridList } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { Icon } from '@/components/ui/icon';
import { Section, SectionHeading, type Tone } from '@/components/ui/section';
import { site } from '@/lib/settings';
import type { UseCase, UseCaseGroup } from '@/schemas/industry';

/**
 * A use case: a mini call from that setting (what is asked there, and the first step of the spoken answer)
 * in the industry's tint, then its title and description. No placeholder for a photo that is not there.
 */
function UseCaseCard({ item, headingLevel }: { item: UseCase; headingLevel: 3 | 4 }) {
  const H = `h${headingLevel}` as const;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow duration-200 hover:shadow-lift">
      <div className="grid gap-2 border-b border-line bg-tint-50 p-4 text-sm leading-snug">
        <p className="ml-6 rounded-2xl rounded-br-md bg-white px-3.5 py-2.5 text-ink-900 ring-1 ring-tint-200">
          <span className="mb-1 flex items-center gap-1.5 text-xs font-semibold text-tint-700">
            <Icon name={item.icon} className="size-3.5" /> <span className="sr-only">Caller: </span>
            {item.title}
          </span>{' '}
          “{item.ask}”
        </p>
        <p className="mr-6 rounded-2xl rounded-bl-md bg-ink-900 px-3.5 py-2.5 text-white">
          {/* The space keeps the label and the answer two words apart for search and text tools (the span is a block). */}
          <span className="mb-1 block text-xs font-semibold text-cool-300">{site.name}</span> {item.firstStep}
        </p>
      </div>
      <H className="px-6 pt-6 text-h3 font-semibold tracking-tight">{headingText(item.title)}</H>
      <p className="px-6 pt-2 pb-6 text-[0.9875rem]">{item.description}</p>
    </article>
  );
}

/**
 * Use cases, grouped (by sub-segment, or internal / customer-facing), in the page's tint (its data-tint scope): the
 * tallest band of an industry page, the mini calls its product material. No eyebrow: the heading is the industry's.
 */
export function UseCases({
  heading,
  intro,
  groups,
  tone = 'white',
}: {
  heading: string;
  intro?: string;
  groups: readonly UseCaseGroup[];
  tone?: Tone;
}) {
  const grouped = groups.length > 1;
  return (
    <Section tone={tone} labelledBy="use-cases-heading" className="md:py-28">
      <SectionHeading id="use-cases-heading" title={heading} intro={intro ? <p>{intro}</p> : undefined} />
      {groups.map((g) => (
        <div key={g.heading} className="mt-12">
          {grouped && (
            <div className="mb-6 max-w-3xl">
              <h3 className="text-h3 font-bold">{headingText(g.heading)}</h3>
              {g.intro && <p className="mt-2">{g.intro}</p>}
            </div>
          )}
          <GridList items={g.items} cols={{ md: 2, lg: 3, xl: 4 }} rows={3}>
            {(item) => <UseCaseCard item={item} headingLevel={grouped ? 4 : 3} />}
          </GridList>
        </div>
      ))}
    </Section>
  );
}
