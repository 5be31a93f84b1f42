import type { ReactNode } from 'react';

import { hairlineTiles } from '@/components/ui/grid-list';
import { headingText } from '@/components/ui/heading-text';
import { ArrowRight } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { blockLabels } from '@/lib/labels';
import type { CommunityContent } from '@/schemas/community';

/** One rule: its number and title on one line on a phone (the number above from md), then what it means. */
function Rule({ number, title, description }: { number: ReactNode; title: string; description: string }) {
  return (
    <>
      <div className="flex flex-wrap items-baseline gap-x-3 md:block">
        {number}
        <h3 className="text-h3 font-semibold text-white md:mt-5">{headingText(title)}</h3>
      </div>
      <p className="mt-2 text-small text-ink-300">{description}</p>
    </>
  );
}

/** How many of the rules describe the run of a project (shown as a flow); the rest are its terms. */
const FLOW = 3;

/**
 * The team competition model on a dark band: rules 1–3 as a left-to-right flow (the third, the client's choice,
 * highlighted), rules 4–6 as the terms beneath, joined by hairlines. Both lists are numbered in one sequence.
 */
export function CompetitionRules({ c }: { c: CommunityContent['competition'] }) {
  const flow = c.points.slice(0, FLOW);
  const terms = c.points.slice(FLOW);
  const label = 'eyebrow text-xs text-cool-300';
  const number = (n: number) => (
    <span className="text-sm font-bold text-cool-300">
      {blockLabels.rule} {n}
    </span>
  );
  return (
    <>
      <p className={cn('mt-10 md:mt-12', label)}>{c.flowLabel}</p>
      <ol className="mt-4 grid gap-3 md:grid-cols-3 md:gap-6">
        {flow.map((p, i) => (
          <li
            key={p.title}
            className={cn(
              'relative rounded-2xl p-5 ring-1 md:p-6 lg:p-7',
              i === FLOW - 1 ? 'bg-cool-400/10 ring-cool-300/50' : 'bg-white/[0.04] ring-white/10',
            )}
          >
            {/* Numbered, not iconed: the ways to take part below are the page's one grid of icon cards. */}
            <Rule title={p.title} description={p.description} number={number(i + 1)} />
            {i < FLOW - 1 && (
              <span
                aria-hidden="true"
                className="absolute top-1/2 -right-5 z-10 hidden size-8 -translate-y-1/2 items-center justify-center rounded-full bg-ink-950 text-cool-300 ring-1 ring-white/15 md:flex"
              >
                <ArrowRight className="size-4" />
              </span>
            )}
          </li>
        ))}
      </ol>
      <p className={cn('mt-10 md:mt-12', label)}>{c.termsLabel}</p>
      <ol start={FLOW + 1} className={cn('mt-4 grid md:grid-cols-3', hairlineTiles, 'gap-px')}>
        {terms.map((p, i) => (
          <li key={p.title} className="bg-ink-950 p-5 md:p-6 lg:p-7">
            {/* The terms are rules: their numbers say enough, so no icon (icon cards are the exception). */}
            <Rule title={p.title} description={p.description} number={number(FLOW + i + 1)} />
          </li>
        ))}
      </ol>
    </>
  );
}
