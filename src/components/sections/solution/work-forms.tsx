import { Card } from '@/components/ui/card';
import { GridList } from '@/components/ui/grid-list';
import { Icon } from '@/components/ui/icon';
import { Section, SectionHeading } from '@/components/ui/section';
import { cn } from '@/lib/cn';
import { ordinal } from '@/lib/format';
import type { SolutionContent } from '@/schemas/solution';

type Cards = SolutionContent['cards'];

/** A sheet's running head (`cards.sheet`): the hero's artifact named again at the top of its continuation. */
function RunningHead({ text, className }: { text?: string; className?: string }) {
  if (!text) return null;
  return (
    <p
      data-sheet-head=""
      className={cn('font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase', className)}
    >
      {text}
    </p>
  );
}

/**
 * A solution page's cards, in the form its content file picks (`cards.form`), so the hero's artifact carries into
 * the body and the 18 pages differ in structure:
 * - ledger: a ruled sheet, one line per card (the CFO's budget, the controller's close, a portfolio's books);
 * - path: a vertical line of connected stops (the CIO's architecture, a rollout, an onboarding);
 * - job: a job sheet of numbered tasks, each with its tick box (a technician's or tradesperson's job);
 * - cards: icon cards (a page's one icon-card grid).
 */
export function WorkForm({ id, cards, tone }: { id: string; cards: Cards; tone: 'white' | 'tint' }) {
  const heading = <SectionHeading id={id} title={cards.heading} intro={cards.intro} />;
  if (cards.form === 'cards')
    return (
      <Section tone={tone} labelledBy={id}>
        {heading}
        <GridList items={cards.items} cols={{ md: 2, lg: 3 }} rows={3} className="mt-12">
          {(c) => (
            <Card icon={c.icon} title={c.title}>
              <p>{c.description}</p>
            </Card>
          )}
        </GridList>
      </Section>
    );
  // The sheet, path or job runs the page's full width under its heading: beside a narrow heading it left an empty
  // column as tall as the list.
  if (cards.form === 'ledger')
    return (
      <Section tone={tone} labelledBy={id}>
        {heading}
        {/* The hero's paper continued: a second sheet behind, the tint rule across its top, its running head. */}
        <div data-work-form="ledger" className="relative mt-10">
          <div
            aria-hidden="true"
            className="absolute inset-0 translate-x-1 translate-y-1.5 rounded-md bg-white/80 shadow-lg shadow-ink-950/10 ring-1 ring-ink-900/15 sm:translate-x-1.5 sm:rotate-[0.4deg]"
          />
          <div className="relative overflow-hidden rounded-md bg-white shadow-xl shadow-ink-950/10 ring-1 ring-ink-900/15 before:absolute before:inset-x-0 before:top-0 before:h-1.5 before:bg-tint-600">
            <RunningHead text={cards.sheet} className="border-b-2 border-ink-900 px-5 pt-6 pb-2 md:px-8" />
            <ol>
              {cards.items.map((c, i) => (
                <li
                  key={c.title}
                  className="grid gap-1 border-b border-dashed border-line px-5 py-4 last:border-0 sm:grid-cols-[3rem_minmax(0,13rem)_minmax(0,1fr)] sm:gap-4 md:px-8 lg:grid-cols-[3rem_minmax(0,17rem)_minmax(0,1fr)] lg:gap-8"
                >
                  <span aria-hidden="true" className="font-spoken text-xs text-muted sm:pt-1">
                    {ordinal(i)}
                  </span>
                  <h3 className="font-semibold text-ink-950">{c.title}</h3>
                  <p className="max-w-[42rem] text-[0.9375rem]">{c.description}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Section>
    );
  if (cards.form === 'path')
    return (
      <Section tone={tone} labelledBy={id}>
        {heading}
        <div data-work-form="path">
          <RunningHead text={cards.sheet} className="mt-10 border-b border-tint-200 pb-2" />
          {/* Stops along a line: each stop's rule runs from its icon towards the next. */}
          <GridList
            items={cards.items}
            cols={{ md: 2, lg: 3 }}
            ordered
            rows={3}
            className="mt-8 [--gap:2rem_2.5rem]"
            itemClassName="relative"
          >
            {(c, i) => (
              <>
                <div className="flex items-center gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-tint-900 text-white ring-4 ring-tint-100">
                    <Icon name={c.icon} className="size-5" />
                  </span>
                  {i < cards.items.length - 1 && <span aria-hidden="true" className="h-0.5 flex-1 bg-tint-200" />}
                </div>
                <h3 className="mt-4 font-semibold text-ink-950">{c.title}</h3>
                <p className="mt-1 text-[0.9375rem]">{c.description}</p>
              </>
            )}
          </GridList>
        </div>
      </Section>
    );
  return (
    <Section tone={tone} labelledBy={id}>
      {heading}
      {/* One sheet of tasks, each with the box a technician ticks (hairlines between them, no heavy frames). */}
      <div
        data-work-form="job"
        className="mt-10 overflow-hidden rounded-2xl bg-white shadow-lg shadow-ink-950/5 ring-1 ring-line"
      >
        <RunningHead text={cards.sheet} className="bg-tint-900 px-5 py-3 text-white sm:px-7" />
        <GridList
          items={cards.items}
          cols={{ md: 2 }}
          ordered
          rows={3}
          className="bg-line [--gap:1px]"
          itemClassName="bg-white px-5 py-5 sm:px-7"
        >
          {(c, i) => (
            <>
              <div aria-hidden="true" className="flex items-center gap-3">
                <span className="size-5 rounded-md bg-tint-50 ring-1 ring-tint-600 ring-inset" />
                <span className="font-spoken text-xs font-semibold tracking-wide text-tint-700 uppercase">
                  {ordinal(i)}
                </span>
              </div>
              <h3 className="mt-2 text-lg leading-snug font-semibold text-ink-950">{c.title}</h3>
              <p className="mt-1 text-[0.9375rem]">{c.description}</p>
            </>
          )}
        </GridList>
      </div>
    </Section>
  );
}
