import { headingText } from '@/components/ui/heading-text';
import { ChevronDown } from '@/components/ui/icon';
import { RuledList } from '@/components/ui/ruled-list';
import { Section, SectionHeading, type Tone } from '@/components/ui/section';
import { ordinal } from '@/lib/format';
import type { IndustryContent } from '@/schemas/industry';

const number = (i: number) => (
  <span aria-hidden="true" className="font-spoken text-xs font-semibold tracking-wide text-tint-700">
    {ordinal(i)}
  </span>
);

/**
 * On a phone the benefits are a numbered list of disclosures: each claim shown, its reason a tap away (the list is
 * as long as its titles, not its paragraphs). From md the page's own form below shows every reason.
 */
function PhoneList({ items }: { items: IndustryContent['benefits']['items'] }) {
  return (
    <ol data-pagefind-ignore="all" className="mt-8 border-t border-line md:hidden">
      {items.map((b, i) => (
        <li key={b.title} className="border-b border-line">
          <details className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-start gap-3 py-4 [&::-webkit-details-marker]:hidden">
              <h3 className="grid flex-1 grid-cols-[2rem_minmax(0,1fr)] items-baseline text-lg leading-snug font-semibold tracking-tight text-ink-950">
                {number(i)} <span>{headingText(b.title)}</span>
              </h3>
              <ChevronDown
                aria-hidden="true"
                className="mt-1 size-5 shrink-0 text-tint-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="pb-5 pl-8 text-[0.9375rem]">{b.description}</p>
          </details>
        </li>
      ))}
    </ol>
  );
}

/**
 * An industry's benefits, without icons (the use cases' calls are the page's pictures). From md, `ruled`: a
 * ruled list under the heading, in two or three columns (the shared RuledList: the texts of a row start level, a
 * short last row spans the width); `statements`: one column, each claim set large beside its reason. On phones both are the
 * disclosure list above.
 */
export function Benefits({
  heading,
  intro,
  items,
  variant,
  tone,
}: IndustryContent['benefits'] & { variant: 'ruled' | 'statements'; tone: Tone }) {
  const title = <SectionHeading id="benefits-heading" title={heading} intro={intro ? <p>{intro}</p> : undefined} />;
  if (variant === 'statements')
    return (
      <Section tone={tone} labelledBy="benefits-heading" className="py-16 md:py-20">
        {title}
        <PhoneList items={items} />
        <ol className="mt-10 border-t border-line max-md:hidden">
          {items.map((b, i) => (
            <li
              key={b.title}
              className="grid gap-x-12 gap-y-2 border-b border-line py-6 md:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]"
            >
              <h3 className="grid grid-cols-[2.25rem_minmax(0,1fr)] items-baseline text-xl font-semibold tracking-tight text-ink-950 md:text-2xl">
                {number(i)} <span>{headingText(b.title)}</span>
              </h3>
              <p className="text-[0.9875rem] md:pt-1">{b.description}</p>
            </li>
          ))}
        </ol>
      </Section>
    );
  // The heading over the list (not beside it), so no column stands empty under a short heading.
  return (
    <Section tone={tone} labelledBy="benefits-heading" className="py-16 md:py-20">
      {title}
      <PhoneList items={items} />
      <div className="mt-10 max-md:hidden">
        <RuledList items={items} cols={{ sm: 2, lg: items.length === 4 ? 2 : 3 }} ordered size="lg" />
      </div>
    </Section>
  );
}
