import { ProblemStatement } from '@/components/sections/problem';
import { Checklist } from '@/components/ui/card';
import { headingText } from '@/components/ui/heading-text';
import { cn } from '@/lib/cn';
import { ordinal } from '@/lib/format';
import { gridLayout } from '@/lib/grid';
import { blockLabels } from '@/lib/labels';
import type { SolutionContent } from '@/schemas/solution';

type Props = { problem: SolutionContent['problem']; benefits: SolutionContent['benefits'] };

/**
 * A solution page's problem with what changes, in the form its content file picks (`benefits.form`), so the 18
 * pages do not open their body with one block:
 * - box: a tinted checklist box beside the argument;
 * - ruled: the heading beside the argument (a spread), then what changes as a numbered ruled list across the page
 *   under its own rule;
 * - memo: what changes on a sheet of paper beside the argument, numbered like a memo's points;
 * - voice: the problem in someone's own words, set large in the spoken face, and what changes on a dark panel.
 */
export function SolutionProblem({ problem, benefits }: Props) {
  const form = benefits.form ?? 'box';
  const title = (cls: string) => (
    <h3 id="benefits-heading" className={cn('leading-tight font-bold text-balance', cls)}>
      {headingText(benefits.heading)}
    </h3>
  );
  const label = (cls: string) => <p className={cn('eyebrow', cls)}>{blockLabels.whatChanges}</p>;
  const base = { heading: problem.heading, paragraphs: problem.paragraphs };
  if (form === 'ruled') {
    // Ruled rows line up only on equal columns: three when the items fill rows of three, otherwise two, the odd
    // last item running across both under one rule (5 → 2 + 2 + 1, never 3 + 2 on columns of different widths).
    const n = benefits.bullets.length;
    const layout = gridLayout(n, { sm: 2, lg: n % 3 === 0 ? 3 : 2 });
    return (
      <ProblemStatement
        {...base}
        beside
        after={
          <div data-what-changes="ruled" className="mt-14 grid gap-6 border-t-2 border-ink-900 pt-8">
            <div className="flex flex-wrap items-baseline gap-x-6 gap-y-2">
              {label('text-tint-700')}
              {title('text-2xl text-ink-950')}
            </div>
            <ol data-card-grid="" style={layout.list} className="card-grid [--gap:0_2.5rem]">
              {benefits.bullets.map((b, i) => (
                <li
                  key={b}
                  style={layout.item(i)}
                  className="grid grid-cols-[2.25rem_minmax(0,1fr)] border-t border-line py-4"
                >
                  <span aria-hidden="true" className="font-spoken text-sm font-semibold text-tint-700">
                    {ordinal(i)}
                  </span>
                  <span className="max-w-[34rem] text-ink-900">{b}</span>
                </li>
              ))}
            </ol>
          </div>
        }
      />
    );
  }
  if (form === 'memo')
    return (
      <ProblemStatement
        {...base}
        aside={
          <div data-what-changes="memo" className="relative">
            <div
              aria-hidden="true"
              className="absolute inset-0 translate-x-1 translate-y-1.5 rounded-md bg-white/80 shadow-lg shadow-ink-950/10 ring-1 ring-ink-900/15 sm:translate-x-1.5 sm:rotate-[1deg]"
            />
            <div className="relative overflow-hidden rounded-md bg-white shadow-xl shadow-ink-950/10 ring-1 ring-ink-900/15 before:absolute before:inset-x-0 before:top-0 before:h-1.5 before:bg-tint-600">
              <div className="border-b-2 border-ink-900 px-6 pt-7 pb-4">
                {label('font-spoken text-tint-700')}
                {title('mt-2 text-xl text-ink-950')}
              </div>
              <ol>
                {benefits.bullets.map((b, i) => (
                  <li
                    key={b}
                    className="grid grid-cols-[2.5rem_minmax(0,1fr)] border-b border-dashed border-line px-6 py-3.5 text-[0.9375rem] last:border-0"
                  >
                    <span aria-hidden="true" className="pt-0.5 font-spoken text-xs text-muted">
                      {ordinal(i)}
                    </span>
                    <span className="text-ink-900">{b}</span>
                  </li>
                ))}
              </ol>
            </div>
          </div>
        }
      />
    );
  if (form === 'voice' && problem.voice)
    return (
      <ProblemStatement
        {...base}
        lead={
          <figure data-problem-voice="" className="mt-8 border-l-4 border-tint-500 pl-5">
            <blockquote className="font-spoken text-[1.3125rem] leading-snug tracking-tight text-ink-950 md:text-[1.625rem]">
              <p>“{problem.voice.line}”</p>
            </blockquote>
            <figcaption className="mt-3 font-spoken text-xs tracking-wide text-tint-700 uppercase">
              {problem.voice.who}
            </figcaption>
          </figure>
        }
        aside={
          <div data-what-changes="voice" className="rounded-2xl bg-ink-950 p-6 text-white sm:p-8">
            {label('text-cool-300')}
            {title('mt-3 text-2xl text-white')}
            <Checklist items={benefits.bullets} dark className="mt-6" />
          </div>
        }
      />
    );
  return (
    <ProblemStatement
      {...base}
      aside={
        <div data-what-changes="box" className="rounded-2xl bg-tint-50 p-6 ring-1 ring-tint-100 sm:p-8">
          {label('text-tint-700')}
          {title('mt-3 text-2xl text-ink-950')}
          <Checklist items={benefits.bullets} className="mt-6" />
        </div>
      }
    />
  );
}
