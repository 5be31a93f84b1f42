import { Scorecard } from '@/components/sections/proof/scorecard';
import { Stats } from '@/components/sections/stats';
import { headingText } from '@/components/ui/heading-text';
import { Section, SectionHeading } from '@/components/ui/section';
import { blockLabels } from '@/lib/labels';
import type { HomeContent } from '@/schemas/home';

import { band } from './numbered-point';

/** What Pocket Mentor is and what it answers from; then the pilot scorecard, led by the spec's figures as the targets it checks (one marker). */
export function HomePitch({ content }: { content: HomeContent }) {
  const { pitch, stats } = content;
  return (
    <Section tone="tint" labelledBy="pitch-heading" className={band}>
      <div className="grid gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-20">
        <div>
          <SectionHeading id="pitch-heading" eyebrow={pitch.eyebrow} title={pitch.heading} />
          <div className="mt-6 grid gap-4 md:text-lead">
            {pitch.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
        {/* From lg one white sheet beside the paragraphs (what it answers from, what it captures), not chips
            floating in an empty column; on phones it stays flat, keeping the page within its height. */}
        <div className="grid content-center gap-6 md:gap-8 lg:self-center lg:rounded-3xl lg:bg-white lg:p-10 lg:ring-1 lg:ring-line">
          <div>
            <h3 className="eyebrow text-cool-700">{pitch.sourcesHeading}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {pitch.sources.map((s) => (
                <li
                  key={s}
                  className="rounded-full border border-line bg-white px-3.5 py-1.5 text-sm font-semibold text-ink-900"
                >
                  {s}
                </li>
              ))}
            </ul>
          </div>
          <div className="border-l-4 border-cool-600 pl-5">
            <h3 className="font-semibold text-ink-950">{headingText(pitch.capture.title)}</h3>
            <p className="mt-1 text-[0.9875rem]">{pitch.capture.description}</p>
          </div>
        </div>
      </div>
      {/* The figures teams aim for, then the measures a pilot reads them with: one block, so the figures are
          targets the scorecard checks rather than a promise beside it. */}
      <div className="mt-10 border-t border-line pt-10 md:mt-16 md:pt-16">
        <Scorecard
          id="scorecard-heading"
          content={content.scorecard}
          lead={
            <div className="mt-6 md:mt-8">
              <h3 className="mb-3 text-lg font-semibold text-ink-950">{stats.heading}</h3>
              <Stats stats={stats.items} note={stats.note} marker={blockLabels.illustrative} />
            </div>
          }
        />
      </div>
    </Section>
  );
}
