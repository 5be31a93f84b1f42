import { ScrollRow } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { Section, SectionHeading, type Tone } from '@/components/ui/section';
import { cn } from '@/lib/cn';
import { blockLabels } from '@/lib/labels';
import { site } from '@/lib/settings';
import type { UseCase, UseCaseGroup } from '@/schemas/industry';

/**
 * A use case as a card: a mini call from that setting (what is asked there, and the first step of the spoken
 * answer, both in the spoken face) in the industry's tint, then its title and description. No icon: the call is
 * the card's picture.
 */
function UseCaseCard({ item, headingLevel }: { item: UseCase; headingLevel: 3 | 4 }) {
  const H = `h${headingLevel}` as const;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white transition-shadow duration-200 hover:shadow-lift">
      <div className="grid gap-2 border-b border-line bg-tint-50 p-4 font-spoken text-[0.8125rem] leading-snug tracking-tight">
        {/* The caller's bubble is named by the card's title below, not printed twice. */}
        <p className="ml-6 rounded-2xl rounded-br-md bg-white px-3.5 py-2.5 text-ink-900 ring-1 ring-tint-200">
          <span className="sr-only">Caller: </span>“{item.ask}”
        </p>
        <p className="mr-6 rounded-2xl rounded-bl-md bg-ink-900 px-3.5 py-2.5 text-white">
          {/* The space keeps the label and the answer two words apart for search and text tools (the span is a block). */}
          <span className="mb-1 block font-sans text-xs font-semibold tracking-normal text-cool-300">{site.name}</span>{' '}
          {item.firstStep}
        </p>
      </div>
      <H className="px-6 pt-6 text-h3 font-semibold tracking-tight">{headingText(item.title)}</H>
      <p className="px-6 pt-2 pb-6 text-[0.9875rem]">{item.description}</p>
    </article>
  );
}

/**
 * A use case as a moment of a call: the setting and what happens there on the left, and on the right the caller's
 * question set large in the spoken face, like a timed caption, with the first step of the answer under it.
 */
function UseCaseMoment({ item, index, headingLevel }: { item: UseCase; index: number; headingLevel: 3 | 4 }) {
  const H = `h${headingLevel}` as const;
  return (
    // Below lg a card in the sideways row; from lg a ruled row, its call beside its setting.
    <div className="grid h-full content-start gap-x-12 gap-y-5 rounded-2xl border border-line bg-white p-5 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:rounded-none lg:border-0 lg:border-b lg:border-tint-700/15 lg:bg-transparent lg:px-0 lg:py-10">
      <div>
        <p aria-hidden="true" className="font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase">
          {String(index + 1).padStart(2, '0')}
        </p>
        <H className="mt-1 text-h3 font-semibold tracking-tight">{headingText(item.title)}</H>
        <p className="mt-2 text-[0.9875rem]">{item.description}</p>
      </div>
      <figure className="font-spoken tracking-tight">
        <figcaption className="sr-only">
          {item.title}: {site.name}
        </figcaption>
        <blockquote className="border-l-4 border-tint-600 pl-4 text-xl leading-snug font-medium text-ink-950 md:text-2xl">
          “{item.ask}”
        </blockquote>
        <p className="mt-4 flex flex-col items-start gap-1.5 pl-5 text-[0.9375rem] leading-snug text-ink-900 sm:flex-row sm:gap-3">
          <span
            aria-hidden="true"
            className="mt-0.5 h-fit shrink-0 rounded-md bg-ink-900 px-1.5 py-0.5 text-xs font-semibold text-cool-300"
          >
            {site.name}
          </span>
          <span>{item.firstStep}</span>
        </p>
      </figure>
    </div>
  );
}

/**
 * Use cases, grouped (by sub-segment, or internal / customer-facing), in the page's tint (its data-tint scope). As
 * `calls`, a grid of cards each with its mini call; as `moments`, one row per setting with its call set large. No
 * eyebrow: the heading is the industry's.
 */
export function UseCases({
  heading,
  intro,
  groups,
  tone = 'white',
  variant = 'calls',
}: {
  heading: string;
  intro?: string;
  groups: readonly UseCaseGroup[];
  tone?: Tone;
  variant?: 'calls' | 'moments';
}) {
  const grouped = groups.length > 1;
  const level = grouped ? 4 : 3;
  // Each moment's number counts on across the groups.
  const firsts = groups.map((_, i) => groups.slice(0, i).reduce((sum, x) => sum + x.items.length, 0));
  return (
    <Section tone={tone} labelledBy="use-cases-heading" className={cn(variant === 'calls' && 'md:py-28')}>
      <SectionHeading id="use-cases-heading" title={heading} intro={intro ? <p>{intro}</p> : undefined} />
      {groups.map((g, gi) => (
        <div key={g.heading} className={variant === 'calls' ? 'mt-12' : 'mt-10'}>
          {grouped && (
            <div className="mb-6 max-w-3xl">
              <h3 className="text-h3 font-bold">{headingText(g.heading)}</h3>
              {g.intro && <p className="mt-2">{g.intro}</p>}
            </div>
          )}
          {/* On phones and tablets each group is one row that scrolls sideways (the page's use cases take at most
              two such rows); from lg the cards are a grid and the moments ruled rows. */}
          {variant === 'calls' ? (
            <ScrollRow
              items={g.items}
              label={grouped ? g.heading : heading}
              hint={blockLabels.scrollSideways}
              lgCols={g.items.length >= 4 ? 4 : 3}
              rows={3}
            >
              {(item) => <UseCaseCard item={item} headingLevel={level} />}
            </ScrollRow>
          ) : (
            <ScrollRow
              items={g.items}
              label={grouped ? g.heading : heading}
              hint={blockLabels.scrollSideways}
              lgCols={1}
              className="lg:border-t lg:border-tint-700/15"
            >
              {(item, i) => <UseCaseMoment item={item} index={(firsts[gi] ?? 0) + i} headingLevel={level} />}
            </ScrollRow>
          )}
        </div>
      ))}
    </Section>
  );
}
