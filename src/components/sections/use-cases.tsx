import type { UseCase, UseCaseGroup } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { Section, SectionHeading, type Tone } from '@/components/ui/section';
import { cn } from '@/lib/cn';

/** The illustration slot of a use case: the icon on a tinted panel, with its caption. */
function UseCaseCard({ item, headingLevel }: { item: UseCase; headingLevel: 3 | 4 }) {
  const H = `h${headingLevel}` as const;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow duration-200 hover:shadow-lift">
      <figure className="relative flex h-36 items-end bg-gradient-to-br from-ink-900 to-ink-700 p-4">
        <Icon name={item.icon} className="absolute right-4 top-4 size-12 text-cool-300/80" />
        <figcaption className="max-w-[80%] text-sm font-medium text-ink-100">{item.caption}</figcaption>
      </figure>
      <div className="flex-1 p-6">
        <H className="text-h3 font-semibold tracking-tight">{item.title}</H>
        <p className="mt-2 text-[0.9875rem]">{item.description}</p>
      </div>
    </article>
  );
}

/** Use cases, grouped (by sub-segment, or internal / customer-facing). Five items lay out three then two. */
export function UseCases({
  heading, intro, groups, tone = 'white',
}: { heading: string; intro?: string; groups: readonly UseCaseGroup[]; tone?: Tone }) {
  const grouped = groups.length > 1;
  return (
    <Section tone={tone} labelledBy="use-cases-heading">
      <SectionHeading id="use-cases-heading" eyebrow="Use cases" title={heading} intro={intro ? <p>{intro}</p> : undefined} />
      {groups.map((g) => (
        <div key={g.heading} className="mt-12">
          {grouped && (
            <div className="mb-6 max-w-3xl">
              <h3 className="text-h3 font-bold">{g.heading}</h3>
              {g.intro && <p className="mt-2">{g.intro}</p>}
            </div>
          )}
          <ul className={cn('grid gap-5 md:grid-cols-2', g.items.length === 4 ? 'xl:grid-cols-4' : 'lg:grid-cols-6')}>
            {g.items.map((item, i) => (
              <li key={item.title}
                className={cn(
                  g.items.length !== 4 && 'lg:col-span-2',
                  g.items.length === 5 && i === 3 && 'lg:col-start-2',
                )}>
                <UseCaseCard item={item} headingLevel={grouped ? 4 : 3} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}
