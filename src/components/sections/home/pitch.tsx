import { Scorecard } from '@/components/sections/proof/scorecard';
import { headingText } from '@/components/ui/heading-text';
import { Section, SectionHeading } from '@/components/ui/section';
import type { HomeContent } from '@/schemas/home';

import { band } from './numbered-point';

/** What Pocket Mentor is and what it answers from; then the measures a pilot is read by (no figures: the pilot produces its own). */
export function HomePitch({ content }: { content: HomeContent }) {
  const { pitch } = content;
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
      <div className="mt-10 border-t border-line pt-10 md:mt-16 md:pt-16">
        <Scorecard id="scorecard-heading" content={content.scorecard} />
      </div>
    </Section>
  );
}
