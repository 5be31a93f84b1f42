import { ScrollRow } from '@/components/ui/grid-list';
import { SectionHeading } from '@/components/ui/section';
import { blockLabels } from '@/lib/labels';
import type { Scorecard as ScorecardContent } from '@/schemas/moments';

/**
 * The pilot scorecard: what a pilot measures, what each measure counts and how it is read, one column per
 * measure (sideways on phones). It shows the measures, never results (there are none before a pilot).
 */
export function Scorecard({ content: c, id }: { content: ScorecardContent; id: string }) {
  const [, counts, read] = c.columns;
  return (
    <div data-scorecard="">
      <SectionHeading id={id} eyebrow={c.eyebrow} title={c.heading} intro={<p>{c.intro}</p>} />
      <ScrollRow
        items={c.measures}
        keyOf={(m) => m.name}
        label={c.heading}
        hint={blockLabels.scrollSideways}
        lgCols={c.measures.length === 4 ? 4 : 3}
        rows={3}
        className="mt-6 md:mt-8"
      >
        {(m, i) => (
          <div className="grid h-full grid-rows-[auto_auto_1fr] rounded-2xl border border-line bg-white p-4 md:p-5">
            <p className="font-spoken text-xs font-semibold tracking-wide text-cool-700 uppercase">
              {c.columns[0]} 0{i + 1}
            </p>
            <h3 className="mt-1 text-lg leading-snug font-semibold text-ink-950">{m.name}</h3>
            <dl className="mt-2 grid content-start gap-1.5 border-t border-dashed border-line pt-2 text-[0.9375rem] md:mt-3 md:gap-2 md:pt-3">
              <dt className="font-spoken text-xs tracking-wide text-muted uppercase">{counts}</dt>
              <dd>{m.counts}</dd>
              <dt className="mt-1 font-spoken text-xs tracking-wide text-muted uppercase">{read}</dt>
              <dd className="text-ink-900">{m.read}</dd>
            </dl>
          </div>
        )}
      </ScrollRow>
      {c.note && <p className="mt-3 text-sm text-muted">{c.note}</p>}
    </div>
  );
}
