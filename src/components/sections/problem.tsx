import type { ReactNode } from 'react';

import { Section, SectionHeading, type Tone } from '@/components/ui/section';
import { cn } from '@/lib/cn';

/**
 * The problem statement: the heading, then the argument in one readable column (at most about 70 characters a
 * line). Not CSS columns: a sentence must not jump from the foot of one column to the head of the next. An
 * `aside` (a solution's "what changes" box) stands beside the argument from lg and follows it on phones; with
 * `beside` and no aside, the heading stands in its own column (sticky) beside the argument, as an editorial spread.
 * `lead` stands between the heading and the argument (a spoken line); `after` closes the section under both;
 * `follow` (with `beside`) stands under the heading from lg and after the argument on phones (an industry's call card);
 * `across`: the heading over the argument, its paragraphs side by side from lg.
 */
export function ProblemStatement({
  heading,
  paragraphs,
  eyebrow = 'The problem',
  aside,
  beside = false,
  tone = 'white',
  lead,
  after,
  follow,
  across = false,
}: {
  heading: string;
  paragraphs: readonly string[];
  /** `null`: no eyebrow (industry pages, whose sections carry only the spec's own labels). */
  eyebrow?: string | null;
  aside?: ReactNode;
  beside?: boolean;
  tone?: Tone;
  lead?: ReactNode;
  after?: ReactNode;
  follow?: ReactNode;
  /** From lg, the heading over the argument and its paragraphs side by side (each a column; no CSS columns). */
  across?: boolean;
}) {
  if (across && !aside)
    return (
      <Section tone={tone} labelledBy="problem-heading">
        <SectionHeading id="problem-heading" eyebrow={eyebrow ?? undefined} title={heading} />
        <div
          className={cn(
            'mt-8 grid max-w-[37rem] gap-5 text-lead lg:max-w-none lg:gap-x-12',
            paragraphs.length >= 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-2',
          )}
        >
          {paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        {after}
      </Section>
    );
  if (beside && !aside)
    return (
      <Section tone={tone} labelledBy="problem-heading">
        <div
          className={cn(
            'grid gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,37rem)] lg:justify-between lg:gap-x-16',
            follow && 'lg:grid-rows-[auto_1fr]',
          )}
        >
          <div className={cn(!follow && 'lg:sticky lg:top-[calc(var(--header-condensed)+2rem)] lg:self-start')}>
            <SectionHeading id="problem-heading" eyebrow={eyebrow ?? undefined} title={heading} />
          </div>
          <div
            className={cn(
              'grid content-start gap-5 text-lead lg:pt-1',
              follow && 'lg:col-start-2 lg:row-span-2 lg:row-start-1',
            )}
          >
            {paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {follow && <div className="mt-2 lg:col-start-1 lg:row-start-2">{follow}</div>}
        </div>
        {after}
      </Section>
    );
  return (
    <Section tone={tone} labelledBy="problem-heading">
      <div className={cn(aside && 'grid gap-12 lg:grid-cols-[minmax(0,37rem)_minmax(0,1fr)] lg:gap-20')}>
        <div>
          <SectionHeading id="problem-heading" eyebrow={eyebrow ?? undefined} title={heading} />
          {lead}
          <div className="mt-8 grid max-w-[37rem] gap-5 text-lead">
            {paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
        {aside && <div className="lg:pt-2">{aside}</div>}
      </div>
      {after}
    </Section>
  );
}
